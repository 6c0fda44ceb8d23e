import {
  isResumableUpload,
  isSessionEndingError,
  provideUploadSender,
  type UploadSender,
} from '@folio/core';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Notices } from '../../components/notices/notices-context';
import { usePublicConfig } from '../../lib/public-config';

import type { StorageApi } from './storage-api';
import { useNotices } from '../../components/notices/notices-context';
import { useStorageApi } from './use-storage-api';

/**
 * Sends one file: a small one through the SDK's `uploadFiles` form call (SPEC §7 upload), whose
 * progress the browser's fetch cannot report; a large one through the resumable tus upload, with
 * its progress (issue 5).
 */
function createSender(api: StorageApi, notifyError: Notices['notifyError']): UploadSender {
  return async ({ file, topico, signal, onProgress }) => {
    if (!(file instanceof File)) {
      throw new TypeError('The web uploads File objects only');
    }
    try {
      const storedName = isResumableUpload(file)
        ? await api.uploadLargeFile(file, topico, signal, onProgress)
        : await api.uploadFile(file, topico, signal);
      return { storedName };
    } catch (error) {
      // An upload refused for the session (401 after the one refresh) ends it, as any call does.
      if (isSessionEndingError(error)) {
        notifyError(error, 'files.failures.upload');
      }
      throw error;
    }
  };
}

/**
 * The upload queue of the files screen (core's upload machine, SPEC §4 "Upload states"), checking
 * files against the server's public limits before sending. When the queue runs dry with files
 * stored, the "uploaded (with count)" notice shows (SPEC §8) and `onStored` runs (lists reload).
 * The API is the signed-in user's for the life of the screen, so the machine keeps the first.
 */
export function useUploads(onStored: () => void) {
  const api = useStorageApi();
  const { limits } = usePublicConfig();
  const { t } = useTranslation();
  const { notifyError, notifySuccess } = useNotices();
  const [logic] = useState(() => provideUploadSender(createSender(api, notifyError)));
  const uploads = useActorRef(logic, { input: { limits } });

  useEffect(() => {
    const subscription = uploads.on('upload.drained', ({ completed }) => {
      if (completed > 0) {
        notifySuccess(t('notices.filesUploaded', { count: completed }));
        onStored();
      }
    });
    return () => subscription.unsubscribe();
  }, [uploads, notifySuccess, onStored, t]);

  return uploads;
}

/** The running upload queue. */
export type UploadsRef = ReturnType<typeof useUploads>;
