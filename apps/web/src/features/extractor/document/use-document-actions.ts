import type { EditableDocument, ExtractedDocument } from '@folio/core';
import { FolioError } from '@folio/sdk';
import { useState } from 'react';
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

/**
 * Saves and verifies one document (SPEC §7 insert or update document): the edited data, and for a
 * verification the state `manually_verified` (SPEC §4). `onChanged` gets the document as the
 * server answered it.
 */
export function useDocumentActions(onChanged: (document: ExtractedDocument) => void) {
  const api = useExtractorApi();
  const { t } = useTranslation();
  const { notifyError, notifySuccess } = useNotices();
  const [isBusy, setBusy] = useState(false);

  const update = async (
    documentId: string,
    change: { data?: EditableDocument; isVerifying: boolean },
  ): Promise<boolean> => {
    setBusy(true);
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
    } finally {
      setBusy(false);
    }
  };

  return {
    isBusy,
    save: (documentId: string, data: EditableDocument) =>
      update(documentId, { data, isVerifying: false }),
    verify: (documentId: string, data?: EditableDocument) =>
      update(documentId, { ...(data ? { data } : {}), isVerifying: true }),
  };
}
