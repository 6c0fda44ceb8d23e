import type { ExtractedDocument } from '@folio/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useNotices } from '../../../components/notices/notices-context';
import { saveDownload } from '../../../lib/download';
import type { ExportFormat } from '../extractor-api';
import { useExtractorApi } from '../use-extractor-api';

/**
 * What the results screen does with its documents (SPEC §2, §7): download CSV, PDF or TXT,
 * train a chatbot (the request is stored), send to the document database, and delete one from the
 * list; each says how it went (SPEC §8). `ids` empty means every document of the configuration.
 */
export function useResultsActions(configName: string, onChanged: () => void) {
  const api = useExtractorApi();
  const { t } = useTranslation();
  const { notifyError, notifySuccess } = useNotices();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (name: string, work: () => Promise<void>) => {
    setBusy(name);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    download: (format: ExportFormat, ids: readonly string[]) =>
      run(format, async () => {
        try {
          saveDownload(await api.exportResults(configName, format, ids));
          notifySuccess(t('notices.fileDownloaded'));
        } catch (error) {
          notifyError(error, 'errors.fileDownload');
        }
      }),
    trainChatbot: async (topic: string, ids: readonly string[]): Promise<boolean> => {
      let isDone = false;
      await run('train', async () => {
        try {
          await api.trainChatbot(configName, topic, ids);
          notifySuccess(t('extractor.results.trainStored', { topic }));
          isDone = true;
        } catch (error) {
          notifyError(error, 'errors.trainingChat');
        }
      });
      return isDone;
    },
    sendToDatabase: (ids: readonly string[]) =>
      run('database', async () => {
        try {
          await api.sendToDatabase(configName, ids);
          notifySuccess(t('notices.dataSentToDatabase'));
        } catch (error) {
          notifyError(error, 'extractor.results.databaseFailed');
        }
      }),
    remove: (document: ExtractedDocument) =>
      run('delete', async () => {
        try {
          await api.deleteDocument(document.document_id, configName);
          notifySuccess(t('extractor.results.deleted', { name: document.file_name }));
          onChanged();
        } catch (error) {
          notifyError(error, 'errors.fileDeletion');
        }
      }),
  };
}
