import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  configuration,
  createFakeExtractor,
  extractedDocument,
  readMultipart,
} from './testing/fake-extractor';
import { renderExtractor } from './testing/render-extractor';

// An A4 page (595 x 842 points) as a 110 dpi image.
const IMAGE = { width: 909, height: 1286 };

async function renderVerify(id = 'invoice-1') {
  const extractor = createFakeExtractor({
    configurations: [configuration('Facturas')],
    documents: [extractedDocument('invoice-1'), extractedDocument('invoice-2')],
  });
  const rendered = renderExtractor(extractor, `/extractor/${id}`);
  const image = await screen.findByRole('img', { name: 'Page 1 of 1' });
  // jsdom loads no image: give it the size the server's JPEG would have.
  Object.defineProperty(image, 'naturalWidth', { value: IMAGE.width });
  Object.defineProperty(image, 'naturalHeight', { value: IMAGE.height });
  fireEvent.load(image);
  return { ...rendered, extractor, image };
}

const highlight = () => screen.queryByTestId('source-highlight');

/** A button once it can be pressed: next and previous wait for the document's neighbours. */
const enabledButton = (name: string) =>
  waitFor(() => {
    const button = screen.getByRole('button', { name });
    expect(button.hasAttribute('disabled')).toBe(false);
    return button;
  });

describe('verify file page', () => {
  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:folio.test/page-1');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the page at 110 dpi beside the fields (getDocumentPage)', async () => {
    const { server, image } = await renderVerify();

    expect(image.getAttribute('src')).toBe('blob:folio.test/page-1');
    expect(server.calls('GET /api/extractor/documents/invoice-1/pages/1')).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('Invoice No').value).toBe('INV-001');
  });

  it('highlights where a focused field came from, its box scaled by 110/72', async () => {
    await renderVerify();
    expect(highlight()).toBeNull();

    fireEvent.focus(screen.getByLabelText('Invoice No'));

    // The box [72, 72, 144, 86] in points is [110, 110, 220, 131.4] in pixels.
    const box = highlight();
    expect(parseFloat(box?.style.left ?? '')).toBeCloseTo((110 / IMAGE.width) * 100, 3);
    expect(parseFloat(box?.style.top ?? '')).toBeCloseTo((110 / IMAGE.height) * 100, 3);
    expect(parseFloat(box?.style.width ?? '')).toBeCloseTo((110 / IMAGE.width) * 100, 3);

    fireEvent.mouseEnter(screen.getByLabelText('Total'));
    expect(parseFloat(highlight()?.style.left ?? '')).toBeCloseTo(
      ((400 * 110) / 72 / IMAGE.width) * 100,
      3,
    );
  });

  it('saves an edited field with Enter (SPEC §7 update document)', async () => {
    const { server } = await renderVerify();
    const total = screen.getByLabelText('Total');

    fireEvent.change(total, { target: { value: '122,50' } });
    fireEvent.keyDown(total, { key: 'Enter' });

    expect(await screen.findByText('Changes saved successfully')).toBeDefined();
    const [update] = server.calls('POST /api/extractor/documents/update');
    const { fields } = readMultipart(await (update as Request).text());
    const data = JSON.parse(fields.get('updated_data') ?? '{}') as {
      headers: Record<string, { value: unknown; edited?: boolean; box?: unknown }>;
    };
    expect(data.headers['Total']).toMatchObject({
      value: 122.5,
      edited: true,
      box: [400, 700, 500, 714],
    });
  });

  it('verifies with Ctrl+Enter: manually verified (SPEC §4)', async () => {
    const { server } = await renderVerify();

    fireEvent.keyDown(screen.getByLabelText('Invoice No'), { key: 'Enter', ctrlKey: true });

    expect(await screen.findByText('Document verified successfully')).toBeDefined();
    const [update] = server.calls('POST /api/extractor/documents/update');
    const { fields } = readMultipart(await (update as Request).text());
    expect(fields.get('state')).toBe('manually_verified');
    expect(await screen.findByText('Manually verified')).toBeDefined();
  });

  it('verifies with Ctrl+Enter pressed while a save is in flight, after the save', async () => {
    const { server, extractor } = await renderVerify();
    const route = 'POST /api/extractor/documents/update';
    const answer = server.routes[route];
    let releaseSave = () => {};
    const saveHeld = new Promise<void>((resolve) => {
      releaseSave = resolve;
    });
    const log: string[] = [];
    server.routes[route] = async (request) => {
      const { fields } = readMultipart(await request.clone().text());
      const kind = fields.has('state') ? 'verify' : 'save';
      log.push(`${kind} sent`);
      if (kind === 'save') {
        await saveHeld;
      }
      const response = await (answer as NonNullable<typeof answer>)(request);
      log.push(`${kind} answered`);
      return response;
    };
    const total = screen.getByLabelText('Total');

    fireEvent.change(total, { target: { value: '243' } });
    fireEvent.keyDown(total, { key: 'Enter' });
    await waitFor(() => expect(log).toEqual(['save sent']));
    fireEvent.keyDown(total, { key: 'Enter', ctrlKey: true });
    // Nothing is sent while the save is out: the verify waits for its answer. A verify sent at
    // once would reach the fake server's fetch within the promise jobs the key press started,
    // all of which run before the next task: wait for that task, not for a length of time.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(server.calls(route)).toHaveLength(1);
    expect(log).toEqual(['save sent']);
    releaseSave();

    expect(await screen.findByText('Document verified successfully')).toBeDefined();
    expect(log).toEqual(['save sent', 'save answered', 'verify sent', 'verify answered']);
    const [, verify] = server.calls(route);
    const { fields } = readMultipart(await (verify as Request).text());
    expect(fields.get('state')).toBe('manually_verified');
    // The edits went with the save; the verify applies to the document as saved.
    expect(fields.has('updated_data')).toBe(false);
    expect(extractor.state.documents[0]).toMatchObject({
      state: 'manually_verified',
      headers: { Total: { value: 243 } },
    });
    expect(await screen.findByText('Manually verified')).toBeDefined();
  });

  it('opens the next and the previous document (Alt+→, Alt+←)', async () => {
    const { app } = await renderVerify();
    await enabledButton('Next document');

    fireEvent.keyDown(screen.getByLabelText('Invoice No'), { key: 'ArrowRight', altKey: true });
    await waitFor(() => expect(app.pathname()).toBe('/extractor/invoice-2'));
    expect(await screen.findByRole('heading', { name: 'Verify invoice-2.pdf' })).toBeDefined();

    fireEvent.click(await enabledButton('Previous document'));
    await waitFor(() => expect(app.pathname()).toBe('/extractor/invoice-1'));
  });
});

describe('verify file page: where each value came from (issue 16)', () => {
  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:folio.test/page-1');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  const sourced = extractedDocument('invoice-1', {
    headers: {
      'Invoice No': { value: 'INV-001', page: 1, box: [72, 72, 144, 86], provenance: 'e_invoice' },
      Date: { value: '2025-03-05', page: 1, box: [72, 100, 144, 114], provenance: 'text' },
      Total: { value: 121, page: 1, box: [400, 700, 500, 714], provenance: 'ocr' },
    },
    items: [
      {
        Description: { value: 'Chairs', page: 1, box: null, provenance: 'text' },
        Amount: { value: null, page: null, box: null },
      },
    ],
  });

  const open = (document = sourced, browserLanguage?: string) =>
    renderExtractor(
      createFakeExtractor({ configurations: [configuration('Facturas')], documents: [document] }),
      '/extractor/invoice-1',
      browserLanguage === undefined ? {} : { browserLanguage },
    );

  it('marks each value with its source, named for screen readers and reachable by keyboard', async () => {
    open();
    const xml = await screen.findByRole('img', { name: 'Source: E-invoice XML' });
    expect(xml.tabIndex).toBe(0);
    expect(xml.getAttribute('aria-describedby')).not.toBeNull();
    expect(document.getElementById(xml.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'E-invoice XML: Read from the e-invoice XML attached to the PDF: the supplier’s own data.',
    );
    expect(screen.getAllByRole('img', { name: 'Source: Page text' })).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: 'Source: OCR' })).toHaveLength(1);
    // A value not found has no mark.
    expect(screen.getAllByRole('img', { name: /^Source: / })).toHaveLength(4);
    const legend = screen.getByRole('list', { name: 'Where the values came from' });
    expect(legend.textContent).toBe('E-invoice XMLPage textOCR');
  });

  it('tells what to check in a tooltip when the mark gets the keyboard focus', async () => {
    open();
    const ocr = await screen.findByRole('img', { name: 'Source: OCR' });
    const tip = document.getElementById(ocr.getAttribute('aria-describedby') ?? '');
    expect(tip?.className).toBe('folio-visually-hidden');
    act(() => ocr.focus());
    expect(tip?.className).toBe('extractor-provenance-tip');
    expect(tip?.textContent).toMatch(/^OCR: Read by OCR from a scanned page: compare it with/u);
    fireEvent.keyDown(ocr, { key: 'Escape' });
    expect(tip?.className).toBe('folio-visually-hidden');
    act(() => ocr.blur());
    fireEvent.mouseEnter(ocr);
    expect(tip?.className).toBe('extractor-provenance-tip');
    fireEvent.mouseLeave(ocr);
    expect(tip?.className).toBe('folio-visually-hidden');
    // One tooltip at a time: hovering another mark closes the one the focus opened.
    act(() => ocr.focus());
    const [text] = screen.getAllByRole('img', { name: 'Source: Page text' });
    fireEvent.mouseEnter(text as HTMLElement);
    expect(tip?.className).toBe('folio-visually-hidden');
    const textTip = document.getElementById(text?.getAttribute('aria-describedby') ?? '');
    expect(textTip?.className).toBe('extractor-provenance-tip');
  });

  it('shows a value the user changed as edited at once', async () => {
    open();
    const total = await screen.findByLabelText('Total');
    fireEvent.change(total, { target: { value: '122,50' } });
    expect(await screen.findByRole('img', { name: 'Source: Edited' })).toBeDefined();
    expect(screen.queryByRole('img', { name: 'Source: OCR' })).toBeNull();
  });

  it('names the sources in Spanish', async () => {
    open(sourced, 'es-ES');
    expect(await screen.findByRole('img', { name: 'Origen: OCR' })).toBeDefined();
    expect(screen.getAllByRole('img', { name: 'Origen: Texto de la página' })).toHaveLength(2);
  });

  it('shows no mark and no legend for a result stored before sources were recorded', async () => {
    open(extractedDocument('invoice-1'));
    expect(await screen.findByLabelText('Invoice No')).toBeDefined();
    expect(screen.queryAllByRole('img', { name: /^Source: / })).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Where the values came from' })).toBeNull();
  });
});
