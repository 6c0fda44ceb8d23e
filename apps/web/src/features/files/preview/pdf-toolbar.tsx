import { useTranslation } from 'react-i18next';

import { DisclosureButton } from '../../../components/disclosure-button';
import { PairedButtons } from '../../../components/paired-buttons';

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
  return (
    <div className="files-pdf-nav" role="toolbar" aria-label={t('files.preview.toolbar')}>
      <PairedButtons
        back={{
          icon: 'pi pi-chevron-left',
          label: t('files.preview.previous'),
          isDisabled: page <= 1,
          onClick: () => onPage(page - 1),
        }}
        forward={{
          icon: 'pi pi-chevron-right',
          label: t('files.preview.next'),
          isDisabled: page >= pages,
          onClick: () => onPage(page + 1),
        }}
      >
        {t('files.preview.page', { page, pages })}
      </PairedButtons>
      <PairedButtons
        back={{
          icon: 'pi pi-search-minus',
          label: t('files.preview.zoomOut'),
          isDisabled: zoom <= 0,
          onClick: () => onZoom(zoom - 1),
        }}
        forward={{
          icon: 'pi pi-search-plus',
          label: t('files.preview.zoomIn'),
          isDisabled: zoom >= ZOOM_LEVELS.length - 1,
          onClick: () => onZoom(zoom + 1),
        }}
      >
        {t('files.preview.zoom', { percent })}
      </PairedButtons>
      <DisclosureButton
        icon="pi pi-align-left"
        label={t('files.preview.pageText')}
        controls={textId}
        isExpanded={isTextShown}
        onToggle={onToggleText}
      />
    </div>
  );
}
