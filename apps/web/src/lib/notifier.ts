import { TOAST_LIFE_MS } from '@folio/core';

/** A notice as the toasts show it. */
export type Notice = {
  severity: 'success' | 'info' | 'warn' | 'error';
  detail: string;
  summary?: string;
};

/** What the notifier needs from the toast component: PrimeReact's `Toast` ref has it. */
export type ToastHandle = {
  show(message: ToastNotice): void;
  remove(message: ToastNotice): void;
};

/** A notice with the id and life the toast component needs. */
export type ToastNotice = Notice & { id: string; life: number };

/** How many toasts show at once; the oldest makes room for a new one (SPEC §9 "limited queue"). */
export const TOAST_QUEUE_LIMIT = 3;

/** Shows notices in the toast component once it is mounted; kept outside React for the machines. */
export type Notifier = {
  show(notice: Notice): void;
  /** Connects the mounted toast component; returns the disconnect. */
  attach(toast: ToastHandle): () => void;
  /** The toast component tells the notifier a notice went away (closed or timed out). */
  removed(id: string): void;
};

/**
 * Creates the app's notifier: toasts that close after 5 s (SPEC §9), at most
 * `TOAST_QUEUE_LIMIT` at once, an identical notice already showing is not repeated, and notices
 * sent before the toast component mounted are shown when it does.
 */
export function createNotifier(limit = TOAST_QUEUE_LIMIT): Notifier {
  let toast: ToastHandle | undefined;
  let visible: ToastNotice[] = [];
  let waiting: ToastNotice[] = [];
  let nextId = 0;

  const display = (notice: ToastNotice) => {
    if (!toast) {
      waiting = [...waiting, notice].slice(-limit);
      return;
    }
    while (visible.length >= limit) {
      const oldest = visible[0];
      visible = visible.slice(1);
      if (oldest) {
        toast.remove(oldest);
      }
    }
    visible = [...visible, notice];
    toast.show(notice);
  };

  return {
    show(notice) {
      const isShowing = [...visible, ...waiting].some(
        (shown) => shown.detail === notice.detail && shown.severity === notice.severity,
      );
      if (!isShowing) {
        nextId += 1;
        display({ ...notice, id: `notice-${nextId}`, life: TOAST_LIFE_MS });
      }
    },
    attach(handle) {
      toast = handle;
      const pending = waiting;
      waiting = [];
      pending.forEach(display);
      return () => {
        if (toast === handle) {
          toast = undefined;
          visible = [];
        }
      };
    },
    removed(id) {
      visible = visible.filter((notice) => notice.id !== id);
    },
  };
}
