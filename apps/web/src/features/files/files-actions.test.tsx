import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createFakeStorage, folder, storedFile } from './testing/fake-storage';
import { renderFiles } from './testing/render-files';

const FILE = storedFile('informe.pdf', { tags: ['2024'] });

async function openMenuAction(name: string, action: string) {
  const table = screen.getByRole('region', { name: /^Files of/ });
  fireEvent.click(await within(table).findByRole('button', { name: `Actions for ${name}` }));
  // jsdom lays nothing out, so PrimeReact, placing the popup, measures it hidden and leaves it
  // `display: none` (unless it opened before its portal mounted and skipped the placing).
  fireEvent.click(await screen.findByRole('menuitem', { name: action, hidden: true }));
}

describe('file actions (SPEC §7, §8)', () => {
  it('edits tags and description, with the metadata notice', async () => {
    const { server } = await renderFiles(createFakeStorage({ files: [FILE] }));

    await openMenuAction('informe.pdf', 'Tags and description');
    const dialog = await screen.findByRole('dialog', {
      name: 'Tags and description of informe.pdf',
    });
    const tags = within(dialog).getByLabelText('Tags');
    fireEvent.change(tags, { target: { value: 'legal' } });
    fireEvent.keyDown(tags, { key: 'Enter', code: 'Enter' });
    fireEvent.change(within(dialog).getByLabelText('Description'), {
      target: { value: ' Contrato firmado ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Metadata updated successfully');
    expect(await server.calls('PUT /api/storage/files/metadata')[0]?.json()).toEqual({
      empresa: 'demo',
      blob_name: 'uploads/informe.pdf',
      tags: ['2024', 'legal'],
      description: 'Contrato firmado',
    });
  });

  it('copies a file under a new name, with the copied notice', async () => {
    const storage = createFakeStorage({ files: [FILE] });
    storage.routes['POST /api/storage/files/copy'] = () =>
      Response.json({ success: true, data: FILE }, { status: 201 });
    const { server } = await renderFiles(storage);

    await openMenuAction('informe.pdf', 'Copy');
    const dialog = await screen.findByRole('dialog', { name: 'Copy informe.pdf' });
    fireEvent.change(within(dialog).getByLabelText('Name of the copy'), {
      target: { value: 'informe-copia.pdf' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));

    await screen.findByText('File copied successfully');
    expect(await server.calls('POST /api/storage/files/copy')[0]?.json()).toEqual({
      empresa: 'demo',
      source_blob: 'uploads/informe.pdf',
      destination_blob: 'uploads/informe-copia.pdf',
      replace: false,
    });
  });

  it('moves a file to the folder chosen, with the moved notice', async () => {
    const { server } = await renderFiles(
      createFakeStorage({ folders: [folder('Contratos')], files: [FILE] }),
    );

    await openMenuAction('informe.pdf', 'Move');
    const dialog = await screen.findByRole('dialog', { name: /Move the selected files/ });
    const submit = within(dialog).getByRole('button', { name: 'Move' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    const dropdown = dialog.querySelector('.p-dropdown');
    if (!dropdown) {
      throw new Error('no folder dropdown');
    }
    fireEvent.click(dropdown);
    // jsdom lays nothing out, so the open panel still reads as hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'Contratos', hidden: true }));
    expect(screen.queryByRole('option', { name: 'All files', hidden: true })).toBeNull();
    fireEvent.click(submit);

    await screen.findByText('Files moved successfully: 1');
    expect(await server.calls('PUT /api/storage/files/move')[0]?.json()).toMatchObject({
      blob_names: ['uploads/informe.pdf'],
      topico: 'Contratos',
    });
  });

  it('creates a folder with its description and colour', async () => {
    const { server } = await renderFiles(createFakeStorage());

    fireEvent.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Facturas ' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), {
      target: { value: 'Facturas de 2025' },
    });
    fireEvent.click(save);

    await screen.findByText('Folder created successfully');
    expect(await server.calls('POST /api/storage/folders')[0]?.json()).toEqual({
      empresa: 'demo',
      user: 'ana.lopez@example.com',
      topico: 'Facturas',
      descripcion: 'Facturas de 2025',
      color: 'blue',
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Folders' })).getByRole('button', {
          name: /Facturas/,
        }),
      ).toBeDefined(),
    );
  });

  it('edits a folder’s description and shows it (SPEC §3)', async () => {
    const { server } = await renderFiles(createFakeStorage({ folders: [folder('Contratos')] }));
    fireEvent.click(await screen.findByRole('button', { name: /Contratos/ }));

    fireEvent.click(await screen.findByRole('button', { name: 'Edit folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Contratos' });
    expect(within(dialog).queryByLabelText('Name')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Description'), {
      target: { value: 'Contratos de clientes' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Folder updated successfully');
    expect(await server.calls('PUT /api/storage/folders')[0]?.json()).toMatchObject({
      topico: 'Contratos',
      descripcion: 'Contratos de clientes',
      color: 'blue',
    });
    expect(await screen.findByText(/Contratos de clientes/)).toBeDefined();
  });

  it('deletes a folder after confirmation and goes back to all files', async () => {
    const { server } = await renderFiles(createFakeStorage({ folders: [folder('Contratos')] }));
    fireEvent.click(await screen.findByRole('button', { name: /Contratos/ }));

    fireEvent.click(await screen.findByRole('button', { name: 'Delete folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog.textContent).toContain('Delete the folder Contratos and all its files?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await screen.findByText('Folder deleted successfully');
    expect(server.calls('DELETE /api/storage/folders')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'All files', level: 2 })).toBeDefined();
  });

  it('shows the files as cards in the grid view (SPEC §1)', async () => {
    await renderFiles(createFakeStorage({ files: [FILE] }));
    await within(screen.getByRole('region', { name: /^Files of/ })).findByText('informe.pdf');

    fireEvent.click(screen.getByRole('button', { name: 'Grid view' }));

    const grid = await screen.findByRole('list', { name: /^Files of/ });
    expect(within(grid).getByRole('button', { name: 'informe.pdf' })).toBeDefined();
    expect(within(grid).getByText('2024')).toBeDefined();
  });
});
