import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

/** Previous and next page of the results, with the page number and how many there are in all. */
export function ResultsPager({
  pageNumber,
  total,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  pageNumber: number;
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="extractor-pager" aria-label={t('extractor.results.pages')}>
      <Button
        type="button"
        icon="pi pi-chevron-left"
        text
        aria-label={t('extractor.results.previousPage')}
        disabled={!hasPrevious}
        onClick={onPrevious}
      />
      <span>{t('extractor.results.pageOf', { page: pageNumber, count: total })}</span>
      <Button
        type="button"
        icon="pi pi-chevron-right"
        text
        aria-label={t('extractor.results.nextPage')}
        disabled={!hasNext}
        onClick={onNext}
      />
    </nav>
  );
}
