import type { Citation } from '@folio/core';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';

import { CITATION_PROPERTY, remarkCitationMarkers } from '../citation-markers';
import { linkTarget } from '../link-target';

type AnswerCitations = { citations: readonly Citation[]; onOpen: (citation: Citation) => void };

// The answer's sources, for the markers inside its text; components stay module constants, so
// the tree is not rebuilt as the answer streams.
const AnswerCitationsContext = createContext<AnswerCitations>({
  citations: [],
  onOpen: () => undefined,
});

/**
 * A link of an answer: it leaves the app in a new tab, carries nothing of it along, and shows
 * where it goes. A target the URL filter emptied (`javascript:`) leaves only the text.
 */
function AnswerLink({
  href,
  target,
  children,
}: {
  href: string | undefined;
  target: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (!href) {
    return <span>{children}</span>;
  }
  return (
    <>
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>{' '}
      <span className="chatbot-link-target">
        {t('chatbot.conversation.linkTarget', { target })}
      </span>
    </>
  );
}

/**
 * An image is never loaded (a remote image would carry data out in its URL, issue 11): it shows
 * as a link with its alt text and its whole address.
 */
function AnswerImage({ src, alt }: { src?: unknown; alt?: string | undefined }) {
  const { t } = useTranslation();
  const href = typeof src === 'string' ? src : undefined;
  return (
    <AnswerLink href={href} target={href ?? ''}>
      {alt ? t('chatbot.conversation.image', { alt }) : t('chatbot.conversation.imageUntitled')}
    </AnswerLink>
  );
}

/** A citation marker `[n]` (see citation-markers.ts): a small button opening source n. */
function CitationMarker({ node, children }: { children?: ReactNode } & ExtraProps) {
  const { t } = useTranslation();
  const { citations, onOpen } = useContext(AnswerCitationsContext);
  const n = Number(node?.properties[CITATION_PROPERTY]);
  const citation = citations.find((candidate) => candidate.n === n);
  if (!citation) {
    // Not a source of this answer (or not arrived yet while streaming): the text as written.
    return <>{children}</>;
  }
  return (
    <button
      type="button"
      className="chatbot-citation-marker"
      aria-label={t('chatbot.conversation.citationMarker', {
        n: citation.n,
        file: citation.filename,
        page: citation.page,
      })}
      onClick={() => onOpen(citation)}
    >
      {children}
    </button>
  );
}

const COMPONENTS: Components = {
  a: ({ href, children }) => (
    <AnswerLink href={href} target={href ? linkTarget(href) : ''}>
      {children}
    </AnswerLink>
  ),
  img: ({ src, alt }) => <AnswerImage src={src} alt={alt} />,
  sup: CitationMarker,
};

const REMARK_PLUGINS = [remarkCitationMarkers];

/**
 * An answer's Markdown, rendered safely: react-markdown builds React elements (never
 * `innerHTML`), raw HTML in the text is dropped (`skipHtml`), link targets go through its URL
 * filter (no `javascript:`) and are shown beside their text, and images are never fetched, so an
 * answer quoting a hostile document can neither inject markup nor send data out. Citation
 * markers `[n]` open their source, as the chips below the answer do.
 */
export function AnswerMarkdown({
  text,
  citations,
  onOpenCitation,
}: {
  text: string;
  citations: readonly Citation[];
  onOpenCitation: (citation: Citation) => void;
}) {
  const sources = useMemo(
    () => ({ citations, onOpen: onOpenCitation }),
    [citations, onOpenCitation],
  );
  return (
    <div className="chatbot-markdown">
      <AnswerCitationsContext.Provider value={sources}>
        <Markdown skipHtml components={COMPONENTS} remarkPlugins={REMARK_PLUGINS}>
          {text}
        </Markdown>
      </AnswerCitationsContext.Provider>
    </div>
  );
}
