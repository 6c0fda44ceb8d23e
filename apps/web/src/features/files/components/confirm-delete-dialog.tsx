import { ConfirmDialog } from 'primereact/confirmdialog';
import { useTranslation } from 'react-i18next';

/**
 * Asks before anything is deleted (issue 5: "bulk delete and move with confirmation"). `message`
 * says what goes; the delete button is the dangerous one, Cancel has the focus.
 */
export function ConfirmDeleteDialog({
  message,
  onConfirm,
  onClose,
}: {
  message: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      visible
      header={t('files.confirm.title')}
      message={message}
      icon="pi pi-exclamation-triangle"
      acceptLabel={t('common.delete')}
      rejectLabel={t('common.cancel')}
      acceptClassName="p-button-danger"
      defaultFocus="reject"
      accept={onConfirm}
      onHide={onClose}
    />
  );
}
