import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

import type { ExportFormat } from '../extractor-api';

const FORMATS: readonly ExportFormat[] = ['csv', 'xlsx', 'pdf', 'txt'];

/**
 * What can be done with the selected documents, or with all of them when none is selected:
 * download CSV, Excel, PDF or TXT, train a chatbot; sending to the database needs a selection.
 */
export function ResultsActions({
  selectedCount,
  busy,
  onDownload,
  onTrain,
  onSendToDatabase,
}: {
  selectedCount: number;
  busy: string | null;
  onDownload: (format: ExportFormat) => void;
  onTrain: () => void;
  onSendToDatabase: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="extractor-toolbar" role="toolbar" aria-label={t('extractor.results.actions')}>
      <span className="extractor-muted">
        {selectedCount === 0
          ? t('extractor.results.noneSelected')
          : t('extractor.results.selected', { count: selectedCount })}
      </span>
      {FORMATS.map((format) => (
        <Button
          key={format}
          type="button"
          icon="pi pi-download"
          label={t(`extractor.results.download.${format}`)}
          outlined
          loading={busy === format}
          disabled={busy !== null}
          onClick={() => onDownload(format)}
        />
      ))}
      <Button
        type="button"
        icon="pi pi-comments"
        label={t('extractor.results.trainTitle')}
        outlined
        disabled={busy !== null}
        onClick={onTrain}
      />
      <Button
        type="button"
        icon="pi pi-database"
        label={t('extractor.results.sendToDatabase')}
        outlined
        loading={busy === 'database'}
        disabled={busy !== null || selectedCount === 0}
        onClick={onSendToDatabase}
      />
    </div>
  );
}
