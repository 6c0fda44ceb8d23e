import { ConfirmDialog } from 'primereact/confirmdialog';
import { useTranslation } from 'react-i18next';

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
    <ConfirmDialog
      visible
      header={title}
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
