import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { errorAnswer } from '../../testing/fixtures';

import { createFakeStorage, folder, storedFile } from './testing/fake-storage';
import { renderFiles } from './testing/render-files';

const FILES = [
  storedFile('20250314_101500_factura.pdf', { config_name: 'facturas', category: 'config' }),
  storedFile('notas.txt', { topico: 'Contratos', kind: 'document', tags: ['legal'] }),
  storedFile('ventas.xlsx', { topico: 'Contratos' }),
];

const table = () => screen.getByRole('region', { name: /^Files of/ });
const rowOf = (name: string) => {
  const row = within(table()).getByText(name).closest('tr');
  if (!row) {
    throw new Error(`no row for ${name}`);
  }
  return row;
};

describe('files page', () => {
  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:folio.test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockReturnValue(undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists every file with its cleaned name, configuration and upload date (SPEC §2, §3)', async () => {
    await renderFiles(createFakeStorage({ folders: [folder('Contratos')], files: FILES }));

    const row = await waitFor(() => rowOf('factura.pdf'));
    expect(within(row).getByText('facturas')).toBeDefined();
    expect(within(row).getByText('14/03/2025')).toBeDefined();
    expect(within(row).getByText('2.0 KB')).toBeDefined();
    expect(within(rowOf('notas.txt')).getByText('legal')).toBeDefined();
    expect(within(rowOf('notas.txt')).getByText('None')).toBeDefined();
  });

  it('shows the folders with their item counts, system folders locked (SPEC §3, §5)', async () => {
    await renderFiles(createFakeStorage({ folders: [folder('Contratos')], files: FILES }));

    const folders = screen.getByRole('navigation', { name: 'Folders' });
    const all = await within(folders).findByRole('button', { name: /All files/ });
    expect(all.textContent).toContain('3');
    expect(within(all).getByLabelText(/System folder/)).toBeDefined();
    const contratos = within(folders).getByRole('button', { name: /Contratos/ });
    expect(within(contratos).queryByLabelText(/System folder/)).toBeNull();

    fireEvent.click(within(folders).getByRole('button', { name: /Uploaded files/ }));
    await screen.findByRole('heading', { name: 'Uploaded files', level: 2 });
    expect(screen.getByRole('button', { name: 'Delete folder' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Rename folder' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('lists a folder’s own files when it is opened', async () => {
    const { server } = await renderFiles(
      createFakeStorage({ folders: [folder('Contratos')], files: FILES }),
    );
    await waitFor(() => rowOf('factura.pdf'));

    fireEvent.click(screen.getByRole('button', { name: /Contratos/ }));

    await waitFor(() => expect(within(table()).queryByText('factura.pdf')).toBeNull());
    expect(within(table()).getByText('notas.txt')).toBeDefined();
    const last = server.calls('GET /api/storage/files').at(-1);
    expect(new URL(last?.url ?? '').searchParams.get('topico')).toBe('Contratos');
  });

  it('searches by name once typing pauses (SPEC §2 simple search)', async () => {
    const { server } = await renderFiles(createFakeStorage({ files: FILES }));
    await waitFor(() => rowOf('factura.pdf'));
    const before = server.calls('GET /api/storage/files').length;

    const box = screen.getByRole('searchbox', { name: 'Search by name' });
    fireEvent.change(box, { target: { value: 'n' } });
    fireEvent.change(box, { target: { value: 'not' } });

    await waitFor(() => expect(within(table()).queryByText('factura.pdf')).toBeNull());
    const asked = server.calls('GET /api/storage/files').slice(before);
    expect(asked.map((request) => new URL(request.url).searchParams.get('q'))).toEqual(['not']);
  });

  it('deletes the selected files after confirmation, with the count notice (SPEC §8)', async () => {
    const storage = createFakeStorage({ files: FILES });
    const { server } = await renderFiles(storage);
    await waitFor(() => rowOf('factura.pdf'));
    const usage = await screen.findByRole('status', { name: 'Files stored and space used' });
    expect(usage.textContent).toBe('3 files · 6.0 KB');

    fireEvent.click(within(rowOf('factura.pdf')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('notas.txt')).getByRole('checkbox'));
    const checked = (name: string) =>
      within(rowOf(name)).getByRole<HTMLInputElement>('checkbox').checked;
    expect([checked('factura.pdf'), checked('notas.txt'), checked('ventas.xlsx')]).toEqual([
      true,
      true,
      false,
    ]);
    const bar = screen.getByRole('toolbar', { name: 'Selected files' });
    expect(within(bar).getByText('Selected: 2')).toBeDefined();
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog.textContent).toContain('Delete the 2 selected files?');
    expect(server.calls('POST /api/storage/files/delete')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await screen.findByText('Files deleted successfully: 2');
    const [request] = server.calls('POST /api/storage/files/delete');
    expect(((await request?.json()) as { blob_names: string[] }).blob_names).toEqual([
      'uploads/20250314_101500_factura.pdf',
      'Contratos/notas.txt',
    ]);
    await waitFor(() => expect(within(table()).queryByText('factura.pdf')).toBeNull());
    // The space used is read again with the list.
    await waitFor(() => expect(usage.textContent).toBe('1 file · 2.0 KB'));
  });

  it('keeps the files when the deletion is cancelled', async () => {
    const { server } = await renderFiles(createFakeStorage({ files: FILES }));
    await waitFor(() => rowOf('factura.pdf'));

    fireEvent.click(within(rowOf('factura.pdf')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', {
        name: 'Cancel',
      }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Please confirm' })).toBeNull(),
    );
    expect(server.calls('POST /api/storage/files/delete')).toHaveLength(0);
  });

  it('downloads several selected files as one ZIP (issue 5)', async () => {
    const { server } = await renderFiles(createFakeStorage({ files: FILES }));
    await waitFor(() => rowOf('factura.pdf'));

    fireEvent.click(within(rowOf('notas.txt')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('ventas.xlsx')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));

    await screen.findByText('File downloaded successfully');
    const [request] = server.calls('POST /api/storage/files/download-zip');
    expect(await request?.json()).toMatchObject({
      empresa: 'demo',
      user: 'ana.lopez@example.com',
      blob_names: ['Contratos/notas.txt', 'Contratos/ventas.xlsx'],
    });
    expect(server.calls('GET /api/storage/files/download')).toHaveLength(0);
  });

  it('renames a folder, checking the name first (SPEC §5, §8)', async () => {
    const { server } = await renderFiles(
      createFakeStorage({ folders: [folder('Contratos')], files: FILES }),
    );
    fireEvent.click(await screen.findByRole('button', { name: /Contratos/ }));
    await screen.findByRole('heading', { name: 'Contratos', level: 2 });

    fireEvent.click(screen.getByRole('button', { name: 'Rename folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Contratos' });
    const input = within(dialog).getByLabelText('Name');
    fireEvent.change(input, { target: { value: 'a/b' } });
    expect(within(dialog).getByText(/The folder name is not valid/)).toBeDefined();
    fireEvent.change(input, { target: { value: 'uploads' } });
    expect(within(dialog).getByText(/already exists/)).toBeDefined();
    fireEvent.change(input, { target: { value: 'Contratos 2025' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename folder' }));

    await screen.findByText('Folder renamed successfully');
    const [request] = server.calls('PUT /api/storage/folders/rename');
    const query = new URL(request?.url ?? '').searchParams;
    expect([query.get('topico_antiguo'), query.get('topico_nuevo')]).toEqual([
      'Contratos',
      'Contratos 2025',
    ]);
    await screen.findByRole('heading', { name: 'Contratos 2025', level: 2 });
  });

  it('shows a system-folder refusal without ending the session (SPEC §5, §8)', async () => {
    const storage = createFakeStorage({ folders: [folder('Contratos')], files: FILES });
    storage.routes['PUT /api/storage/folders/rename'] = () =>
      errorAnswer(403, 'SYSTEM_FOLDER_PROTECTED', 'system folder');
    const { app } = await renderFiles(storage);
    fireEvent.click(await screen.findByRole('button', { name: /Contratos/ }));

    fireEvent.click(await screen.findByRole('button', { name: 'Rename folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Contratos' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Otro' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename folder' }));

    await screen.findByText('System folders cannot be renamed, moved or deleted.');
    expect(app.pathname()).toBe('/files');
  });

  it('speaks Spanish when the user does (SPEC §1)', async () => {
    await renderFiles(createFakeStorage({ files: FILES }), { browserLanguage: 'es-ES' });

    expect(await screen.findByRole('heading', { name: 'Archivos', level: 1 })).toBeDefined();
    expect(screen.getByRole('button', { name: /Todos los archivos/ })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Búsqueda en el contenido' })).toBeDefined();
  });
});
