import { ConfirmDialog } from 'primereact/confirmdialog';
import { useTranslation } from 'react-i18next';

/**
 * Asks before a configuration or a result is deleted (SPEC §2 "delete (confirm)"). `message` says
 * what goes; Cancel has the focus, the delete button is the dangerous one.
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
      header={t('extractor.confirmDelete')}
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
