import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

import { usePairedFocus } from '../../../components/use-paired-focus';

/** The zoom levels of the PDF preview, as a share of the page's usual width. */
export const ZOOM_LEVELS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/**
 * The PDF preview's controls (issue 22: named controls for page navigation and zoom): previous
 * and next page with where the reader is (read out when it changes), zoom out and in with the
 * level, and the page text shown or hidden (a disclosure of `textId`).
 */
export function PdfToolbar({
  page,
  pages,
  zoom,
  isTextShown,
  textId,
  onPage,
  onZoom,
  onToggleText,
}: {
  page: number;
  pages: number;
  /** An index into ZOOM_LEVELS. */
  zoom: number;
  isTextShown: boolean;
  textId: string;
  onPage: (page: number) => void;
  onZoom: (zoom: number) => void;
  onToggleText: () => void;
}) {
  const { t } = useTranslation();
  const percent = Math.round((ZOOM_LEVELS[zoom] ?? 1) * 100);
  const turns = usePairedFocus();
  const zooms = usePairedFocus();
  return (
    <div className="files-pdf-nav" role="toolbar" aria-label={t('files.preview.toolbar')}>
      <Button
        {...turns.first}
        type="button"
        icon="pi pi-chevron-left"
        text
        aria-label={t('files.preview.previous')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      />
      <span aria-live="polite">{t('files.preview.page', { page, pages })}</span>
      <Button
        {...turns.second}
        type="button"
        icon="pi pi-chevron-right"
        text
        aria-label={t('files.preview.next')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      />
      <Button
        {...zooms.first}
        type="button"
        icon="pi pi-search-minus"
        text
        aria-label={t('files.preview.zoomOut')}
        disabled={zoom <= 0}
        onClick={() => onZoom(zoom - 1)}
      />
      <span aria-live="polite">{t('files.preview.zoom', { percent })}</span>
      <Button
        {...zooms.second}
        type="button"
        icon="pi pi-search-plus"
        text
        aria-label={t('files.preview.zoomIn')}
        disabled={zoom >= ZOOM_LEVELS.length - 1}
        onClick={() => onZoom(zoom + 1)}
      />
      <Button
        type="button"
        icon="pi pi-align-left"
        label={t('files.preview.pageText')}
        text
        aria-expanded={isTextShown}
        aria-controls={textId}
        onClick={onToggleText}
      />
    </div>
  );
}
