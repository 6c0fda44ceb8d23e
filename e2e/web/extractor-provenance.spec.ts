import { zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { userContext } from '@folio/sdk';
import type { Page } from '@playwright/test';

import { expect, LOCALES, messagesOf, signUpAndIn, test, toast } from './web-test';

const en = messagesOf('en');
const m = en.extractor;
const sourceOf = (name: string) => m.provenance.label.replace('{{source}}', name);

test.use({ locale: LOCALES.en });

/** A one-page invoice with a text layer (no OCR, no e-invoice XML attached). */
async function textLayerInvoice(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  const text = (value: string, x: number, y: number, isBold = false) =>
    page.drawText(value, { x, y, size: 11, font: isBold ? bold : font });
  text('ACME Supplies S.L.', 50, 790, true);
  text('Invoice No INV-001', 50, 750);
  text('Date 05/03/2025', 50, 730);
  text('Description', 50, 660, true);
  text('Amount', 470, 660, true);
  text('Office chairs', 50, 640);
  text('100.00', 470, 640);
  text('Delivery', 50, 620);
  text('21.00', 470, 620);
  text('Total 121.00 EUR', 400, 560, true);
  return pdf.save();
}

/** The signed-in user's access token, as the web app keeps it. */
async function tokenOf(page: Page): Promise<string> {
  const stored = JSON.parse(
    (await page.evaluate(() => window.localStorage.getItem('authUser'))) ?? '{}',
  ) as { access_token: string };
  return stored.access_token;
}

test.describe('extractor: where each value came from (issue 16)', () => {
  test('the verify screen marks the values of a text-layer PDF as read from the page text', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const email = await signUpAndIn(page, 'en', 'provenance');
    const authorization = { authorization: `Bearer ${await tokenOf(page)}` };

    // A configuration and a run on one text-layer invoice, through the API the screens use.
    const saved = await request.post('/api/extractor/configurations', {
      headers: authorization,
      data: {
        ...userContext(email),
        configuration: {
          name: 'Provenance',
          document_type: 'invoice',
          attributes: [
            { name: 'Invoice No', type: 'simple', placement: 'header', required: false },
            { name: 'Date', type: 'date', placement: 'header', required: false },
            { name: 'Total', type: 'number', placement: 'header', required: false },
            { name: 'Description', type: 'text', placement: 'detail', required: false },
            { name: 'Amount', type: 'number', placement: 'detail', required: false },
          ],
        },
      },
    });
    expect(saved.ok()).toBe(true);
    const started = await request.post('/api/extractor/extract', {
      headers: authorization,
      multipart: {
        json_data: JSON.stringify({ ...userContext(email), config_name: 'Provenance' }),
        file: {
          name: 'invoices.zip',
          mimeType: 'application/zip',
          buffer: Buffer.from(zipSync({ 'invoice-1.pdf': await textLayerInvoice() })),
        },
      },
    });
    expect(started.ok()).toBe(true);
    const runId = ((await started.json()) as { data: { run_id: string } }).data.run_id;
    type Run = { status: string; documents: { document_id: string }[] };
    const runOf = async () =>
      (
        (await (
          await request.get(`/api/extractor/runs/${runId}`, { headers: authorization })
        ).json()) as {
          data: Run;
        }
      ).data;
    await expect.poll(async () => (await runOf()).status, { timeout: 120_000 }).toBe('succeeded');
    const [extracted] = (await runOf()).documents;

    // The verify screen: each value found has the page-text mark beside it, nothing else.
    await page.goto(`/extractor/${extracted?.document_id ?? ''}`);
    await expect(page.getByRole('heading', { name: 'Verify invoice-1.pdf' })).toBeVisible();
    const invoiceNo = page.getByLabel('Invoice No', { exact: true });
    await expect(invoiceNo).toHaveValue('INV-001');
    const field = (name: string) =>
      page
        .locator('.extractor-header-field')
        .filter({ has: page.getByLabel(name, { exact: true }) });
    const pageText = sourceOf(m.provenance.text);
    for (const name of ['Invoice No', 'Date', 'Total']) {
      await expect(field(name).getByRole('img', { name: pageText })).toBeVisible();
    }
    const details = page.getByRole('region', { name: m.document.details });
    await expect(details.getByRole('img', { name: pageText }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: sourceOf(m.provenance.ocr) })).toHaveCount(0);
    await expect(page.getByRole('img', { name: sourceOf(m.provenance.eInvoice) })).toHaveCount(0);
    await expect(page.getByRole('list', { name: m.provenance.legend })).toHaveText(
      m.provenance.text,
    );

    // The mark is the next stop of the keyboard after its value, and tells what to check.
    await invoiceNo.focus();
    await page.keyboard.press('Tab');
    const mark = field('Invoice No').getByRole('img', { name: pageText });
    await expect(mark).toBeFocused();
    // Its description is its tooltip, shown while it has the focus.
    const tooltip = page.locator(`[id="${(await mark.getAttribute('aria-describedby')) ?? ''}"]`);
    await expect(tooltip).toHaveRole('tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText(`${m.provenance.text}: ${m.provenance.textHint}`);

    // A value corrected is the user's own: marked edited, before and after the save.
    const total = page.getByLabel('Total', { exact: true });
    await total.fill('122.50');
    const edited = sourceOf(m.provenance.manual);
    await expect(field('Total').getByRole('img', { name: edited })).toBeVisible();
    await total.press('Enter');
    await expect(toast(page, m.document.saved)).toBeVisible();
    await expect(field('Total').getByRole('img', { name: edited })).toBeVisible();
    await expect(field('Invoice No').getByRole('img', { name: pageText })).toBeVisible();

    // On a phone (390 px): no sideways scrolling, the mark and its tooltip on screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    // The page image stays above the fields instead of lying over those scrolled under it.
    const isCovered = await invoiceNo.evaluate((input) => {
      input.scrollIntoView({ block: 'center' });
      const box = input.getBoundingClientRect();
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) !== input;
    });
    expect(isCovered).toBe(false);
    await mark.scrollIntoViewIfNeeded();
    await mark.focus();
    await expect(tooltip).toBeVisible();
    const box = await tooltip.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 1000)).toBeLessThanOrEqual(390);
  });
});
