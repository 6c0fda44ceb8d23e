import { useState } from 'react';

import { useNotices } from '../../../components/notices/notices-context';
import { useExtractorApi } from '../use-extractor-api';

/**
 * Sends the ZIP of a run (SPEC §7 extract entities from ZIP). The server checks everything before
 * any work and refuses with the numbers in `detail` (TOO_MANY_FILES 'Maximum {{max}} files
 * allowed. You have selected {{current}}.', pages per file, total pages, balance); the refusal is
 * shown in the user's language. Resolves with the new run's id, or null when refused.
 */
export function useStartRun(configName: string) {
  const api = useExtractorApi();
  const { notifyError } = useNotices();
  const [isSending, setSending] = useState(false);
  const start = async (zip: File): Promise<string | null> => {
    setSending(true);
    try {
      const run = await api.extractZip(configName, zip, zip.name);
      return run.run_id;
    } catch (error) {
      notifyError(error, 'errors.entityExtraction');
      return null;
    } finally {
      setSending(false);
    }
  };
  return { isSending, start };
}
