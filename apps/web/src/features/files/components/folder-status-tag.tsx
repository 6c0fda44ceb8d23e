import { folderStatusTone, type FolderStatus, type StatusTone } from '@folio/core';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

const SEVERITY: Record<StatusTone, 'success' | 'info' | 'warning' | 'danger' | 'secondary'> = {
  success: 'success',
  info: 'info',
  warning: 'warning',
  danger: 'danger',
  neutral: 'secondary',
};

/** A folder's status label (SPEC §4), coloured by core's tone. */
export function FolderStatusTag({ status }: { status: FolderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag
      className="files-folder-status"
      value={t(`files.folders.statuses.${status}`)}
      severity={SEVERITY[folderStatusTone(status)]}
    />
  );
}
