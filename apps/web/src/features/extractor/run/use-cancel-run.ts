import type { Run } from '@folio/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useNotices } from '../../../components/notices/notices-context';
import { useExtractorApi } from '../use-extractor-api';

/**
 * Cancels a run (cancelRun): the documents already done stay, the others are not extracted.
 * `onAnswered` gets the run as the server answered it; a run that had finished before the cancel
 * arrived is answered as it is, without the 'cancelled' notice.
 */
export function useCancelRun(runId: string, onAnswered: (run: Run) => void) {
  const api = useExtractorApi();
  const { t } = useTranslation();
  const { notifyError, notifySuccess } = useNotices();
  const [isCancelling, setCancelling] = useState(false);

  const cancel = async () => {
    setCancelling(true);
    try {
      const run = await api.cancelRun(runId);
      onAnswered(run);
      if (run.status === 'cancelled') {
        notifySuccess(t('extractor.run.cancelled'));
      }
    } catch (error) {
      notifyError(error, 'extractor.run.cancelFailed');
    } finally {
      setCancelling(false);
    }
  };

  return { isCancelling, cancel };
}
