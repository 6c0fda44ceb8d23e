import { useTranslation } from 'react-i18next';

import { ConfirmActionDialog } from './confirm-action-dialog';

/**
 * Asks before something is deleted (SPEC §2 "delete (confirm)", issue 5 "bulk delete with
 * confirmation"). `title` and `message` say what goes; the delete button is the dangerous one,
 * Cancel has the focus.
 */
export function ConfirmDeleteDialog({
  title,
  message,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmActionDialog
      title={title}
      message={message}
      confirmLabel={t('common.delete')}
      isDangerous
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
