import { folderStatusTone, type StatusTone, type Topic } from '@folio/core';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

const SEVERITY: Record<StatusTone, 'success' | 'info' | 'warning' | 'danger' | 'secondary'> = {
  success: 'success',
  info: 'info',
  warning: 'warning',
  danger: 'danger',
  neutral: 'secondary',
};

/** A topic's status label (SPEC §4 folder status labels), coloured by core's tone. */
export function TopicStatusTag({ status }: { status: Topic['status'] }) {
  const { t } = useTranslation();
  return (
    <Tag
      className="chatbot-status"
      value={t(`chatbot.status.${status}`)}
      severity={SEVERITY[folderStatusTone(status)]}
    />
  );
}
