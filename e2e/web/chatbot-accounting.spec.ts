import { xlsxWithSheets } from '../support/sample-files';

import { expect, LOCALES, messagesOf, signUpAndIn, test, toast } from './web-test';

const sp = messagesOf('sp');

test.use({ locale: LOCALES.sp });

// Sales over three months under plain headers, which the built-in engine reads as a date, a
// client and an amount.
const VENTAS = {
  Ventas: [
    ['Fecha', 'Cliente', 'Importe'],
    ['15/01/2024', 'Aceites del Sur', '1.200,50'],
    ['28/01/2024', 'Bodegas Rioja', '300,00'],
    ['03/02/2024', 'Bodegas Rioja', '800,00'],
    ['20/03/2024', 'Aceites del Sur', '100,25'],
    ['27/03/2024', 'Quesos Manchegos', '450,00'],
  ],
};

test.describe('accounting chatbot', () => {
  test('creates an accounting topic from a workbook and answers "total por mes" with a table, a chart and its SQL', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signUpAndIn(page, 'sp', 'accounting');

    // A new accounting topic from the workbook, its training watched to the end.
    await page.goto('/chatbot/new-topic');
    await page.getByLabel(sp.chatbot.newTopic.name, { exact: true }).fill('Cuentas');
    await page.getByLabel(sp.chatbot.newTopic.description, { exact: true }).fill('Ventas 2024');
    await page
      .getByRole('radio', { name: new RegExp(`^${sp.chatbot.kinds.estructurado}`) })
      .check();
    await page.getByLabel(sp.chatbot.newTopic.referenceFile, { exact: true }).setInputFiles({
      name: 'ventas.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await xlsxWithSheets(VENTAS)),
    });
    await page.getByRole('button', { name: sp.chatbot.newTopic.create }).click();
    await expect(toast(page, sp.notices.topicCreated)).toBeVisible({ timeout: 90_000 });
    await expect(page).toHaveURL(/\/chatbot\/run-topic\/cuentas$/);

    // The topic's table, its headers and its preview, in a region of its own.
    const preview = page.getByRole('region', { name: 'Filas de ventas.xlsx · Ventas' });
    await expect(preview).toBeVisible();
    await expect(preview.getByRole('columnheader', { name: /^Importe/ })).toBeVisible();
    await expect(preview.getByRole('cell', { name: 'Quesos Manchegos' })).toBeVisible();

    // Ask in Spanish: the answer's table, its chart, and its SQL behind a disclosure.
    const question = page.getByLabel(sp.chatbot.conversation.question, { exact: true });
    await question.fill('total por mes');
    await question.press('Enter');
    const answer = page.locator('.chatbot-answer').last();
    const result = answer.getByRole('region', {
      name: sp.chatbot.answerTable.titleFor.replace('{{question}}', 'total por mes'),
    });
    await expect(result).toBeVisible({ timeout: 60_000 });
    await expect(result.getByRole('row')).toHaveCount(4);
    await expect(result.getByRole('cell', { name: '2024-03' })).toBeVisible();
    await expect(answer.getByRole('img', { name: /^Gráfico de / })).toBeVisible();
    const sql = answer.getByRole('button', { name: sp.chatbot.answerTable.sql });
    await expect(sql).toHaveAttribute('aria-expanded', 'false');
    await sql.click();
    await expect(answer.locator('.chatbot-sql')).toContainText(/SELECT/i);
    await expect(
      answer.getByRole('button', { name: sp.chatbot.answerTable.exportCsv }),
    ).toBeVisible();

    // No sideways scrolling on a phone (390 px): the tables scroll inside their regions.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
  });
});
