// The tasks of issue 22 done with the keyboard only, asserting where the focus lands after each
// step: Files (a folder, a selection moved and deleted, the preview), the extractor wizard, the
// verify screen's page viewer and highlights, a utility, and the chatbot. Signing in is set up as in the other
// flows; `keyboard.spec.ts` signs in by keyboard.
import type { Locator, Page } from '@playwright/test';

import { pdfWithLines } from '../support/sample-files';

import { seedAccessibilityUser, type AccessibilitySeed } from './accessibility-seed';
import { arrowTo, focusedElement, skipToContent, tabTo } from './keyboard';
import { openDashboard, seedTopic, signInSeedUser } from './seeded-account';
import { acceptTerms, expect, LOCALES, logIn, messagesOf, test, toast } from './web-test';

const en = messagesOf('en');

test.use({ locale: LOCALES.en });

let seed: AccessibilitySeed;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  seed = await seedAccessibilityUser();
});

async function signIn(page: Page) {
  await page.goto('/login');
  await logIn(page, 'en', seed.email, seed.password);
  await acceptTerms(page, 'en');
}

/** The focus is somewhere on the page, not dropped on `<body>` (a keyboard user's "lost"). */
async function expectFocusKept(page: Page) {
  expect(await focusedElement(page)).not.toBe('body');
}

/** Tabs into the file table: its one tab stop is a row (the roving tab stop of the list). */
async function tabIntoTable(page: Page, list: Locator) {
  for (let presses = 0; presses < 25; presses++) {
    if ((await list.locator('tbody tr:focus').count()) > 0) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  await expect(list.locator('tbody tr:focus'), 'a row of the table takes the focus').toHaveCount(1);
}

test.describe('keyboard flows (issue 22)', () => {
  test('files: a new folder, two files moved, one deleted, the preview closed with Escape', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await page.goto('/files');
    const list = page.getByRole('region', { name: /^Files of/ });
    await expect(list.getByText('invoice.pdf')).toBeVisible();
    await skipToContent(page, 'en');

    // A folder: the dialog opens on Enter, the name is typed and sent with Enter, and the focus
    // comes back to the button that opened it.
    const create = page.getByRole('button', { name: en.files.folders.create, exact: true });
    await tabTo(page, create);
    await page.keyboard.press('Enter');
    const createDialog = page.getByRole('dialog', { name: en.files.folders.create });
    await tabTo(page, createDialog.getByRole('textbox', { name: en.files.folders.name }), 5);
    await page.keyboard.type('Archive');
    await page.keyboard.press('Enter');
    await expect(toast(page, en.notices.folderCreated)).toBeVisible();
    await expect(createDialog).toBeHidden();
    await expect(create).toBeFocused();

    // Two files selected with Space and the arrows: one tab stop for the whole table.
    const row = (name: string) => list.getByRole('row').filter({ hasText: name });
    await tabIntoTable(page, list);
    await arrowTo(page, row('invoice.pdf'));
    await page.keyboard.press('Space');
    await arrowTo(page, row('notes.txt'));
    await page.keyboard.press('Space');
    const bulk = page.getByRole('toolbar', { name: en.files.bulk.label });
    await expect(bulk).toContainText('Selected: 2');

    // Moved to the new folder: the folder chosen in the dropdown with the arrows and Enter.
    await tabTo(page, bulk.getByRole('button', { name: en.files.bulk.move }), 20, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const move = page.getByRole('dialog', { name: /^Move the selected files/ });
    const folder = move.getByLabel(en.files.move.destination, { exact: true });
    await tabTo(page, folder, 5);
    await page.keyboard.press('ArrowDown');
    const archive = page.getByRole('option', { name: 'Archive' });
    await expect(page.getByRole('listbox')).toBeVisible();
    for (let presses = 0; presses < 8; presses++) {
      if ((await archive.getAttribute('data-p-focused')) === 'true') {
        break;
      }
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(move.locator('.p-dropdown-label')).toHaveText('Archive');
    await tabTo(page, move.getByRole('button', { name: en.files.move.submit, exact: true }), 5);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Files moved successfully: 2')).toBeVisible();
    await expect(move).toBeHidden();
    await expectFocusKept(page);

    // Delete asks first, with Cancel focused; Escape leaves the file and the focus where they were.
    await tabIntoTable(page, list);
    await arrowTo(page, row('notes.txt'));
    await page.keyboard.press('Delete');
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(confirm).toContainText('Delete notes.txt?');
    await expect(confirm.getByRole('button', { name: en.common.cancel })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(row('notes.txt')).toBeFocused();
    await page.keyboard.press('Delete');
    await tabTo(page, confirm.getByRole('button', { name: en.common.delete, exact: true }), 4);
    await page.keyboard.press('Enter');
    await expect(toast(page, en.notices.fileDeleted)).toBeVisible();
    await expect(row('notes.txt')).toHaveCount(0);
    await expectFocusKept(page);

    // The preview opens with Enter; its page text is shown from the keyboard; Escape closes it
    // and the focus is back on the row.
    await tabIntoTable(page, list);
    await arrowTo(page, row('invoice.pdf'));
    await page.keyboard.press('Enter');
    const preview = page.getByRole('dialog', { name: 'Preview: invoice.pdf' });
    await expect(preview.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible({
      timeout: 20_000,
    });
    const pageText = preview.getByRole('button', { name: en.files.preview.pageText });
    await tabTo(page, pageText, 10);
    await page.keyboard.press('Enter');
    await expect(pageText).toHaveAttribute('aria-expanded', 'true');
    await expect(preview.getByRole('region', { name: 'Text of page 1' })).toContainText(
      'Invoice No A-001',
    );
    await tabTo(
      page,
      preview.getByRole('button', { name: en.files.preview.zoomIn }),
      5,
      'Shift+Tab',
    );
    await page.keyboard.press('Enter');
    await expect(preview.getByText('Zoom 125 %')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await expect(row('invoice.pdf')).toBeFocused();
  });

  test('the extractor wizard from the type to the saved configuration', async ({ page }) => {
    test.setTimeout(150_000);
    const m = en.extractor;
    await signIn(page);
    await page.goto('/extractor/new');
    await expect(page.getByRole('heading', { name: m.wizard.title, level: 1 })).toBeVisible();
    await skipToContent(page, 'en');

    const invoice = page.getByRole('radio', { name: m.documentTypes.invoice });
    await tabTo(page, invoice, 10);
    await page.keyboard.press('Space');
    await expect(invoice).toBeChecked();
    const next = page.getByRole('button', { name: m.wizard.next, exact: true });
    await tabTo(page, next, 15);
    await page.keyboard.press('Enter');

    // The example, chosen through the drop area's button.
    await tabTo(page, page.getByRole('group').getByRole('button').first(), 10);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (
      await chooser
    ).setFiles({
      name: 'example.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        await pdfWithLines([['ACME Supplies S.L.', 'Invoice No A-002', 'Total 121.00 EUR']]),
      ),
    });
    await expect(page.getByRole('region', { name: m.wizard.suggested })).toBeVisible({
      timeout: 60_000,
    });
    await tabTo(page, next, 40);
    await page.keyboard.press('Enter');
    // The new step's title takes the focus from the Next button the step change removed.
    await expect(page.getByRole('heading', { name: m.wizard.attributesTitle })).toBeFocused();

    // The attributes as suggested (six stops each), then the test on the example and the name.
    await tabTo(page, next, 200);
    await page.keyboard.press('Enter');
    const testButton = page.getByRole('button', { name: m.wizard.test, exact: true });
    await expect(page.getByRole('heading', { name: m.wizard.testTitle })).toBeFocused();
    await tabTo(page, testButton, 20);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: m.wizard.result })).toBeVisible({
      timeout: 60_000,
    });
    await tabTo(page, page.getByLabel(m.wizard.name), 40);
    await page.keyboard.type('KeyboardInvoices');
    await tabTo(page, page.getByRole('button', { name: m.wizard.save, exact: true }), 10);
    await page.keyboard.press('Enter');
    await expect(toast(page, en.notices.configurationSaved)).toBeVisible();
    await expect(page).toHaveURL(/\/extractor$/);
  });

  test("the verify screen: the page viewer's pages and a field's highlight", async ({ page }) => {
    test.setTimeout(90_000);
    const m = en.extractor.verify;
    await signIn(page);
    await page.goto(`/extractor/${seed.documentId}`);
    await expect(page.getByRole('img', { name: 'Page 1 of 2' })).toBeVisible({ timeout: 30_000 });
    await skipToContent(page, 'en');

    // The viewer's buttons are tab stops with names, and say where the reader is.
    const nextPage = page.getByRole('button', { name: m.nextPage, exact: true });
    await tabTo(page, nextPage, 15);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('img', { name: 'Page 2 of 2' })).toBeVisible();
    const previousPage = page.getByRole('button', { name: m.previousPage, exact: true });
    await tabTo(page, previousPage, 3, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('img', { name: 'Page 1 of 2' })).toBeVisible();
    await expectFocusKept(page);

    // A field reached with Tab turns the viewer to its page and draws where its value came from.
    const total = page.getByLabel('Total', { exact: true });
    await tabTo(page, total, 30);
    await expect(page.getByRole('img', { name: 'Page 2 of 2' })).toBeVisible();
    await expect(page.getByTestId('source-highlight')).toBeVisible();
  });

  test('a utility: two PDFs combined in the order set with the keyboard', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page);
    await page.goto('/utils');
    await expect(page.getByRole('heading', { name: en.pages.utils.title, level: 1 })).toBeVisible();
    await skipToContent(page, 'en');
    const card = page.getByRole('region', { name: en.utils.combine.title });
    await tabTo(page, card.getByRole('button', { name: en.utils.chooseFiles }), 40);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    const pdf = async (line: string) => Buffer.from(await pdfWithLines([[line]]));
    await (
      await chooser
    ).setFiles([
      { name: 'first.pdf', mimeType: 'application/pdf', buffer: await pdf('First') },
      { name: 'second.pdf', mimeType: 'application/pdf', buffer: await pdf('Second') },
    ]);
    const items = card.getByRole('listitem');
    await expect(items).toHaveCount(2);

    // Moving the second file up keeps the focus on that file's buttons, though "up" is now off.
    await tabTo(page, card.getByRole('button', { name: 'Move second.pdf up' }), 10);
    await page.keyboard.press('Enter');
    await expect(items.nth(0)).toContainText('second.pdf');
    await expect(card.getByRole('button', { name: 'Move second.pdf down' })).toBeFocused();

    const run = card.getByRole('button', { name: en.utils.combine.run, exact: true });
    await tabTo(page, run, 10);
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await downloading).suggestedFilename()).toBe('documento.pdf');
  });
  test('the chatbot: a topic opened, a question asked, its citation opened and closed', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const user = await signInSeedUser('keyboard-chat');
    await seedTopic(user, 'Reports', [
      'Annual report of Olive Oils Ltd.',
      'Sales reached 12 million euros.',
    ]);
    await openDashboard(page, 'en', user.email);
    await page.goto('/chatbot');
    const open = page.getByRole('link', { name: /^Open reports$/i });
    await expect(open).toBeVisible();
    await skipToContent(page, 'en');
    await tabTo(page, open, 30);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/chatbot\/run-topic\/reports$/i);

    const question = page.getByLabel(en.chatbot.conversation.question, { exact: true });
    await tabTo(page, question, 60);
    await page.keyboard.type('How much did sales reach?');
    await page.keyboard.press('Enter');
    const answer = page.locator('.chatbot-answer').last();
    await expect(answer).toContainText('12 million', { timeout: 60_000 });

    // The citation is a tab stop; its preview closes with Escape and gives the focus back.
    const citation = answer.getByRole('button', { name: /^\[1\] report\.pdf/ });
    await tabTo(page, citation, 40);
    await page.keyboard.press('Enter');
    const preview = page.getByRole('dialog', { name: /report\.pdf/ });
    await expect(preview).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await expect(citation).toBeFocused();
  });
});
