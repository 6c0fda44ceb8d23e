import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';

import { displayName } from '../file-display';
import type { StoredFile } from '../storage-types';
import { usePreview } from '../use-preview';

import { PreviewBody } from './preview-body';

/**
 * The preview modal (issue 5): PDF pages, images, spreadsheets, DOCX as HTML, text and
 * Markdown, with a download button. Opens a PDF at `page` when given (a search hit, a citation);
 * `quote` (a chatbot citation's passage) is shown above the preview and highlighted in it.
 */
export function PreviewDialog({
  file,
  page,
  quote,
  onDownload,
  onClose,
}: {
  file: StoredFile;
  page?: number;
  quote?: string;
  onDownload: (file: StoredFile) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { loaded, isLoading, onFailed } = usePreview(file);
  const name = displayName(file);
  return (
    <Dialog
      visible
      modal
      maximizable
      header={t('files.preview.title', { name })}
      className="files-preview-dialog"
      onHide={onClose}
      footer={
        <Button
          type="button"
          icon="pi pi-download"
          label={t('files.preview.download')}
          outlined
          onClick={() => onDownload(file)}
        />
      }
    >
      {quote === undefined ? null : (
        <blockquote className="files-preview-quote">
          <mark>{quote}</mark>
        </blockquote>
      )}
      {isLoading ? (
        <div className="files-preview-loading">
          <ProgressSpinner aria-hidden="true" />
          <span>{t('files.preview.loading')}</span>
        </div>
      ) : loaded ? (
        <PreviewBody
          loaded={loaded}
          name={name}
          onFailed={onFailed}
          {...(page === undefined ? {} : { page })}
          {...(quote === undefined ? {} : { quote })}
        />
      ) : null}
    </Dialog>
  );
}
