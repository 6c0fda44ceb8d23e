import { readFile } from 'node:fs/promises';

import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';

import { expect, LOCALES, messagesOf, signUpAndIn, test, toast } from './web-test';

const en = messagesOf('en');
const m = en.extractor;

test.use({ locale: LOCALES.en });

type Invoice = {
  number: string;
  date: string;
  lines: Array<[description: string, quantity: string, amount: string]>;
  total: string;
};

const FIRST: Invoice = {
  number: 'INV-001',
  date: '05/03/2025',
  lines: [
    ['Office chairs', '2', '100.00'],
    ['Delivery', '1', '21.00'],
  ],
  total: '121.00 EUR',
};

const SECOND: Invoice = {
  number: 'INV-002',
  date: '06/03/2025',
  lines: [
    ['Standing desk', '1', '200.00'],
    ['Delivery', '1', '42.00'],
  ],
  total: '242.00 EUR',
};

/** A one-page invoice with a text layer: labels and values, and a table of lines. */
async function invoicePdf(invoice: Invoice): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  const text = (value: string, x: number, y: number, isBold = false) =>
    page.drawText(value, { x, y, size: 11, font: isBold ? bold : font });
  text('ACME Supplies S.L.', 50, 790, true);
  text(`Invoice No ${invoice.number}`, 50, 750);
  text(`Date ${invoice.date}`, 50, 730);
  text('Description', 50, 660, true);
  text('Qty', 330, 660, true);
  text('Amount', 470, 660, true);
  invoice.lines.forEach(([description, quantity, amount], index) => {
    const y = 640 - index * 20;
    text(description, 50, y);
    text(quantity, 330, y);
    text(amount, 470, y);
  });
  text(`Total ${invoice.total}`, 400, 560, true);
  return pdf.save();
}

test.describe('extractor', () => {
  test('creates a configuration with the wizard, runs it on a ZIP, verifies and downloads the CSV and the Excel workbook', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await signUpAndIn(page, 'en', 'extractor');

    // The wizard: document type, an example invoice, its pages and suggested attributes.
    await page.goto('/extractor/new');
    await expect(page.getByRole('heading', { name: m.wizard.title, level: 1 })).toBeVisible();
    await page.getByLabel(m.documentTypes.invoice, { exact: true }).check();
    await page.getByRole('button', { name: m.wizard.next, exact: true }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'example-invoice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await invoicePdf(FIRST)),
    });
    await expect(page.getByRole('img', { name: 'Page 1 of 1 of the example' })).toBeVisible({
      timeout: 60_000,
    });
    const suggested = page.getByRole('region', { name: m.wizard.suggested });
    await expect(suggested).toContainText('INV-001');
    await page.getByRole('button', { name: m.wizard.next, exact: true }).click();

    // The attributes: the suggestions give way to five known ones, so the test does not depend
    // on the engine's label names; a repeated name is refused.
    await expect(page.getByRole('heading', { name: m.wizard.attributesTitle })).toBeVisible();
    const removeButtons = page.getByRole('button', { name: /^Remove / });
    while ((await removeButtons.count()) > 0) {
      await removeButtons.first().click();
    }
    const attributes: Array<[string, 'header' | 'detail', string]> = [
      ['Invoice No', 'header', m.attributeTypes.simple],
      ['Date', 'header', m.attributeTypes.date],
      ['Total', 'header', m.attributeTypes.number],
      ['Description', 'detail', m.attributeTypes.text],
      ['Amount', 'detail', m.attributeTypes.number],
    ];
    for (const [index, [name, placement, type]] of attributes.entries()) {
      await page.getByRole('button', { name: m.wizard.add[placement], exact: true }).click();
      const row = page.getByRole('listitem', { name: `Attribute ${index + 1}` });
      await row.getByLabel(m.attributes.name, { exact: true }).fill(name);
      const named = page.getByRole('listitem', { name, exact: true });
      await named.locator('.p-dropdown').first().click();
      await page.getByRole('listbox').getByRole('option', { name: type, exact: true }).click();
    }
    await page.getByRole('button', { name: m.wizard.add.header, exact: true }).click();
    const repeated = page.getByRole('listitem', { name: 'Attribute 6' });
    await repeated.getByLabel(m.attributes.name, { exact: true }).fill('total');
    await expect(page.getByText(m.problems.headerExists)).toBeVisible();
    await expect(page.getByRole('button', { name: m.wizard.next, exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Remove total', exact: true }).click();
    await page.getByRole('button', { name: m.wizard.next, exact: true }).click();

    // Test on the example, then name and save.
    await page.getByRole('button', { name: m.wizard.test, exact: true }).click();
    const result = page.getByRole('region', { name: m.wizard.result });
    await expect(result).toContainText('INV-001', { timeout: 60_000 });
    await page.getByLabel(m.wizard.name).fill('Invoices 2025');
    await expect(page.getByText(m.nameProblems.lettersAndDigits)).toBeVisible();
    await page.getByLabel(m.wizard.name).fill('Invoices2025');
    await page.getByRole('button', { name: m.wizard.save, exact: true }).click();
    await expect(toast(page, en.notices.configurationSaved)).toBeVisible();
    await expect(page).toHaveURL(/\/extractor$/);

    // Run it on a ZIP of two invoices and watch the results fill in.
    await page.getByRole('link', { name: 'Run Invoices2025' }).click();
    await expect(page).toHaveURL(/\/extractor\/run\/Invoices2025/);
    const zip = zipSync({
      'invoice-1.pdf': await invoicePdf(FIRST),
      'invoice-2.pdf': await invoicePdf(SECOND),
    });
    await page.locator('input[type="file"]').setInputFiles({
      name: 'invoices.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(zip),
    });
    await page.getByRole('button', { name: m.wizard.next, exact: true }).click();
    await expect(page.getByRole('heading', { name: m.run.fieldsTitle })).toBeVisible();
    await page.getByRole('button', { name: m.run.extract, exact: true }).click();
    const documents = page.getByRole('region', { name: m.run.documentsLabel, exact: true });
    await expect(documents.getByRole('row').filter({ hasText: 'invoice-1.pdf' })).toBeVisible();
    await expect(page).toHaveURL(/\?run=/);
    await expect(page.getByText('Processed 2 of 2 documents')).toBeVisible({ timeout: 120_000 });
    await expect(documents).toContainText('INV-001');
    await expect(documents).toContainText('INV-002');

    // Verify the second invoice: the page beside the fields, the source highlighted, a value
    // corrected and saved with Enter, then verified with Ctrl+Enter.
    await documents.getByRole('link', { name: 'Verify invoice-2.pdf' }).click();
    await expect(page.getByRole('heading', { name: 'Verify invoice-2.pdf' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible({ timeout: 30_000 });
    const total = page.getByLabel('Total', { exact: true });
    await expect(total).toHaveValue('242');
    await total.focus();
    await expect(page.getByTestId('source-highlight')).toBeVisible();
    await total.fill('243.00');
    await total.press('Enter');
    await expect(toast(page, m.document.saved)).toBeVisible();
    // The save re-renders the editor with the server's answer: wait until it takes keys again.
    await expect(page.getByRole('button', { name: m.document.verify, exact: true })).toBeEnabled();
    await expect(total).toHaveValue('243');
    await total.focus();
    await total.press('Control+Enter');
    await expect(toast(page, m.document.verified)).toBeVisible();
    await expect(page.getByText(m.states.manuallyVerified)).toBeVisible();

    // The results: the corrected value, then the CSV of every document.
    await page.getByRole('link', { name: m.verify.backToResults }).click();
    await expect(page).toHaveURL(/\/extractor\/results\/Invoices2025$/);
    const results = page.getByRole('region', { name: m.results.label, exact: true });
    const second = results.getByRole('row').filter({ hasText: 'invoice-2.pdf' });
    await expect(second).toContainText(m.states.manuallyVerified);
    await expect(second).toContainText('243');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: m.results.download.csv, exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = (await readFile(await download.path())).toString('utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('INV-001');
    expect(csv).toContain('INV-002');
    expect(csv).toContain('243');
    expect(csv).toContain('Office chairs');

    // The same table as a workbook, amounts as numbers (issue 21).
    const downloadingXlsx = page.waitForEvent('download');
    await page.getByRole('button', { name: m.results.download.xlsx, exact: true }).click();
    const xlsx = await downloadingXlsx;
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await readFile(await xlsx.path())).buffer);
    const cells: unknown[] = [];
    workbook.worksheets[0]?.eachRow((row) => row.eachCell((cell) => cells.push(cell.value)));
    expect(cells).toContain('INV-001');
    expect(cells).toContain('Office chairs');
    expect(cells).toContain(243);
  });
});
