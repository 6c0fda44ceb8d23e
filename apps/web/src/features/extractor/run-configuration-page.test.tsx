import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { configuration, createFakeExtractor, extractedDocument } from './testing/fake-extractor';
import { renderExtractor } from './testing/render-extractor';

const ZIP = new File(['PK zip'], 'facturas.zip', { type: 'application/zip' });

const DOCUMENTS = [
  extractedDocument('invoice-1'),
  extractedDocument('invoice-2', {
    headers: { 'Invoice No': { value: 'INV-002' }, Total: { value: 242 } },
  }),
];

/** A run of three documents that stays working after its first one is done. */
function workingRun() {
  const extractor = createFakeExtractor({
    configurations: [configuration('Facturas')],
    documents: [...DOCUMENTS, extractedDocument('invoice-3')],
  });
  extractor.state.runLimit = 1;
  return extractor;
}

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) {
    throw new Error('no file input');
  }
  return input;
};

function renderRun(
  extractor = createFakeExtractor({
    configurations: [configuration('Facturas')],
    documents: DOCUMENTS,
  }),
) {
  const rendered = renderExtractor(extractor, '/extractor/run/Facturas');
  return { ...rendered, extractor };
}

/** Chooses the ZIP, looks at the fields and sends it. */
async function sendZip() {
  await screen.findByRole('heading', { name: 'Upload a ZIP of documents' });
  fireEvent.change(fileInput(), { target: { files: [ZIP] } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  const fields = await screen.findByRole('region', { name: 'Header' });
  expect(within(fields).getByText('Invoice No')).toBeDefined();
  fireEvent.click(screen.getByRole('button', { name: 'Extract' }));
}

describe('run configuration page', () => {
  it('refuses a file that is not a ZIP before sending it (SPEC §5)', async () => {
    const { server } = renderRun();
    await screen.findByRole('heading', { name: 'Upload a ZIP of documents' });

    fireEvent.change(fileInput(), {
      target: { files: [new File(['%PDF'], 'factura.pdf', { type: 'application/pdf' })] },
    });

    expect(await screen.findByText(/This file type is not supported/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(server.calls('POST /api/extractor/extract')).toHaveLength(0);
  });

  it('shows a refusal with the numbers from its detail (SPEC §8 TOO_MANY_FILES)', async () => {
    const extractor = createFakeExtractor({ configurations: [configuration('Facturas')] });
    extractor.refuse(
      'POST /api/extractor/extract',
      extractor.error(422, 'TOO_MANY_FILES', { max: 20, current: 31 }),
    );
    renderRun(extractor);

    await sendZip();

    expect(
      await screen.findByText('Maximum 20 files allowed. You have selected 31.'),
    ).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Fields to extract' })).toBeDefined();
  });

  it('watches the run fill in the results table live, then keeps it after a reload', async () => {
    const { server, app } = renderRun();

    await sendZip();

    const table = await screen.findByRole('region', { name: 'Documents of the run' });
    expect(within(table).getByText('invoice-1.pdf')).toBeDefined();
    await waitFor(() => expect(within(table).getByText('INV-002')).toBeDefined());
    expect(await screen.findByText(/Finished · Processed 2 of 2 documents/)).toBeDefined();
    expect(within(table).getAllByText('Not verified')).toHaveLength(2);
    expect(app.router.state.location.search).toBe('?run=run-1');
    const [sent] = server.calls('POST /api/extractor/extract');
    expect(await sent?.text()).toContain('"config_name":"Facturas"');

    // A reload keeps the URL, whose `run` names the finished run.
    app.unmount();
    renderExtractor(
      createFakeExtractor({ configurations: [configuration('Facturas')], documents: DOCUMENTS }),
      '/extractor/run/Facturas?run=run-1',
    );
    expect(await screen.findByRole('region', { name: 'Documents of the run' })).toBeDefined();
  });

  it('resumes watching a run left before it finished (issue 6: come back later)', async () => {
    const first = renderRun();
    await sendZip();
    await screen.findByRole('region', { name: 'Documents of the run' });
    first.app.unmount();

    // Coming back from the list: no run in the URL, the unfinished run is remembered.
    renderRun();

    expect(await screen.findByRole('region', { name: 'Documents of the run' })).toBeDefined();
  });

  it('cancels a working run after a confirmation: done documents stay, the others say why', async () => {
    const extractor = workingRun();
    const { server } = renderExtractor(extractor, '/extractor/run/Facturas?run=run-1');
    const route = 'POST /api/extractor/runs/run-1/cancel';
    expect(await screen.findByText(/Running · Processed 1 of 3 documents/)).toBeDefined();

    // Keeping the run sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel run' }));
    let confirm = await screen.findByRole('dialog', { name: 'Cancel run' });
    expect(document.activeElement).toBe(
      within(confirm).getByRole('button', { name: 'Keep running' }),
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep running' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel run' })).toBeNull());
    expect(server.calls(route)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel run' }));
    confirm = await screen.findByRole('dialog', { name: 'Cancel run' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel run' }));

    expect(
      await screen.findByText('Run cancelled. The documents already extracted are kept.'),
    ).toBeDefined();
    expect(server.calls(route)).toHaveLength(1);
    expect(
      await screen.findByText(/Cancelled · Processed 3 of 3 documents · Failed: 2/),
    ).toBeDefined();
    const table = screen.getByRole('region', { name: 'Documents of the run' });
    expect(within(table).getByText('Done')).toBeDefined();
    expect(
      within(table).getAllByText('Failed · Not extracted: the run was cancelled.'),
    ).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Cancel run' })).toBeNull();
  });

  it('says in Spanish that a run was cancelled and why its documents were not extracted', async () => {
    const extractor = workingRun();
    renderExtractor(extractor, '/extractor/run/Facturas?run=run-1', { browserLanguage: 'es-ES' });

    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar la ejecución' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancelar la ejecución' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar la ejecución' }));

    expect(
      await screen.findByText('Ejecución cancelada. Se conservan los documentos ya extraídos.'),
    ).toBeDefined();
    const table = screen.getByRole('region', { name: 'Documentos de la ejecución' });
    await waitFor(() =>
      expect(
        within(table).getAllByText('Fallido · No extraído: se canceló la ejecución.'),
      ).toHaveLength(2),
    );
    expect(screen.getByText(/Cancelada · Procesados 3 de 3 documentos/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Cancelar la ejecución' })).toBeNull();
  });
});
