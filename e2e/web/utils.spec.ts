import { readFile } from 'node:fs/promises';

import { PDFDocument } from 'pdf-lib';

import { expect, LOCALES, messagesOf, signUpAndIn, test } from './web-test';

const en = messagesOf('en');

test.use({ locale: LOCALES.en });

/** A one-page PDF of the given size: the size tells the pages, and their order, apart. */
async function onePagePdf(width: number, height: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([width, height]);
  return Buffer.from(await pdf.save());
}

test.describe('utilities', () => {
  test('combines two PDFs in the order the user set and downloads documento.pdf', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signUpAndIn(page, 'en', 'utils');

    await page.goto('/utils');
    await expect(page.getByRole('heading', { name: en.pages.utils.title, level: 1 })).toBeVisible();
    const utilities = [
      en.utils.htmlToPdf,
      en.utils.convertToPdf,
      en.utils.splitDocx,
      en.utils.splitXlsx,
      en.utils.pdfToImages,
      en.utils.pdfsToZip,
    ];
    for (const { title, run } of utilities) {
      const region = page.getByRole('region', { name: title });
      await expect(region.getByRole('button', { name: run, exact: true })).toBeVisible();
    }

    const card = page.getByRole('region', { name: en.utils.combine.title });
    const run = card.getByRole('button', { name: en.utils.combine.run, exact: true });
    await expect(run).toBeDisabled();
    await card.locator('input[type="file"]').setInputFiles([
      { name: 'first.pdf', mimeType: 'application/pdf', buffer: await onePagePdf(300, 400) },
      { name: 'second.pdf', mimeType: 'application/pdf', buffer: await onePagePdf(200, 250) },
    ]);
    const items = card.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('first.pdf');

    await card.getByRole('button', { name: 'Move second.pdf up' }).click();
    await expect(items.nth(0)).toContainText('second.pdf');
    await expect(items.nth(1)).toContainText('first.pdf');

    const downloading = page.waitForEvent('download');
    await run.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('documento.pdf');
    const path = await download.path();
    const combined = await PDFDocument.load(await readFile(path));
    expect(combined.getPageCount()).toBe(2);
    expect(
      combined.getPages().map((pdfPage) => {
        const { width, height } = pdfPage.getSize();
        return [Math.round(width), Math.round(height)];
      }),
    ).toEqual([
      [200, 250],
      [300, 400],
    ]);
    await expect(run).toBeEnabled();
  });
});
