import { TOAST_POSITION } from '@folio/core';
import { Toast, type ToastMessage } from 'primereact/toast';
import { useEffect, useRef } from 'react';

import type { Notifier, ToastNotice } from '../../lib/notifier';

/** The toasts of the whole app: top-center (SPEC §9), fed by the app's notifier. */
export function NoticeToasts({ notifier }: { notifier: Notifier }) {
  const toast = useRef<Toast>(null);
  useEffect(() => {
    const current = toast.current;
    if (!current) {
      return undefined;
    }
    return notifier.attach({
      show: (notice: ToastNotice) => current.show(notice),
      remove: (notice: ToastNotice) => current.remove(notice),
    });
  }, [notifier]);
  return (
    <Toast
      ref={toast}
      position={TOAST_POSITION}
      onRemove={(message: ToastMessage) => {
        if (message.id) {
          notifier.removed(message.id);
        }
      }}
    />
  );
}
