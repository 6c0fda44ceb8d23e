import { afterEach, describe, expect, it } from 'vitest';

import { returnFocusAfterDialogs } from './dialog-focus-return';

/** MutationObserver reports after the current task's microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
) {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    created.setAttribute(name, value);
  }
  document.body.append(created);
  return created;
}

function openDialog() {
  const dialog = element('div', { role: 'dialog' });
  const field = document.createElement('input');
  dialog.append(field);
  field.focus();
  return dialog;
}

describe('returnFocusAfterDialogs (issue 22)', () => {
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  it('gives the focus back to the opener when an unmounted dialog drops it', async () => {
    stop = returnFocusAfterDialogs();
    const opener = element('button', {});
    opener.focus();
    const dialog = openDialog();

    dialog.remove();
    await settle();

    expect(document.activeElement).toBe(opener);
  });

  it('falls back to the button before a menu item that is gone, then to the main content', async () => {
    stop = returnFocusAfterDialogs();
    const menuButton = element('button', {});
    menuButton.focus();
    const item = element('button', {});
    item.focus();
    const dialog = openDialog();
    item.remove();

    dialog.remove();
    await settle();
    expect(document.activeElement).toBe(menuButton);

    const main = element('main', { id: 'main-content', tabindex: '-1' });
    const second = openDialog();
    menuButton.remove();
    second.remove();
    await settle();
    expect(document.activeElement).toBe(main);
  });

  it('goes on to the element before when the screen then removes the one it went back to', async () => {
    stop = returnFocusAfterDialogs();
    const row = element('button', {});
    row.focus();
    const toolbarButton = element('button', {});
    toolbarButton.focus();
    const dialog = openDialog();

    dialog.remove();
    await settle();
    expect(document.activeElement).toBe(toolbarButton);
    toolbarButton.remove();
    await settle();

    expect(document.activeElement).toBe(row);
  });

  it('leaves the focus alone when something else already took it', async () => {
    stop = returnFocusAfterDialogs();
    const opener = element('button', {});
    opener.focus();
    const dialog = openDialog();
    const next = element('input', {});
    next.focus();

    dialog.remove();
    await settle();

    expect(document.activeElement).toBe(next);
  });
});
