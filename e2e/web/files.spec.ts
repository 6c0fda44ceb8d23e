import { readFile } from 'node:fs/promises';

import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';

import { expect, LOCALES, messagesOf, signUpAndIn, test, toast } from './web-test';

const en = messagesOf('en');

test.use({ locale: LOCALES.en });

/** A PDF with one line of text per page: the second page holds the word the search looks for. */
async function twoPagePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const line of ['Annual budget of Folio', 'The confidentiality clause applies to everyone']) {
    pdf.addPage([595, 842]).drawText(line, { x: 50, y: 780, size: 14, font });
  }
  return Buffer.from(await pdf.save());
}

/** A workbook with two sheets, for the sheet tabs of the preview. */
async function salesWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Sales').addRows([
    ['Product', 'Total'],
    ['Chairs', 120],
    ['Tables', 80],
  ]);
  workbook.addWorksheet('Costs').addRows([
    ['Rent', 900],
    ['Power', 75],
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test.describe('files', () => {
  test('uploads, previews, searches, downloads a ZIP and manages folders', async ({ page }) => {
    test.setTimeout(180_000);
    await signUpAndIn(page, 'en', 'files');

    await page.goto('/files');
    await expect(page.getByRole('heading', { name: en.files.title, level: 1 })).toBeVisible();
    const folders = page.getByRole('navigation', { name: en.files.folders.label });
    await expect(folders.getByRole('button', { name: /All files/ })).toBeVisible();

    // Upload three files with the picker and see each complete (SPEC §4 upload states).
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'budget.pdf', mimeType: 'application/pdf', buffer: await twoPagePdf() },
      {
        name: 'sales.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await salesWorkbook(),
      },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Meeting notes\n') },
    ]);
    const uploads = page.getByRole('region', { name: en.files.upload.label });
    for (const name of ['budget.pdf', 'sales.xlsx', 'notes.txt']) {
      await expect(uploads.getByRole('listitem', { name })).toContainText(
        en.files.upload.states.completed,
        { timeout: 30_000 },
      );
    }
    await expect(toast(page, 'Files uploaded successfully: 3')).toBeVisible();
    // The files stored and space used follow the upload (getStorageUsage).
    await expect(page.getByRole('status', { name: en.files.usage.label })).toHaveText(
      /^3 files · \d/,
    );
    const list = page.getByRole('region', { name: /^Files of/ });
    for (const name of ['budget.pdf', 'sales.xlsx', 'notes.txt']) {
      await expect(list.getByRole('button', { name, exact: true })).toBeVisible();
    }

    // Preview the PDF: pages drawn by pdf.js, one at a time.
    await list.getByRole('button', { name: 'budget.pdf', exact: true }).click();
    const pdfPreview = page.getByRole('dialog', { name: 'Preview: budget.pdf' });
    await expect(pdfPreview.getByRole('img', { name: 'Page 1 of 2' })).toBeVisible({
      timeout: 20_000,
    });
    await pdfPreview.getByRole('button', { name: en.files.preview.next }).click();
    await expect(pdfPreview.getByRole('img', { name: 'Page 2 of 2' })).toBeVisible();
    const drawn = await pdfPreview
      .locator('canvas')
      .evaluate((canvas: HTMLCanvasElement) => canvas.width > 0 && canvas.height > 0);
    expect(drawn).toBe(true);
    await pdfPreview.getByRole('button', { name: 'Close' }).click();
    await expect(pdfPreview).toBeHidden();

    // Preview the spreadsheet: one tab per sheet.
    await list.getByRole('button', { name: 'sales.xlsx', exact: true }).click();
    const sheetPreview = page.getByRole('dialog', { name: 'Preview: sales.xlsx' });
    await expect(sheetPreview.getByRole('table', { name: 'Sales' })).toContainText('Chairs');
    await sheetPreview.getByRole('tab', { name: 'Costs' }).click();
    await expect(sheetPreview.getByRole('table', { name: 'Costs' })).toContainText('Rent');
    await sheetPreview.getByRole('button', { name: 'Close' }).click();
    await expect(sheetPreview).toBeHidden();

    // Search inside the documents once the PDF is indexed: the hit names page 2.
    await page.getByRole('button', { name: en.files.search.advanced }).click();
    const search = page.getByRole('region', { name: en.files.search.advanced });
    await search.getByLabel(en.files.search.query).fill('confidentiality');
    await expect(async () => {
      await search.getByRole('button', { name: en.files.search.run, exact: true }).click();
      await expect(search.getByText('Results: 1')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(search.locator('mark')).toHaveText(/confidentiality/i);
    await expect(search.getByText(/Page 2/)).toBeVisible();
    await expect(search.getByRole('link', { name: en.files.search.chatbot })).toHaveAttribute(
      'href',
      '/chatbot/run-topic/BUSQUEDA_GLOBAL',
    );
    await search.getByRole('button', { name: 'Open budget.pdf at page 2' }).click();
    const hitPreview = page.getByRole('dialog', { name: 'Preview: budget.pdf' });
    await expect(hitPreview.getByRole('img', { name: 'Page 2 of 2' })).toBeVisible({
      timeout: 20_000,
    });
    await hitPreview.getByRole('button', { name: 'Close' }).click();
    await search.getByRole('button', { name: en.files.search.close }).click();

    // Download two files as one ZIP and read its entries.
    const rowOf = (name: string) => list.getByRole('row').filter({ hasText: name });
    await rowOf('sales.xlsx').getByRole('checkbox').check();
    await rowOf('notes.txt').getByRole('checkbox').check();
    const bulk = page.getByRole('toolbar', { name: en.files.bulk.label });
    await expect(bulk).toContainText('Selected: 2');
    const downloading = page.waitForEvent('download');
    await bulk.getByRole('button', { name: en.files.bulk.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('archivos.zip');
    const entries = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(Object.keys(entries).sort()).toEqual(['notes.txt', 'sales.xlsx']);
    expect(new TextDecoder().decode(entries['notes.txt'])).toBe('Meeting notes\n');
    await bulk.getByRole('button', { name: en.files.bulk.clear }).click();

    // Create a folder, then rename it (SPEC §8 notices).
    await folders.getByRole('button', { name: en.files.folders.create }).click();
    const create = page.getByRole('dialog', { name: en.files.folders.create });
    await create.getByRole('textbox', { name: en.files.folders.name }).fill('Projects');
    await create.getByRole('button', { name: en.common.save }).click();
    await expect(toast(page, en.notices.folderCreated)).toBeVisible();
    await folders.getByRole('button', { name: /Projects/ }).click();
    await expect(page.getByRole('heading', { name: 'Projects', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: en.files.folders.rename }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Projects' });
    await rename.getByRole('textbox', { name: en.files.folders.name }).fill('Projects 2025');
    await rename.getByRole('button', { name: en.files.folders.rename }).click();
    await expect(toast(page, en.notices.folderRenamed)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Projects 2025', level: 2 })).toBeVisible();
    await expect(folders.getByRole('button', { name: /Projects 2025/ })).toBeVisible();

    // A system folder cannot be deleted: its actions are disabled, with the lock.
    await folders.getByRole('button', { name: /Uploaded files/ }).click();
    await expect(page.getByRole('heading', { name: 'Uploaded files', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: en.files.folders.delete })).toBeDisabled();
    await expect(page.getByRole('button', { name: en.files.folders.rename })).toBeDisabled();
    await expect(page.getByText(en.files.folders.locked).first()).toBeVisible();
  });
});
