import { useCallback } from 'react';

import { useNotices } from '../../../components/notices/notices-context';
// Opened outside the files screen (a chatbot citation), so it brings the preview's styles along.
import '../files.css';
import { saveDownload } from '../../../lib/download';
import { useLoader } from '../../../lib/use-loader';
import type { StoredFile } from '../storage-types';
import { useStorageApi } from '../use-storage-api';

import { PreviewDialog } from './preview-dialog';

/**
 * The preview of a file known by its id (a chatbot citation, issue 10), opened at
 * `page` with `quote` highlighted. Nothing shows until the file is found; a file that is gone is
 * told as an error and closes.
 */
export function FilePreviewById({
  fileId,
  page,
  quote,
  onClose,
}: {
  fileId: string;
  page: number;
  quote: string;
  onClose: () => void;
}) {
  const api = useStorageApi();
  const { notifyError } = useNotices();
  const load = useCallback(() => api.findFile(fileId), [api, fileId]);
  const { data: file } = useLoader<StoredFile | null>(load, null, (error) => {
    notifyError(error, 'files.failures.preview');
    onClose();
  });
  const download = (chosen: StoredFile) => {
    api
      .downloadFile(chosen)
      .then(saveDownload, (error: unknown) => notifyError(error, 'files.failures.download'));
  };
  return file ? (
    <PreviewDialog file={file} page={page} quote={quote} onDownload={download} onClose={onClose} />
  ) : null;
}
