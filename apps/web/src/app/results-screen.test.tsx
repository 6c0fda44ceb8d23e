import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  configuration,
  createFakeExtractor,
  extractedDocument,
} from '../features/extractor/testing/fake-extractor';
import { renderExtractor } from '../features/extractor/testing/render-extractor';
import {
  cloudItem,
  createFakeIntegrations,
  integration,
} from '../features/integrations/testing/fake-integrations';

/** The results of `Facturas` with Google Drive connected and its folders `Entregas`, `Archivo`. */
async function renderResults(pageSize?: number) {
  const extractor = createFakeExtractor({
    configurations: [configuration('Facturas')],
    documents: [extractedDocument('invoice-1')],
  });
  const cloud = createFakeIntegrations({
    integrations: [integration('google-drive', { connected: true })],
    folders: {
      root: [
        cloudItem('folder-1', 'Entregas', 'folder'),
        cloudItem('folder-2', 'Archivo', 'folder'),
      ],
    },
    ...(pageSize === undefined ? {} : { pageSize }),
  });
  Object.assign(extractor.routes, cloud.routes);
  const { server } = renderExtractor(extractor, '/extractor/results/Facturas');
  await within(await screen.findByRole('region', { name: 'Results' })).findByText('invoice-1.pdf');
  return server;
}

/** Opens the upload from the results header and picks the Drive folder `Entregas`. */
async function openUpload() {
  fireEvent.click(await screen.findByRole('button', { name: 'Upload results to the cloud' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload to the cloud' });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Open the folder Entregas' }));
  return dialog;
}

const sentBody = async (server: Awaited<ReturnType<typeof renderResults>>) => {
  await waitFor(() =>
    expect(server.calls('POST /api/integrations/google-drive/uploads')).toHaveLength(1),
  );
  return (await server.calls('POST /api/integrations/google-drive/uploads')[0]?.json()) as unknown;
};

describe('the results screen’s upload to the cloud (issue 14)', () => {
  it('uploads the results as CSV by default', async () => {
    const server = await renderResults();
    const dialog = await openUpload();
    expect(within(dialog).getByLabelText('CSV')).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await sentBody(server)).toEqual({
      source: { kind: 'results', configName: 'Facturas', format: 'csv' },
      folderId: 'folder-1',
    });
    expect(await screen.findByText('1 file uploaded to Google Drive.')).toBeDefined();
  });

  it('uploads the PDF report when the user picks it', async () => {
    const server = await renderResults();
    const dialog = await openUpload();
    fireEvent.click(within(dialog).getByLabelText('PDF report'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await sentBody(server)).toEqual({
      source: { kind: 'results', configName: 'Facturas', format: 'pdf' },
      folderId: 'folder-1',
    });
  });

  it('shows the next page of destination folders on request', async () => {
    await renderResults(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload results to the cloud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload to the cloud' });
    await within(dialog).findByRole('button', { name: 'Open the folder Entregas' });
    expect(within(dialog).queryByRole('button', { name: 'Open the folder Archivo' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show more' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Open the folder Archivo' }),
    ).toBeDefined();
  });
});
