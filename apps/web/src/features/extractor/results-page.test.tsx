import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  configuration,
  createFakeExtractor,
  extractedDocument,
  readMultipart,
} from './testing/fake-extractor';
import { renderExtractor } from './testing/render-extractor';

const DOCUMENTS = [
  extractedDocument('invoice-1'),
  extractedDocument('invoice-2', { state: 'missing_rows', warnings: ['missing_rows'] }),
  extractedDocument('invoice-3', { state: 'manually_verified' }),
];

async function renderResults(documents = DOCUMENTS) {
  const extractor = createFakeExtractor({ configurations: [configuration('Facturas')], documents });
  const rendered = renderExtractor(extractor, '/extractor/results/Facturas');
  const table = await screen.findByRole('region', { name: 'Results' });
  await within(table).findByText('invoice-1.pdf');
  return { ...rendered, extractor, table };
}

const rowOf = (name: string) => {
  const row = within(screen.getByRole('region', { name: 'Results' }))
    .getByText(name)
    .closest('tr');
  if (!row) {
    throw new Error(`no row for ${name}`);
  }
  return row;
};

/** The selection checkbox of a document's row. */
const selectBox = (name: string) => {
  const box = rowOf(name).querySelector('input[type="checkbox"]');
  if (!box) {
    throw new Error(`no checkbox for ${name}`);
  }
  return box;
};

/** Opens a document's editor under its row (the table view). */
function openEditor(name: string) {
  fireEvent.click(within(rowOf(name)).getByRole('button', { name: `Edit ${name}` }));
}

describe('results page', () => {
  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:folio.test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockReturnValue(undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists name, headers, details, date and state of each document (SPEC §2)', async () => {
    await renderResults();

    const row = rowOf('invoice-1.pdf');
    expect(within(row).getByText('INV-001')).toBeDefined();
    expect(within(row).getByText('Rows: 1')).toBeDefined();
    expect(within(row).getByText('05/03/2025')).toBeDefined();
    expect(within(row).getByText('Not verified')).toBeDefined();
    expect(within(rowOf('invoice-2.pdf')).getByText('Missing rows detected')).toBeDefined();
  });

  it('filters by state (SPEC §4)', async () => {
    const { server } = await renderResults();

    const dropdown = document.getElementById('extractor-state-filter')?.closest('.p-dropdown');
    if (!dropdown) {
      throw new Error('no state filter');
    }
    fireEvent.click(dropdown);
    // jsdom lays nothing out, so the open panel still reads as hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'Manually verified', hidden: true }));

    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Results' })).queryByText('invoice-1.pdf'),
      ).toBeNull(),
    );
    expect(rowOf('invoice-3.pdf')).toBeDefined();
    const last = server.calls('GET /api/extractor/results').at(-1);
    expect(new URL(last?.url ?? '').searchParams.get('state')).toBe('manually_verified');
  });

  it('pages through the results with the chosen page size', async () => {
    const many = Array.from({ length: 12 }, (_, index) => extractedDocument(`doc-${index + 1}`));
    const extractor = createFakeExtractor({
      configurations: [configuration('Facturas')],
      documents: many,
    });
    renderExtractor(extractor, '/extractor/results/Facturas');
    const table = await screen.findByRole('region', { name: 'Results' });
    await within(table).findByText('doc-10.pdf');
    expect(within(table).queryByText('doc-11.pdf')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));

    expect(await within(table).findByText('doc-11.pdf')).toBeDefined();
    expect(screen.getByText('Page 2 · 12 documents')).toBeDefined();
  });

  it('shows the missing-rows warning of a document (SPEC §8)', async () => {
    await renderResults();

    openEditor('invoice-2.pdf');

    expect(await screen.findByText(/Tables with missing rows/)).toBeDefined();
  });

  it("adds a header and a column to one document, refusing repeats (SPEC §5 'The header already exists')", async () => {
    const { server } = await renderResults();
    openEditor('invoice-1.pdf');

    const newHeader = await screen.findByLabelText('New header name');
    fireEvent.change(newHeader, { target: { value: 'total' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add header' }));
    expect(screen.getByText('The header already exists')).toBeDefined();

    fireEvent.change(newHeader, { target: { value: 'Due date' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add header' }));
    fireEvent.change(screen.getByLabelText('New column name'), { target: { value: 'Amount' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add column' }));
    expect(screen.getByText('The field already exists')).toBeDefined();
    fireEvent.change(screen.getByLabelText('New column name'), { target: { value: 'Tax' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add column' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: 'end of March' } });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '31/03/2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Changes saved successfully')).toBeDefined();
    const [update] = server.calls('POST /api/extractor/documents/update');
    const { fields } = readMultipart(await (update as Request).text());
    const data = JSON.parse(fields.get('updated_data') ?? '{}') as {
      headers: Record<string, { value: unknown }>;
      items: unknown[];
      available_fields: { headers: string[]; details: string[] };
    };
    expect(data.available_fields.headers).toContain('Due date');
    expect(data.available_fields.details).toEqual(['Description', 'Amount', 'Tax']);
    // An added header has no type: kept as typed. A date attribute is read as an ISO date.
    expect(data.headers['Due date']?.value).toBe('end of March');
    expect(data.headers['Date']?.value).toBe('2025-03-31');
    expect(data.items).toHaveLength(2);
    expect(fields.get('state')).toBeUndefined();
  });

  it('refuses an amount that is not one, and removes a row and a column', async () => {
    await renderResults();
    openEditor('invoice-1.pdf');

    fireEvent.change(await screen.findByLabelText('Total'), { target: { value: 'lots' } });
    expect(screen.getByText(/Not an amount/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Total'), { target: { value: '1.234,50' } });
    expect(screen.queryByText(/Not an amount/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove column Amount' }));
    expect(screen.queryByLabelText('Amount, row 1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(screen.queryByLabelText('Description, row 1')).toBeNull();
  });

  it('verifies a document: manually verified (SPEC §4)', async () => {
    const { server } = await renderResults();
    openEditor('invoice-1.pdf');

    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Document verified successfully')).toBeDefined();
    const [update] = server.calls('POST /api/extractor/documents/update');
    const { fields } = readMultipart(await (update as Request).text());
    expect(fields.get('state')).toBe('manually_verified');
    expect(fields.get('document_id')).toBe('invoice-1');
    await waitFor(() =>
      expect(within(rowOf('invoice-1.pdf')).getByText('Manually verified')).toBeDefined(),
    );
  });

  it('opens a document in a modal in the modal view', async () => {
    await renderResults();

    fireEvent.click(screen.getByRole('button', { name: 'Modal view' }));
    openEditor('invoice-1.pdf');

    const dialog = await screen.findByRole('dialog', { name: 'invoice-1.pdf' });
    expect(within(dialog).getByLabelText('Invoice No')).toBeDefined();
  });

  it.each([
    ['CSV', 'csv'],
    ['Excel', 'xlsx'],
  ])('downloads the %s of the selected documents', async (label, format) => {
    const { server } = await renderResults();

    fireEvent.click(selectBox('invoice-1.pdf'));
    fireEvent.click(screen.getByRole('button', { name: `Download ${label}` }));

    expect(await screen.findByText('File downloaded successfully')).toBeDefined();
    const [call] = server.calls('POST /api/extractor/export');
    expect(await call?.json()).toMatchObject({
      config_name: 'Facturas',
      format,
      document_ids: ['invoice-1'],
    });
  });

  it("sends the selected documents to the database: 'Data sent successfully to database' (SPEC §8)", async () => {
    const { server } = await renderResults();
    expect(screen.getByRole('button', { name: 'Send to database' }).hasAttribute('disabled')).toBe(
      true,
    );

    fireEvent.click(selectBox('invoice-3.pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Send to database' }));

    expect(await screen.findByText('Data sent successfully to database')).toBeDefined();
    const [call] = server.calls('POST /api/docdb/insert');
    const { fields } = readMultipart(await (call as Request).text());
    expect(JSON.parse(fields.get('json_data') ?? '{}')).toMatchObject({
      configName: 'Facturas',
      document_ids: ['invoice-3'],
    });
  });

  it('asks to train a chatbot with a topic of letters and digits, and says it was stored', async () => {
    const { server } = await renderResults();

    fireEvent.click(screen.getByRole('button', { name: 'Train chatbot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Train chatbot' });
    const topic = within(dialog).getByLabelText('Topic name');
    fireEvent.change(topic, { target: { value: 'mis facturas' } });
    expect(within(dialog).getByRole('button', { name: 'Train' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.change(topic, { target: { value: 'facturas2025' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Train' }));

    expect(
      await screen.findByText(/Training request for the topic facturas2025 stored/),
    ).toBeDefined();
    const [call] = server.calls('POST /api/extractor/train-chatbot');
    expect(await call?.json()).toMatchObject({ config_name: 'Facturas', topico: 'facturas2025' });
  });

  it('deletes a document from the list after a confirmation', async () => {
    const { server } = await renderResults();

    fireEvent.click(
      within(rowOf('invoice-2.pdf')).getByRole('button', { name: 'Delete invoice-2.pdf' }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirm deletion' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    expect(await screen.findByText('invoice-2.pdf deleted from the list')).toBeDefined();
    const [call] = server.calls('DELETE /api/extractor/documents');
    expect(await call?.json()).toMatchObject({ document_id: 'invoice-2', config_name: 'Facturas' });
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Results' })).queryByText('invoice-2.pdf'),
      ).toBeNull(),
    );
  });
});
