import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createFakeStorage, storedFile } from './testing/fake-storage';
import { renderFiles } from './testing/render-files';

const FILES = ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf'].map((name) => storedFile(name));

async function rows() {
  const table = screen.getByRole('region', { name: /^Files of/ });
  await within(table).findByText('a.pdf');
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('data-p-selectable-row') === 'true');
}

const press = (key: string, modifiers: { shiftKey?: boolean; ctrlKey?: boolean } = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, code: key, ...modifiers });

const selectedNames = async () =>
  (await rows())
    .filter((row) => row.getAttribute('aria-selected') === 'true')
    .map((row) => row.querySelector('.files-name-button')?.textContent);

describe('files list keyboard (issue 5 "keyboard selection")', () => {
  it('moves with the arrows, selects with Space and extends with Shift', async () => {
    await renderFiles(createFakeStorage({ files: FILES }));
    const [first] = await rows();
    first?.focus();

    press('ArrowDown');
    expect(document.activeElement).toBe((await rows())[1]);
    press(' ');
    expect(await selectedNames()).toEqual(['b.pdf']);

    press('ArrowDown', { shiftKey: true });
    press('ArrowDown', { shiftKey: true });
    expect(document.activeElement).toBe((await rows())[3]);
    expect(await selectedNames()).toEqual(['b.pdf', 'c.pdf', 'd.pdf']);
    expect(screen.getByText('Selected: 3')).toBeDefined();

    press('Escape');
    expect(await selectedNames()).toEqual([]);
    press('a', { ctrlKey: true });
    expect(await selectedNames()).toHaveLength(4);
  });

  it('opens the focused file with Enter', async () => {
    const storage = createFakeStorage({ files: FILES });
    storage.state.previews.set('uploads/c.pdf', {
      kind: 'text',
      file: storedFile('c.pdf'),
      text: 'hola',
    });
    await renderFiles(storage);
    (await rows())[2]?.focus();

    press('Enter');

    const dialog = await screen.findByRole('dialog', { name: 'Preview: c.pdf' });
    expect(await within(dialog).findByText('hola')).toBeDefined();
  });

  it('asks before deleting the focused file with Delete', async () => {
    const { server } = await renderFiles(createFakeStorage({ files: FILES }));
    (await rows())[1]?.focus();

    press('Delete');

    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog.textContent).toContain('Delete b.pdf?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.calls('POST /api/storage/files/delete')).toHaveLength(1));
    expect(await server.calls('POST /api/storage/files/delete')[0]?.json()).toMatchObject({
      blob_names: ['uploads/b.pdf'],
    });
  });

  it('deletes the whole selection with Delete when there is one', async () => {
    await renderFiles(createFakeStorage({ files: FILES }));
    (await rows())[0]?.focus();
    press(' ');
    press('ArrowDown', { shiftKey: true });

    press('Delete');

    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog.textContent).toContain('Delete the 2 selected files?');
  });
});
