import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createFakeServer, signIn } from '../../testing/fixtures';
import { renderApp } from '../../testing/render';

import {
  cloudImport,
  cloudItem,
  createFakeIntegrations,
  integration,
} from './testing/fake-integrations';

type FakeOptions = Parameters<typeof createFakeIntegrations>[0];

const CONNECTED = [
  integration('google-drive'),
  integration('sharepoint', { connected: true, accountEmail: 'ana@contoso.example' }),
];

/** SharePoint's top level (sites), a site (libraries) and a library (a folder and files). */
const SHAREPOINT_FOLDERS = {
  '': [cloudItem('site:finanzas', 'Finanzas', 'folder')],
  'site:finanzas': [cloudItem('drive:docs', 'Documentos', 'folder')],
  'drive:docs': [
    cloudItem('item:docs:actas', 'Actas', 'folder'),
    cloudItem('item:docs:acta', 'acta.txt'),
    cloudItem('item:docs:plan', 'plan.pdf'),
    cloudItem('item:docs:video', 'video.mp4'),
  ],
};

/** The SharePoint import screen over a fake middleware. */
function renderImport(options: Partial<FakeOptions> = {}) {
  const fake = createFakeIntegrations({
    integrations: CONNECTED,
    folders: SHAREPOINT_FOLDERS,
    ...options,
  });
  const server = createFakeServer({ routes: fake.routes });
  signIn();
  renderApp({ fetch: server.fetch, path: '/files/import/sharepoint' });
  return server;
}

const openFolder = async (name: string) =>
  fireEvent.click(await screen.findByRole('button', { name: `Open the folder ${name}` }));

describe('the import screen (issue 14)', () => {
  it('sends to the profile while the service is not connected', async () => {
    renderImport({ integrations: [integration('sharepoint')] });
    expect(
      await screen.findByText(/Connect your SharePoint account from your profile first/),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toBeDefined();
  });

  it('says the service is not configured on this server', async () => {
    renderImport({ integrations: [integration('sharepoint', { configured: false })] });
    expect(await screen.findByText('Not configured on this server.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('opens a site and a library, and goes back up by the trail', async () => {
    renderImport();
    await openFolder('Finanzas');
    await openFolder('Documentos');
    expect(await screen.findByLabelText('acta.txt')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Open the folder Actas' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Top level' }));
    expect(await screen.findByRole('button', { name: 'Open the folder Finanzas' })).toBeDefined();
    expect(screen.queryByLabelText('acta.txt')).toBeNull();
  });

  it('shows the next pages of a library on request (SPEC §7 "list all files")', async () => {
    const server = renderImport({ pageSize: 2 });
    await openFolder('Finanzas');
    await openFolder('Documentos');
    expect(await screen.findByLabelText('acta.txt')).toBeDefined();
    expect(screen.queryByLabelText('plan.pdf')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByLabelText('video.mp4')).toBeDefined();
    expect(screen.getByLabelText('plan.pdf')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    const tokens = server
      .calls('GET /api/integrations/sharepoint/items')
      .map((request) => new URL(request.url).searchParams.get('pageToken'));
    expect(tokens.filter((token) => token !== null)).toEqual(['2']);
  });

  it('searches by name', async () => {
    renderImport({ searches: { presupuesto: [cloudItem('item:docs:p', 'Presupuesto.xlsx')] } });
    await screen.findByRole('button', { name: 'Open the folder Finanzas' });
    fireEvent.change(screen.getByLabelText('Search by name'), {
      target: { value: ' presupuesto ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByLabelText('Presupuesto.xlsx')).toBeDefined();
  });

  it('asks for at least one file before importing (SPEC §5)', async () => {
    const server = renderImport();
    await screen.findByRole('button', { name: 'Open the folder Finanzas' });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Select at least one file to import.',
    );
    expect(server.calls('POST /api/integrations/sharepoint/imports')).toHaveLength(0);
  });

  it('imports the picked files and shows each file’s state and why one failed (SPEC §8)', async () => {
    const server = renderImport({
      importAnswers: [
        cloudImport(
          'running',
          [
            ['acta.txt', 'downloading', null],
            ['video.mp4', 'queued', null],
          ],
          'sharepoint',
        ),
        cloudImport(
          'partial',
          [
            ['acta.txt', 'done', null],
            ['video.mp4', 'failed', 'CLOUD_FILE_TOO_LARGE'],
          ],
          'sharepoint',
        ),
      ],
    });
    await openFolder('Finanzas');
    await openFolder('Documentos');
    fireEvent.click(await screen.findByLabelText('acta.txt'));
    fireEvent.click(screen.getByLabelText('video.mp4'));
    expect(screen.getByText('2 files selected')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByRole('heading', { name: 'Importing…' })).toBeDefined();
    const sent = (await server.calls('POST /api/integrations/sharepoint/imports')[0]?.json()) as {
      itemIds: string[];
      folder?: string;
    };
    // No folder typed: the server's default, `sharepoint` (SPEC §9).
    expect(sent).toEqual({ itemIds: ['item:docs:acta', 'item:docs:video'] });

    const heading = await screen.findByRole('heading', {
      name: 'Some files could not be imported; the others are in Files.',
    });
    const items = within(heading.closest('section') ?? document.body).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'acta.txtImported',
      'video.mp4FailedThe file is too large to import: the limit is 50 MB.',
    ]);
    expect(screen.getByRole('link', { name: 'Open the folder in Files' })).toBeDefined();
    expect(screen.getByText('0 files selected')).toBeDefined();
  });

  it('imports into the Files folder typed', async () => {
    const server = renderImport({
      importAnswers: [cloudImport('done', [['plan.pdf', 'done', null]], 'contratos')],
    });
    await openFolder('Finanzas');
    await openFolder('Documentos');
    fireEvent.click(await screen.findByLabelText('plan.pdf'));
    fireEvent.change(screen.getByLabelText('Import into the Files folder'), {
      target: { value: ' contratos ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('heading', { name: 'Every file was imported.' })).toBeDefined();
    const sent = (await server
      .calls('POST /api/integrations/sharepoint/imports')[0]
      ?.json()) as unknown;
    expect(sent).toEqual({ itemIds: ['item:docs:plan'], folder: 'contratos' });
  });
});
