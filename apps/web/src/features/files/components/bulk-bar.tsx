import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

type BulkBarProps = {
  count: number;
  onDownload: () => void;
  onMove: () => void;
  onDelete: () => void;
  onClear: () => void;
};

/** What can be done with the selected files at once (SPEC §2, issue 5): download, move, delete. */
export function BulkBar({ count, onDownload, onMove, onDelete, onClear }: BulkBarProps) {
  const { t } = useTranslation();
  if (count === 0) {
    return null;
  }
  return (
    <div className="files-bulk" role="toolbar" aria-label={t('files.bulk.label')}>
      <span className="files-bulk-count" aria-live="polite">
        {t('files.bulk.selected', { count })}
      </span>
      <Button
        type="button"
        icon="pi pi-download"
        label={t('files.bulk.download')}
        size="small"
        onClick={onDownload}
      />
      <Button
        type="button"
        icon="pi pi-arrow-right-arrow-left"
        label={t('files.bulk.move')}
        size="small"
        outlined
        onClick={onMove}
      />
      <Button
        type="button"
        icon="pi pi-trash"
        label={t('files.bulk.delete')}
        size="small"
        severity="danger"
        outlined
        onClick={onDelete}
      />
      <Button type="button" label={t('files.bulk.clear')} size="small" text onClick={onClear} />
    </div>
  );
}
