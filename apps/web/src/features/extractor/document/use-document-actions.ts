import type { EditableDocument, ExtractedDocument } from '@folio/core';
import { FolioError } from '@folio/sdk';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useNotices } from '../../../components/notices/notices-context';
import { useExtractorApi } from '../use-extractor-api';

/** The duplicate a server refusal names (`detail.reason`, SPEC §5), if any. */
function duplicateReason(error: unknown): 'fieldExists' | 'headerExists' | null {
  if (!(error instanceof FolioError) || typeof error.detail !== 'object' || error.detail === null) {
    return null;
  }
  const reason = (error.detail as Record<string, unknown>)['reason'];
  return reason === 'field_exists'
    ? 'fieldExists'
    : reason === 'header_exists'
      ? 'headerExists'
      : null;
}

/** A change sent or waiting to be sent, with the edited data it carries, if any. */
type Pending = { done: Promise<boolean>; data: EditableDocument | undefined };

/**
 * Saves and verifies one document (SPEC §7 insert or update document): the edited data, and for a
 * verification the state `manually_verified` (SPEC §4). `onChanged` gets the document as the
 * server answered it. A change asked for while another is out waits for its answer (a verify
 * pressed during a save is sent once the save is stored, without the data the save just stored);
 * after a refused change the one waiting is not sent. A second verify while one is out is ignored.
 */
export function useDocumentActions(onChanged: (document: ExtractedDocument) => void) {
  const api = useExtractorApi();
  const { t } = useTranslation();
  const { notifyError, notifySuccess } = useNotices();
  const [busyCount, setBusyCount] = useState(0);
  const pending = useRef<Pending | null>(null);
  const isVerifying = useRef(false);

  const send = async (
    documentId: string,
    change: { data?: EditableDocument | undefined; isVerifying: boolean },
  ): Promise<boolean> => {
    try {
      const updated = await api.updateDocument({
        documentId,
        ...(change.data ? { data: change.data } : {}),
        ...(change.isVerifying ? { state: 'manually_verified' as const } : {}),
      });
      notifySuccess(
        t(change.isVerifying ? 'extractor.document.verified' : 'extractor.document.saved'),
      );
      onChanged(updated);
      return true;
    } catch (error) {
      const duplicate = duplicateReason(error);
      if (duplicate) {
        // The server's refusal of a repeated name is shown with SPEC §5's own message.
        notifyError(new Error(duplicate), `extractor.problems.${duplicate}`);
      } else {
        notifyError(error, 'errors.documentUpdate');
      }
      return false;
    }
  };

  const update = (
    documentId: string,
    change: { data?: EditableDocument | undefined; isVerifying: boolean },
  ): Promise<boolean> => {
    if (change.isVerifying && isVerifying.current) {
      return Promise.resolve(false);
    }
    const previous = pending.current;
    const run = async () => {
      if (previous) {
        if (!(await previous.done)) {
          return false;
        }
        if (change.data === previous.data) {
          // The same edits the change before stored: not sent again.
          return send(documentId, { isVerifying: change.isVerifying });
        }
      }
      return send(documentId, change);
    };
    setBusyCount((count) => count + 1);
    if (change.isVerifying) {
      isVerifying.current = true;
    }
    const entry: Pending = { done: run(), data: change.data };
    pending.current = entry;
    void entry.done.finally(() => {
      setBusyCount((count) => count - 1);
      if (change.isVerifying) {
        isVerifying.current = false;
      }
      if (pending.current === entry) {
        pending.current = null;
      }
    });
    return entry.done;
  };

  return {
    isBusy: busyCount > 0,
    save: (documentId: string, data: EditableDocument) =>
      update(documentId, { data, isVerifying: false }),
    verify: (documentId: string, data?: EditableDocument) =>
      update(documentId, { data, isVerifying: true }),
  };
}
