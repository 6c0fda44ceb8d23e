import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { errorAnswer } from '../../testing/fixtures';

import { createFakeStorage, folder, readMultipart } from './testing/fake-storage';
import { renderFiles } from './testing/render-files';

const file = (name: string, content = 'content', type = 'application/pdf') =>
  new File([content], name, { type });

// The list shows once the upload machine has taken the files, which can be after the change
// event: it starts with the screen's effects.
const uploads = async () => within(await screen.findByRole('region', { name: 'Uploads' }));
const picker = () => screen.getByLabelText('Upload', { selector: 'input' });

describe('files upload (SPEC §4 upload states)', () => {
  it('uploads the chosen files, shows each completed and the count notice (SPEC §8)', async () => {
    const storage = createFakeStorage();
    const { server } = await renderFiles(storage);

    fireEvent.change(picker(), {
      target: { files: [file('a.pdf'), file('b.txt', 'hello', 'text/plain')] },
    });

    const list = await uploads();
    await waitFor(() => expect(list.getAllByText('Completed')).toHaveLength(2));
    await screen.findByText('Files uploaded successfully: 2');
    const sent = server.calls('POST /api/storage/upload');
    expect(sent).toHaveLength(2);
    const form = readMultipart((await sent[0]?.text()) ?? '');
    expect(JSON.parse(form.fields.get('json_data') ?? '')).toMatchObject({
      empresa: 'demo',
      user: 'ana.lopez@example.com',
    });
    // jsdom's FormData loses the part's file name on its way into undici's Request; the browser
    // keeps it (the Playwright test checks the stored names).
    expect(form.files).toHaveLength(1);
    await waitFor(() => expect(server.calls('GET /api/storage/files').length).toBeGreaterThan(1));
  });

  it('uploads into the open folder', async () => {
    const { server } = await renderFiles(createFakeStorage({ folders: [folder('Contratos')] }));
    fireEvent.click(await screen.findByRole('button', { name: /Contratos/ }));
    await screen.findByRole('heading', { name: 'Contratos', level: 2 });

    fireEvent.change(picker(), { target: { files: [file('a.pdf')] } });

    await waitFor(() => expect(server.calls('POST /api/storage/upload')).toHaveLength(1));
    const form = readMultipart((await server.calls('POST /api/storage/upload')[0]?.text()) ?? '');
    expect(JSON.parse(form.fields.get('json_data') ?? '')).toMatchObject({ topico: 'Contratos' });
  });

  it('refuses a type the server does not allow before sending it (SPEC §5)', async () => {
    const { server } = await renderFiles(createFakeStorage());

    fireEvent.change(picker(), { target: { files: [file('song.mp3', 'x', 'audio/mpeg')] } });

    const item = await (await uploads()).findByRole('listitem', { name: 'song.mp3' });
    // The row comes from the queue, its state from the file's own actor: wait for the state.
    expect(await within(item).findByText('Error')).toBeDefined();
    expect(within(item).getByRole('alert').textContent).toMatch(/file type is not supported/);
    expect(within(item).queryByRole('button', { name: 'Try song.mp3 again' })).toBeNull();
    expect(server.calls('POST /api/storage/upload')).toHaveLength(0);
  });

  it('refuses a file over the size limit with the limit in MB (SPEC §5)', async () => {
    await renderFiles(createFakeStorage());

    fireEvent.change(picker(), {
      target: { files: [file('big.pdf', 'x'.repeat(1024 * 1024 + 1))] },
    });

    const item = await (await uploads()).findByRole('listitem', { name: 'big.pdf' });
    expect((await within(item).findByRole('alert')).textContent).toBe(
      'The upload exceeds the size limit of 1 MB. Upload smaller or fewer files.',
    );
  });

  it('shows a server refusal on the file and sends it again on retry', async () => {
    const storage = createFakeStorage();
    const upload = storage.routes['POST /api/storage/upload'];
    let isRefusing = true;
    storage.routes['POST /api/storage/upload'] = (request) =>
      isRefusing
        ? errorAnswer(500, 'INTERNAL_SERVER_ERROR', 'boom')
        : (upload?.(request) ?? errorAnswer(500, 'INTERNAL_SERVER_ERROR', 'no route'));
    const { server } = await renderFiles(storage);

    fireEvent.change(picker(), { target: { files: [file('a.pdf')] } });
    const item = await (await uploads()).findByRole('listitem', { name: 'a.pdf' });
    await within(item).findByText('Error');
    expect(within(item).getByRole('alert').textContent).toMatch(/unexpected error/);

    isRefusing = false;
    fireEvent.click(within(item).getByRole('button', { name: 'Try a.pdf again' }));

    await within(item).findByText('Completed');
    expect(server.calls('POST /api/storage/upload')).toHaveLength(2);
  });

  it('uploads files dropped on the screen', async () => {
    const { server } = await renderFiles(createFakeStorage());
    const zone = document.querySelector('.files-drop-zone');
    if (!zone) {
      throw new Error('no drop zone');
    }
    const dataTransfer = { types: ['Files'], files: [file('dropped.pdf')] };

    fireEvent.dragEnter(zone, { dataTransfer });
    expect(await screen.findByText('Drop files to upload them to Uploaded files')).toBeDefined();
    fireEvent.drop(zone, { dataTransfer });

    await waitFor(() => expect(server.calls('POST /api/storage/upload')).toHaveLength(1));
    expect(screen.queryByText('Drop files to upload them to Uploaded files')).toBeNull();
  });
});
