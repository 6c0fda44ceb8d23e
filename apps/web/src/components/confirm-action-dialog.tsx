import { ConfirmDialog } from 'primereact/confirmdialog';
import { useTranslation } from 'react-i18next';

/**
 * Asks before an action that cannot be undone (delete, cancel a run, discard a draft): `title`
 * and `message` say what happens, the confirm button is labelled by its action and shown as
 * dangerous when `isDangerous`, and the way out has the focus.
 */
export function ConfirmActionDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  isDangerous = false,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  /** The way out; Cancel when absent. */
  cancelLabel?: string;
  isDangerous?: boolean;
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
      acceptLabel={confirmLabel}
      rejectLabel={cancelLabel ?? t('common.cancel')}
      {...(isDangerous ? { acceptClassName: 'p-button-danger' } : {})}
      defaultFocus="reject"
      accept={onConfirm}
      onHide={onClose}
    />
  );
}
