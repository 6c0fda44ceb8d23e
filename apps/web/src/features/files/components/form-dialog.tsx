import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type FormDialogProps = {
  title: string;
  submitLabel: string;
  /** False keeps the submit button disabled (the form is not valid yet). */
  canSubmit: boolean;
  /** Resolves true when the change was made: the dialog then closes. */
  onSubmit: () => Promise<boolean>;
  onClose: () => void;
  children: ReactNode;
};

/** A small modal form with Cancel and a submit button that waits for the server. */
export function FormDialog({
  title,
  submitLabel,
  canSubmit,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [isBusy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || isBusy) {
      return;
    }
    setBusy(true);
    const isDone = await onSubmit();
    setBusy(false);
    if (isDone) {
      onClose();
    }
  };
  return (
    <Dialog
      visible
      header={title}
      modal
      className="files-dialog"
      onHide={onClose}
      footer={
        <>
          <Button type="button" label={t('common.cancel')} text onClick={onClose} />
          <Button
            type="submit"
            form={formId}
            label={submitLabel}
            loading={isBusy}
            disabled={!canSubmit}
          />
        </>
      }
    >
      <form id={formId} className="files-dialog-form" onSubmit={(event) => void submit(event)}>
        {children}
      </form>
    </Dialog>
  );
}
