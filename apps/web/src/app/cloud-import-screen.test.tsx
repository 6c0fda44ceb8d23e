import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createFakeChatbot, topicOf } from '../features/chatbot/testing/fake-chatbot';
import {
  configuration,
  createFakeExtractor,
  extractedDocument,
} from '../features/extractor/testing/fake-extractor';
import { renderExtractor } from '../features/extractor/testing/render-extractor';
import {
  cloudImport,
  cloudItem,
  createFakeIntegrations,
  integration,
} from '../features/integrations/testing/fake-integrations';

const FILE_IDS = ['7a1c0d3e-0000-4000-8000-000000000001', '7a1c0d3e-0000-4000-8000-000000000002'];

/**
 * The Drive import screen over a fake middleware with an extractor (configuration `Facturas`)
 * and a chatbot (topic `contratos`); the import of two files lands both, with their file ids.
 */
async function renderFinishedImport() {
  const landed = cloudImport('done', [
    ['factura.pdf', 'done', null],
    ['contrato.pdf', 'done', null],
  ]);
  landed.items = landed.items.map((item, index) => ({ ...item, fileId: FILE_IDS[index] ?? null }));
  const cloud = createFakeIntegrations({
    integrations: [integration('google-drive', { connected: true })],
    folders: {
      '': [cloudItem('drive-1', 'factura.pdf'), cloudItem('drive-2', 'contrato.pdf')],
    },
    importAnswers: [landed],
  });
  const extractor = createFakeExtractor({
    configurations: [configuration('Facturas'), configuration('Albaranes')],
    documents: [extractedDocument('factura')],
  });
  const chatbot = createFakeChatbot({ topics: [topicOf('contratos')] });
  Object.assign(extractor.routes, cloud.routes, chatbot.routes);
  const { server, app } = renderExtractor(extractor, '/files/import/google-drive');
  fireEvent.click(await screen.findByLabelText('factura.pdf'));
  fireEvent.click(screen.getByLabelText('contrato.pdf'));
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
  const actions = await screen.findByRole('group', { name: 'With the imported files' });
  return { server, app, actions };
}

describe('the finished cloud import (issue 14: then train a topic or run a configuration)', () => {
  it('runs a chosen configuration on the imported files and opens the run', async () => {
    const { server, app, actions } = await renderFinishedImport();
    fireEvent.click(
      within(actions).getByRole('button', { name: 'Run a configuration on these files' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Run a configuration' });
    expect(within(dialog).getByText('The run reads 2 files; PDFs only.')).toBeDefined();
    const start = within(dialog).getByRole('button', { name: 'Start the run' });
    expect(start.hasAttribute('disabled')).toBe(true);
    fireEvent.click(await within(dialog).findByLabelText('Facturas'));
    fireEvent.click(start);

    expect(await screen.findByRole('heading', { name: 'Run Facturas' })).toBeDefined();
    expect(app.router.state.location.search).toBe('?run=run-1');
    const sent = (await server.calls('POST /api/extractor/extract/from-files')[0]?.json()) as {
      config_name: string;
      file_ids: string[];
    };
    expect(sent).toMatchObject({ config_name: 'Facturas', file_ids: FILE_IDS });
    expect(
      await screen.findByText(/Processed 1 of 1 document/, undefined, { timeout: 5000 }),
    ).toBeDefined();
  });

  it('trains the imported files into a new topic, asking for its description (SPEC §5)', async () => {
    const { server, actions } = await renderFinishedImport();
    fireEvent.click(
      within(actions).getByRole('button', { name: 'Train a topic with these files' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Train a topic' });
    fireEvent.change(within(dialog).getByLabelText('Topic name'), {
      target: { value: 'Importados' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Train' }));
    expect(await within(dialog).findByText('The description is required.')).toBeDefined();
    expect(server.calls('POST /api/chatbot/train/from-files')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Description'), {
      target: { value: 'Lo importado de Drive' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Train' }));
    expect(
      await within(dialog).findByText('The training finished.', undefined, { timeout: 5000 }),
    ).toBeDefined();
    const sent = (await server.calls('POST /api/chatbot/train/from-files')[0]?.json()) as unknown;
    expect(sent).toMatchObject({
      topico: 'importados',
      descripcion: 'Lo importado de Drive',
      file_ids: FILE_IDS,
    });
    expect(within(dialog).getByRole('link', { name: 'Open the topic' })).toBeDefined();
  });

  it('adds the imported files to an existing topic without a description', async () => {
    const { server, actions } = await renderFinishedImport();
    fireEvent.click(
      within(actions).getByRole('button', { name: 'Train a topic with these files' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Train a topic' });
    // The existing topics are offered as the name is typed.
    await waitFor(() => expect(dialog.querySelector('option[value="contratos"]')).not.toBeNull());
    fireEvent.change(within(dialog).getByLabelText('Topic name'), {
      target: { value: 'contratos' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Train' }));
    expect(
      await within(dialog).findByText('The training finished.', undefined, { timeout: 5000 }),
    ).toBeDefined();
    const sent = (await server.calls('POST /api/chatbot/train/from-files')[0]?.json()) as unknown;
    expect(sent).toMatchObject({ topico: 'contratos', descripcion: null, file_ids: FILE_IDS });
  });
});
