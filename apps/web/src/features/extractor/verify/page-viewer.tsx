import { boxToPercent, type Box } from '@folio/core';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useContext, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DisclosureButton } from '../../../components/disclosure-button';
import { PairedButtons } from '../../../components/paired-buttons';

import { PageTextContext } from './page-text-context';
import { usePageImage } from './use-page-image';

/**
 * A page of the document beside its fields (issue 6: "the page image beside the fields with the
 * source highlighted"): the 110 dpi image, the focused field's box drawn over it (PDF points
 * scaled by 110/72, kept in place however the image is scaled), and the pages to move between.
 * The page's text can be shown as lines (issue 22: the image's text alternative) when the
 * document's PDF is known and the app gives a reader of its text.
 */
export function PageViewer({
  documentId,
  fileId,
  page,
  pages,
  highlight,
  onPage,
}: {
  documentId: string;
  /** The document's PDF in Files, whose text is offered; null when it is gone. */
  fileId: string | null;
  page: number;
  pages: number;
  highlight: Box | null;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const url = usePageImage(documentId, page);
  const [size, setSize] = useState({ url: '', width: 0, height: 0 });
  const box = highlight && size.url === url ? boxToPercent(highlight, size) : null;
  const renderPageText = useContext(PageTextContext);
  const textId = useId();
  const [isTextShown, setTextShown] = useState(false);
  const hasText = renderPageText !== null && fileId !== null;
  return (
    <section
      className={`extractor-page-viewer${hasText && isTextShown ? ' extractor-page-viewer--with-text' : ''}`}
      aria-label={t('extractor.verify.pageLabel')}
    >
      <div className="extractor-page-nav">
        <PairedButtons
          back={{
            icon: 'pi pi-chevron-left',
            label: t('extractor.verify.previousPage'),
            isDisabled: page <= 1,
            onClick: () => onPage(page - 1),
          }}
          forward={{
            icon: 'pi pi-chevron-right',
            label: t('extractor.verify.nextPage'),
            isDisabled: page >= pages,
            onClick: () => onPage(page + 1),
          }}
        >
          {t('extractor.verify.pageOf', { page, pages })}
        </PairedButtons>
        {hasText ? (
          <DisclosureButton
            icon="pi pi-align-left"
            label={t('extractor.verify.pageText')}
            controls={textId}
            isExpanded={isTextShown}
            onToggle={() => setTextShown((shown) => !shown)}
          />
        ) : null}
      </div>
      {hasText ? renderPageText({ id: textId, fileId, page, isHidden: !isTextShown }) : null}
      <div className="extractor-page-frame">
        {url ? (
          <img
            src={url}
            alt={t('extractor.verify.pageImage', { page, pages })}
            onLoad={(event) =>
              setSize({
                url,
                width: event.currentTarget.naturalWidth,
                height: event.currentTarget.naturalHeight,
              })
            }
          />
        ) : (
          <ProgressSpinner aria-label={t('common.loading')} />
        )}
        {box ? (
          <div
            className="extractor-highlight"
            data-testid="source-highlight"
            aria-hidden="true"
            style={{
              left: `${box.left}%`,
              top: `${box.top}%`,
              width: `${box.width}%`,
              height: `${box.height}%`,
            }}
          />
        ) : null}
      </div>
    </section>
  );
}
