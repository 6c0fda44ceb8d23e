import { existsSync, readFileSync } from 'node:fs';

import {
  COMPANY,
  expectData,
  jsonDataForm,
  userContext,
  type MiddlewareComponents,
} from '@folio/sdk';
import { zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { signInAccount, type ServerHosts, type SignedInUser } from '../support/accounts';
import { failure } from '../support/failure';
import { waitForRun } from '../support/results-fixture';
import { blankPdf } from '../support/sample-files';
import { startServers, type RunningServers } from '../support/start-servers';

type Schemas = MiddlewareComponents['schemas'];
type User = Pick<SignedInUser, 'email' | 'api'>;

// A real invoice of the development set, read from where it lives when this machine has it.
const DATASET_INVOICE = '/work/shared/datasets/invoices-dev/invoice2data/QualityHosting.pdf';

const ATTRIBUTES: Schemas['Attribute'][] = [
  { name: 'invoice_number', type: 'simple', placement: 'header', required: true },
  { name: 'date', type: 'date', placement: 'header', required: false },
  { name: 'total', type: 'number', placement: 'header', required: false },
  { name: 'description', type: 'text', placement: 'detail', required: false },
  { name: 'quantity', type: 'number', placement: 'detail', required: false },
  { name: 'unit_price', type: 'number', placement: 'detail', required: false },
  { name: 'amount', type: 'number', placement: 'detail', required: false },
];

let counter = 0;

/** A verified user of `servers`, signed in, with a client that sends the token. */
const signIn = (servers: ServerHosts, name: string): Promise<User> =>
  signInAccount(servers, `extractor.${name}.${Date.now().toString(36)}${counter++}@example.com`);

const ctx = (user: User) => ({ empresa: COMPANY, user: user.email });

const saveConfiguration = (user: User, configuration: Partial<Schemas['ConfigurationInput']>) =>
  expectData(
    user.api.POST('/extractor/configurations', {
      body: {
        ...ctx(user),
        configuration: {
          name: 'Invoices',
          document_type: 'invoice',
          attributes: ATTRIBUTES,
          ...configuration,
        },
      },
    }),
  );

const extractZip = (user: User, configName: string, zip: Uint8Array) =>
  expectData(
    user.api.POST(
      '/extractor/extract',
      jsonDataForm(
        'extractZip',
        { ...userContext(user.email), config_name: configName },
        { file: new File([new Uint8Array(zip)], 'lote.zip', { type: 'application/zip' }) },
      ),
    ),
  );

const zipOf = (entries: Record<string, Uint8Array | string>) =>
  zipSync(
    Object.fromEntries(
      Object.entries(entries).map(([name, content]) => [
        name,
        typeof content === 'string' ? new TextEncoder().encode(content) : content,
      ]),
    ),
  );

/** An English invoice of number `INV-2024-00<n>` with two lines (pdf-lib, no template). */
async function makeInvoice(n: number): Promise<{ pdf: Uint8Array; total: number }> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  const write = (text: string, x: number, top: number, isBold = false, isRight = false) => {
    const used = isBold ? bold : font;
    const width = used.widthOfTextAtSize(text, 10);
    page.drawText(text, { x: isRight ? x - width : x, y: 842 - top, size: 10, font: used });
  };
  const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2 });
  const lines = [
    { description: 'Consulting services', quantity: n, price: 150 },
    { description: 'Annual support plan', quantity: 1, price: 480.5 },
  ];
  write('Northwind Supplies Ltd.', 50, 60, true);
  write('12 Harbour Road, Bristol', 50, 75);
  write('INVOICE', 400, 60, true);
  write(`Invoice number: INV-2024-00${n}`, 400, 80);
  write(`Invoice date: May ${10 + n}, 2024`, 400, 95);
  write('Bill to:', 50, 140, true);
  write('Contoso Trading GmbH', 50, 155);
  write('Description', 50, 220, true);
  write('Quantity', 330, 220, true, true);
  write('Unit price', 430, 220, true, true);
  write('Amount', 530, 220, true, true);
  let top = 242;
  let net = 0;
  for (const line of lines) {
    const amount = line.quantity * line.price;
    net += amount;
    write(line.description, 50, top);
    write(String(line.quantity), 330, top, false, true);
    write(money(line.price), 430, top, false, true);
    write(money(amount), 530, top, false, true);
    top += 20;
  }
  const tax = Math.round(net * 20) / 100;
  write('Subtotal', 380, top + 20);
  write(money(net), 530, top + 20, false, true);
  write('VAT 20%', 380, top + 36);
  write(money(tax), 530, top + 36, false, true);
  write('Total', 380, top + 52, true);
  write(money(net + tax), 530, top + 52, true, true);
  return { pdf: await pdf.save(), total: Math.round((net + tax) * 100) / 100 };
}

describe('extractor API (issue 6)', () => {
  const servers = inject('servers');
  let ana: User;
  let bob: User;

  beforeAll(async () => {
    [ana, bob] = await Promise.all([signIn(servers, 'ana'), signIn(servers, 'bob')]);
  });

  it('creates, lists and reads a configuration, and refuses broken ones', async () => {
    const created = await saveConfiguration(ana, {});
    expect(created.data).toMatchObject({ name: 'Invoices', document_count: 0 });
    const list = await expectData(
      ana.api.GET('/extractor/configurations', { params: { query: ctx(ana) } }),
    );
    expect(list.data.map((configuration) => configuration.name)).toEqual(['Invoices']);

    expect(await failure(saveConfiguration(ana, { name: 'invoices' }))).toMatchObject({
      code: 'CONFIGURATION_NAME_EXISTS',
      status: 409,
    });
    expect(await failure(saveConfiguration(ana, { name: 'My invoices' }))).toMatchObject({
      code: 'BAD_REQUEST',
      detail: { field: 'name', reason: 'letters_and_digits' },
    });
    const headerOnly = ATTRIBUTES.filter((attribute) => attribute.placement === 'header');
    expect(
      await failure(saveConfiguration(ana, { name: 'Headers', attributes: headerOnly })),
    ).toMatchObject({ code: 'BAD_REQUEST', detail: { reason: 'detail_required' } });
    const twice = [
      ...ATTRIBUTES,
      { ...ATTRIBUTES[0], name: 'INVOICE_NUMBER' } as Schemas['Attribute'],
    ];
    expect(
      await failure(saveConfiguration(ana, { name: 'Twice', attributes: twice })),
    ).toMatchObject({ code: 'BAD_REQUEST', detail: { reason: 'duplicate_attribute' } });
  });

  it('runs a configuration on a ZIP of invoices, polled by its run, with values to verify', async () => {
    const invoices = await Promise.all([1, 2, 3].map((n) => makeInvoice(n)));
    const entries: Record<string, Uint8Array> = Object.fromEntries(
      invoices.map((invoice, index) => [`may/INV-${index + 1}.pdf`, invoice.pdf]),
    );
    const hasDataset = existsSync(DATASET_INVOICE);
    if (hasDataset) {
      entries['QualityHosting.pdf'] = new Uint8Array(readFileSync(DATASET_INVOICE));
    }
    const started = await extractZip(ana, 'Invoices', zipOf(entries));
    expect(started.data).toMatchObject({ status: 'queued', total: hasDataset ? 4 : 3 });

    const run = await waitForRun(ana, started.data.run_id);
    expect(run).toMatchObject({ status: 'succeeded', done: hasDataset ? 4 : 3, failed: 0 });

    const results = await expectData(
      ana.api.GET('/extractor/results', {
        params: { query: { ...ctx(ana), config_name: 'Invoices', run_id: run.run_id } },
      }),
    );
    const byName = new Map(results.data.items.map((item) => [item.file_name, item]));
    invoices.forEach((invoice, index) => {
      const document = byName.get(`INV-${index + 1}.pdf`);
      expect(document?.headers['invoice_number']?.value).toBe(`INV-2024-00${index + 1}`);
      expect(document?.headers['total']?.value).toBe(invoice.total);
      expect(document?.headers['date']?.value).toBe(`2024-05-${11 + index}`);
      expect(document?.items).toHaveLength(2);
    });
    if (hasDataset) {
      expect(byName.get('QualityHosting.pdf')).toMatchObject({ pages: 2, error: null });
    }

    // The verify screen: the document, its page as an image, a correction and the verification.
    const first = byName.get('INV-1.pdf');
    const documentId = first?.document_id ?? '';
    const page = await ana.api.GET('/extractor/documents/{document_id}/pages/{page}', {
      params: { path: { document_id: documentId, page: 1 } },
      parseAs: 'blob',
    });
    expect(page.response.headers.get('content-type')).toBe('image/jpeg');
    const verified = await expectData(
      ana.api.POST(
        '/extractor/documents/update',
        jsonDataForm('updateDocument', userContext(ana.email), {
          document_id: documentId,
          state: 'manually_verified',
          updated_data: JSON.stringify({ headers: { total: '1.000,00' } }),
        }),
      ),
    );
    expect(verified.data).toMatchObject({
      state: 'manually_verified',
      headers: { total: { value: 1000, edited: true } },
    });
    expect(verified.data.verified_at).not.toBeNull();

    // Another user sees none of it. Each call starts only when awaited: a rejection left waiting
    // in a list would be reported as unhandled.
    for (const call of [
      () => bob.api.GET('/extractor/runs/{run_id}', { params: { path: { run_id: run.run_id } } }),
      () =>
        bob.api.GET('/extractor/documents/{document_id}', {
          params: { path: { document_id: documentId } },
        }),
      () =>
        bob.api.GET('/extractor/configurations/one', {
          params: { query: { ...ctx(bob), config_name: 'Invoices' } },
        }),
      () => extractZip(bob, 'Invoices', zipOf({ 'a.pdf': invoices[0]?.pdf ?? new Uint8Array() })),
    ]) {
      expect(await failure(call())).toMatchObject({ code: 'RESOURCE_NOT_FOUND', status: 404 });
    }
  });

  it('refuses ZIPs with unsupported files, without PDFs, or damaged', async () => {
    const pdf = await blankPdf(1);
    expect(
      await failure(extractZip(ana, 'Invoices', zipOf({ 'a.pdf': pdf, 'b.docx': 'x' }))),
    ).toMatchObject({
      code: 'ZIP_UNSUPPORTED_FILES',
      detail: { files: ['b.docx'] },
    });
    expect(await failure(extractZip(ana, 'Invoices', zipOf({ 'notes.txt': 'x' })))).toMatchObject({
      code: 'ZIP_NO_SUPPORTED_FILES',
    });
    expect(
      await failure(extractZip(ana, 'Invoices', new TextEncoder().encode('not a zip at all'))),
    ).toMatchObject({ code: 'ZIP_READ_ERROR' });
  });
});

describe('extractor API limits and balance (DECISIONS.md "Limits", "Balance")', () => {
  // Servers of their own with low limits and a small starting balance.
  let limited: RunningServers;
  let user: User;

  beforeAll(async () => {
    limited = await startServers({
      FOLIO_ZIP_MAX_FILES: '3',
      FOLIO_ZIP_MAX_PAGES_PER_FILE: '2',
      FOLIO_ZIP_MAX_TOTAL_PAGES: '4',
      FOLIO_INITIAL_BALANCE_PAGES: '3',
    });
    user = await signIn(limited, 'limits');
    await saveConfiguration(user, {});
  });

  afterAll(async () => limited.stop());

  it('refuses each limit with its numbers, and a ZIP the balance cannot pay for', async () => {
    const one = await blankPdf(1);
    const two = await blankPdf(2);
    const cases: [Record<string, Uint8Array>, string, unknown][] = [
      [
        { 'a.pdf': one, 'b.pdf': one, 'c.pdf': one, 'd.pdf': one },
        'TOO_MANY_FILES',
        { max: 3, current: 4 },
      ],
      [
        { 'a.pdf': one, 'long.pdf': await blankPdf(3) },
        'FILE_TOO_MANY_PAGES',
        { file: 'long.pdf', max: 2, current: 3 },
      ],
      [
        { 'a.pdf': two, 'b.pdf': two, 'c.pdf': two },
        'TOTAL_PAGES_EXCEEDED',
        { max: 4, current: 6 },
      ],
      [{ 'a.pdf': two, 'b.pdf': two }, 'INSUFFICIENT_BALANCE', { required: 4, available: 3 }],
    ];
    for (const [entries, code, detail] of cases) {
      expect(await failure(extractZip(user, 'Invoices', zipOf(entries)))).toMatchObject({
        code,
        detail,
      });
    }
  });
});
