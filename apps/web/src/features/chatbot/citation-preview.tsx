import type { Citation } from '@folio/core';
import { Dialog } from 'primereact/dialog';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What shows a citation: the file at its page with the quote highlighted. */
export type CitationPreviewProps = { citation: Citation; onClose: () => void };

/**
 * The quote alone, with its file and page: what a citation shows when the app gives no file
 * preview (web features never import each other, so `app/` supplies the files' preview).
 */
function QuoteDialog({ citation, onClose }: CitationPreviewProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible
      modal
      header={t('chatbot.conversation.citation', {
        n: citation.n,
        file: citation.filename,
        page: citation.page,
      })}
      className="chatbot-quote-dialog"
      onHide={onClose}
    >
      <figure className="chatbot-quote">
        <figcaption>{t('chatbot.conversation.quote')}</figcaption>
        <blockquote>
          <mark>{citation.quote}</mark>
        </blockquote>
      </figure>
    </Dialog>
  );
}

/** Draws what opens a citation. */
export type RenderCitationPreview = (props: CitationPreviewProps) => ReactNode;

/**
 * What opens a citation; `app/` provides the files' preview at the page. A render function
 * rather than a component, so the screen never creates a component while it renders.
 */
export const CitationPreviewContext = createContext<RenderCitationPreview>((props) => (
  <QuoteDialog {...props} />
));

/** The citation viewer the app provides, else the quote dialog. */
export function useCitationPreview(): RenderCitationPreview {
  return useContext(CitationPreviewContext);
}
