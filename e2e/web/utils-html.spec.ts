import { readFile } from 'node:fs/promises';

import { PDFDocument } from 'pdf-lib';

import { pdfText } from '../support/pdf-text';

import { expect, LOCALES, messagesOf, signUpAndIn, test } from './web-test';

const en = messagesOf('en');

test.use({ locale: LOCALES.en });

test.describe('utilities', () => {
  test('prints typed HTML to documento.pdf from the HTML to PDF card', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await signUpAndIn(page, 'en', 'utils-html');

    await page.goto('/utils');
    const card = page.getByRole('region', { name: en.utils.htmlToPdf.title });
    const run = card.getByRole('button', { name: en.utils.htmlToPdf.run, exact: true });
    // SPEC §5: HTML to PDF needs a file or text.
    await expect(run).toBeDisabled();
    await expect(card.getByText(en.utils.htmlToPdf.needsHtml)).toBeVisible();

    const html = '<h1>Informe Folio</h1><p style="color:#204080">Total: 42 euros</p>';
    await card.getByLabel(en.utils.htmlToPdf.editor, { exact: true }).fill(html);
    // The preview: a frame sandboxed with no allowance at all, which the app's CSP lets load (a
    // refusal would be a console error). Playwright cannot look inside it (its scripts are
    // refused there like any other), so the test checks what the frame was given.
    const preview = card.locator(`iframe[title="${en.utils.htmlToPdf.preview}"]`);
    await expect(preview).toHaveAttribute('sandbox', '');
    await expect(preview).toHaveAttribute('srcdoc', html);

    await card.getByLabel(en.utils.htmlToPdf.landscape, { exact: true }).check();
    const downloading = page.waitForEvent('download');
    // Keyboard usable: the run button takes Enter.
    await run.focus();
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('documento.pdf');

    const bytes = await readFile(await download.path());
    const text = await pdfText(bytes);
    expect(text).toContain('Informe Folio');
    expect(text).toContain('Total: 42 euros');
    const pdf = await PDFDocument.load(bytes);
    const { width, height } = pdf.getPage(0).getSize();
    // A4 landscape (841.9 x 595.3 points; Chromium rounds the sheet to its own units).
    expect(Math.abs(width - 841.9)).toBeLessThan(1);
    expect(Math.abs(height - 595.3)).toBeLessThan(1);
    await expect(run).toBeEnabled();

    // Playwright's trace recorder (`trace: 'retain-on-failure'`) runs its snapshot script in every
    // frame; Chromium refuses it inside the preview, as it refuses every script there (no
    // `allow-scripts`), and logs that (a bare page with such a frame logs it only while traced).
    // That refusal is the sandbox working, and the one console error let through here. The page
    // is closed first so that every message it sent has arrived.
    await page.close();
    const isSandboxRefusal = (text: string) =>
      /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/.test(
        text,
      );
    const others = consoleErrors.filter((text) => !isSandboxRefusal(text));
    consoleErrors.splice(0, consoleErrors.length, ...others);
  });
});
