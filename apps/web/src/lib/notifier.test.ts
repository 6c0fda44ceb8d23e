import { describe, expect, it } from 'vitest';

import { createNotifier, type ToastNotice } from './notifier';

function fakeToast() {
  const shown: ToastNotice[] = [];
  return {
    shown,
    handle: {
      show: (notice: ToastNotice) => shown.push(notice),
      remove: (notice: ToastNotice) => {
        shown.splice(shown.indexOf(notice), 1);
      },
    },
  };
}

describe('notifier', () => {
  it('shows toasts that close after 5 s (SPEC §9)', () => {
    const notifier = createNotifier();
    const toast = fakeToast();
    notifier.attach(toast.handle);

    notifier.show({ severity: 'error', detail: 'Failed' });

    expect(toast.shown).toEqual([
      expect.objectContaining({ severity: 'error', detail: 'Failed', life: 5000 }),
    ]);
  });

  it('keeps a limited queue: the oldest toast makes room for a new one (SPEC §9)', () => {
    const notifier = createNotifier(3);
    const toast = fakeToast();
    notifier.attach(toast.handle);

    for (const detail of ['one', 'two', 'three', 'four']) {
      notifier.show({ severity: 'info', detail });
    }

    expect(toast.shown.map((notice) => notice.detail)).toEqual(['two', 'three', 'four']);
  });

  it('does not repeat a notice that is already showing', () => {
    const notifier = createNotifier();
    const toast = fakeToast();
    notifier.attach(toast.handle);

    notifier.show({ severity: 'error', detail: 'Network error' });
    notifier.show({ severity: 'error', detail: 'Network error' });

    expect(toast.shown).toHaveLength(1);
  });

  it('shows the notice again once the first one closed', () => {
    const notifier = createNotifier();
    const toast = fakeToast();
    notifier.attach(toast.handle);
    notifier.show({ severity: 'error', detail: 'Network error' });

    notifier.removed(toast.shown[0]?.id ?? '');
    notifier.show({ severity: 'error', detail: 'Network error' });

    expect(toast.shown).toHaveLength(2);
  });

  it('keeps notices sent before the toasts mounted and shows them on mount', () => {
    const notifier = createNotifier();
    notifier.show({ severity: 'error', detail: 'Session expired' });
    const toast = fakeToast();

    notifier.attach(toast.handle);

    expect(toast.shown.map((notice) => notice.detail)).toEqual(['Session expired']);
  });
});
