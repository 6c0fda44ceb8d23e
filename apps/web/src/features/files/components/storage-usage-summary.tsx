import { formatSize } from '@folio/core';
import { useTranslation } from 'react-i18next';

import type { StorageUsage } from '../storage-types';

/**
 * The files stored and space used, in one line ("12 files · 34.5 MB"); a polite live region, so
 * a screen reader hears the new figure after an upload or a delete. Nothing until it has loaded.
 */
export function StorageUsageSummary({ usage }: { usage: StorageUsage | null }) {
  const { t } = useTranslation();
  if (!usage) {
    return null;
  }
  return (
    <p className="files-usage" role="status" aria-label={t('files.usage.label')}>
      {t('files.usage.summary', {
        count: usage.total.files,
        size: formatSize(usage.total.bytes),
      })}
    </p>
  );
}
