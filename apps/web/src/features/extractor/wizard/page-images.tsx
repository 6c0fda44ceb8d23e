import type { DraftPage } from '@folio/core';
import { useTranslation } from 'react-i18next';

/**
 * The example's pages as images (SPEC §2 wizard "see its pages as images"; SPEC §3
 * arrayPagesImg). A page whose image was not kept (storage full at a reload) shows a note.
 */
export function PageImages({ pages }: { pages: readonly DraftPage[] }) {
  const { t } = useTranslation();
  return (
    <ol className="extractor-pages" aria-label={t('extractor.wizard.pages')}>
      {pages.map((page) => (
        <li key={page.page}>
          {page.image === '' ? (
            <div className="extractor-page-missing">{t('extractor.wizard.pageNotKept')}</div>
          ) : (
            <img
              src={page.image}
              alt={t('extractor.wizard.pageImage', { page: page.page, pages: pages.length })}
              width={page.width}
              height={page.height}
            />
          )}
          <span>{t('extractor.pageNumber', { page: page.page })}</span>
        </li>
      ))}
    </ol>
  );
}
