import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DRAFT_STORAGE_KEY } from './wizard/draft-storage';
import {
  configuration,
  createFakeExtractor,
  jsonDataOf,
  readMultipart,
} from './testing/fake-extractor';
import { renderExtractor } from './testing/render-extractor';

const EXAMPLE = new File(['%PDF-1.7 example'], 'factura.pdf', { type: 'application/pdf' });

// The wizard's draft machine starts in an effect of the page, which can run after the first
// step shows: a choice made before then is taken once it has started. So the steps wait for what
// a choice enables rather than expect it at once.

/** Presses Next once it can be pressed. */
const next = async () =>
  fireEvent.click(
    await waitFor(() => {
      const button = screen.getByRole('button', { name: 'Next' });
      expect(button.hasAttribute('disabled')).toBe(false);
      return button;
    }),
  );

const fileInput = () =>
  waitFor(() => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) {
      throw new Error('no file input');
    }
    return input;
  });

/** Opens the wizard and goes through the type and example steps to the attributes. */
async function openAtAttributes(extractor = createFakeExtractor()) {
  const rendered = renderExtractor(extractor, '/extractor/new');
  fireEvent.click(await screen.findByLabelText('Invoice'));
  await next();
  fireEvent.change(await fileInput(), { target: { files: [EXAMPLE] } });
  await screen.findByRole('img', { name: 'Page 1 of 1 of the example' });
  await next();
  await screen.findByRole('heading', { name: 'Define the attributes to extract' });
  return rendered;
}

describe('new configuration wizard', () => {
  it('needs a document type before the example (SPEC §5)', async () => {
    renderExtractor(createFakeExtractor(), '/extractor/new');
    await screen.findByRole('heading', { name: 'Choose the document type' });

    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('Handwritten document'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('reads the example: its pages as images and the attributes suggested from it', async () => {
    const { server } = renderExtractor(createFakeExtractor(), '/extractor/new');
    fireEvent.click(await screen.findByLabelText('Invoice'));
    await next();

    fireEvent.change(await fileInput(), { target: { files: [EXAMPLE] } });

    const image = await screen.findByRole('img', { name: 'Page 1 of 1 of the example' });
    expect(image.getAttribute('src')).toBe('data:image/jpeg;base64,AAAA');
    const suggested = screen.getByRole('region', { name: 'Suggested attributes' });
    expect(within(suggested).getByText('INV-001')).toBeDefined();
    expect(within(suggested).getByText('121')).toBeDefined();
    const [call] = server.calls('POST /api/extractor/configure-document');
    expect(await jsonDataOf(call as Request)).toMatchObject({
      document_type: 'invoice',
      empresa: 'demo',
    });
  });

  it('refuses an example that is neither a PDF nor an image, before sending it', async () => {
    const { server } = renderExtractor(createFakeExtractor(), '/extractor/new');
    fireEvent.click(await screen.findByLabelText('Invoice'));
    await next();

    fireEvent.change(await fileInput(), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });

    expect(await screen.findByText(/This file type is not supported/)).toBeDefined();
    expect(server.calls('POST /api/extractor/configure-document')).toHaveLength(0);
  });

  it("refuses a repeated name: 'The header already exists' (SPEC §5)", async () => {
    await openAtAttributes();

    fireEvent.click(screen.getByRole('button', { name: 'Add header attribute' }));
    const added = screen.getByRole('listitem', { name: 'Attribute 4' });
    fireEvent.change(within(added).getByLabelText('Name'), { target: { value: 'total' } });

    expect(
      within(screen.getByRole('listitem', { name: 'total' })).getByText(
        'The header already exists',
      ),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(
      within(screen.getByRole('listitem', { name: 'total' })).getByLabelText('Name'),
      {
        target: { value: 'Due date' },
      },
    );
    expect(screen.queryByText('The header already exists')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
  });

  it('needs a detail attribute as well as a header one (SPEC §5)', async () => {
    await openAtAttributes();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Description' }));

    expect(screen.getByText('Add at least one detail attribute.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('tests on the example with the attributes and prompt, then saves with a valid name', async () => {
    const extractor = createFakeExtractor({ configurations: [configuration('Facturas')] });
    const { server, app } = await openAtAttributes(extractor);
    fireEvent.change(screen.getByLabelText('General prompt instruction'), {
      target: { value: 'Amounts in euros' },
    });
    await next();

    fireEvent.click(await screen.findByRole('button', { name: 'Test on the example' }));
    const result = await screen.findByRole('region', { name: 'Test result' });
    expect(within(result).getByText('INV-001')).toBeDefined();
    // The test names the example the server keeps (its id): no file part, so no new copy.
    const test = server.calls('POST /api/extractor/configure-document').at(-1);
    const { fields, files } = readMultipart(await (test as Request).text());
    expect(files).toEqual([]);
    expect(JSON.parse(fields.get('json_data') ?? '{}')).toMatchObject({
      document_type: 'invoice',
      example_file_id: 'file-1',
      prompt: 'Amounts in euros',
      attributes: [
        { name: 'Invoice No', placement: 'header' },
        { name: 'Total', placement: 'header', type: 'number' },
        { name: 'Description', placement: 'detail' },
      ],
    });

    const name = screen.getByLabelText('Configuration name');
    const save = screen.getByRole('button', { name: 'Save configuration' });
    fireEvent.change(name, { target: { value: 'Mis facturas' } });
    expect(
      screen.getByText('Use letters and digits only, without spaces or symbols.'),
    ).toBeDefined();
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(name, { target: { value: 'facturas' } });
    expect(
      await screen.findByText(
        'A configuration with this name already exists. Choose a different name.',
      ),
    ).toBeDefined();
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.change(name, { target: { value: 'Facturas2025' } });
    fireEvent.click(save);

    expect(await screen.findByText('Configuration changes saved successfully')).toBeDefined();
    await waitFor(() => expect(app.pathname()).toBe('/extractor'));
    const [saved] = server.calls('POST /api/extractor/configurations');
    expect(await saved?.json()).toMatchObject({
      configuration: {
        name: 'Facturas2025',
        document_type: 'invoice',
        prompt: 'Amounts in euros',
        model: null,
        example_file_id: 'file-1',
      },
    });
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).not.toContain('Facturas2025');
  });

  it('shows CONFIGURATION_NAME_EXISTS from the server at the name (SPEC §5, §8)', async () => {
    const extractor = createFakeExtractor();
    extractor.refuse(
      'POST /api/extractor/configurations',
      extractor.error(409, 'CONFIGURATION_NAME_EXISTS'),
    );
    await openAtAttributes(extractor);
    await next();

    fireEvent.change(await screen.findByLabelText('Configuration name'), {
      target: { value: 'Facturas' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save configuration' }));

    const help = await screen.findAllByText(
      'A configuration with this name already exists. Choose a different name.',
    );
    expect(help.length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText('Configuration name').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the draft across a page reload (SPEC §3 extractor draft)', async () => {
    const { app } = await openAtAttributes();
    fireEvent.change(screen.getByLabelText('General prompt instruction'), {
      target: { value: 'Totals with tax' },
    });
    app.unmount();

    renderExtractor(createFakeExtractor(), '/extractor/new');

    expect(
      await screen.findByRole('heading', { name: 'Define the attributes to extract' }),
    ).toBeDefined();
    expect(screen.getByLabelText<HTMLTextAreaElement>('General prompt instruction').value).toBe(
      'Totals with tax',
    );
    expect(screen.getByRole('listitem', { name: 'Invoice No' })).toBeDefined();
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toContain('"file":{"id":"file-1"');
  });

  it("after a reload, tests the stored example by its id with the draft's model", async () => {
    const { app } = await openAtAttributes();
    fireEvent.change(screen.getByLabelText('General prompt instruction'), {
      target: { value: 'Totals with tax' },
    });
    app.unmount();
    // The draft as a model picked in the wizard leaves it (the fake config lists no models).
    const stored = JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}') as object;
    window.localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ ...stored, model: 'gpt-4o-mini' }),
    );

    const { server } = renderExtractor(createFakeExtractor(), '/extractor/new');
    await screen.findByRole('heading', { name: 'Define the attributes to extract' });
    await next();
    fireEvent.click(await screen.findByRole('button', { name: 'Test on the example' }));
    await screen.findByRole('region', { name: 'Test result' });

    const [test] = server.calls('POST /api/extractor/configure-document');
    const { fields, files } = readMultipart(await (test as Request).text());
    expect(files).toEqual([]);
    expect(JSON.parse(fields.get('json_data') ?? '{}')).toMatchObject({
      example_file_id: 'file-1',
      model: 'gpt-4o-mini',
      prompt: 'Totals with tax',
    });
    expect(server.calls('GET /api/storage/files/download')).toHaveLength(0);
  });

  it('starts over after a confirmation, forgetting the draft', async () => {
    await openAtAttributes();

    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start over' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));

    expect(await screen.findByRole('heading', { name: 'Choose the document type' })).toBeDefined();
    await waitFor(() =>
      expect(window.localStorage.getItem(DRAFT_STORAGE_KEY) ?? '').not.toContain('file-1'),
    );
  });
});
