import { boxToPercent, type Box } from '@folio/core';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PairedButtons } from '../../../components/paired-buttons';

import { usePageImage } from './use-page-image';

/**
 * A page of the document beside its fields (issue 6: "the page image beside the fields with the
 * source highlighted"): the 110 dpi image, the focused field's box drawn over it (PDF points
 * scaled by 110/72, kept in place however the image is scaled), and the pages to move between.
 */
export function PageViewer({
  documentId,
  page,
  pages,
  highlight,
  onPage,
}: {
  documentId: string;
  page: number;
  pages: number;
  highlight: Box | null;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const url = usePageImage(documentId, page);
  const [size, setSize] = useState({ url: '', width: 0, height: 0 });
  const box = highlight && size.url === url ? boxToPercent(highlight, size) : null;
  return (
    <section className="extractor-page-viewer" aria-label={t('extractor.verify.pageLabel')}>
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
      </div>
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
