import { seedAccount } from './accessibility-seed';
import { skipToContent, tabTo } from './keyboard';
import { expect, LOCALES, messagesOf, test } from './web-test';

const en = messagesOf('en');

test.use({ locale: LOCALES.en });

test.describe('keyboard only (issue 22)', () => {
  test('signs in, accepts the terms, skips to the content and opens the file choosers', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const account = await seedAccount();

    // Login: skip link, then the form in order, sent with Enter.
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: en.auth.login.title })).toBeVisible();
    await skipToContent(page, 'en');
    const email = page.getByLabel(en.auth.email, { exact: true });
    await tabTo(page, email, 3);
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    const password = page.getByLabel(en.auth.password, { exact: true });
    await expect(password).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');

    // The terms: the focus is held in the dialog; the text scrolls with the keyboard, then the
    // box is ticked with Space and Accept pressed with Enter.
    const dialog = page.getByRole('dialog', { name: en.terms.title });
    await expect(dialog).toBeVisible();
    const text = dialog.getByRole('region', { name: en.terms.title });
    await tabTo(page, text, 5);
    await page.keyboard.press('End');
    const tick = dialog.getByRole('checkbox', { name: en.terms.acceptLabel });
    await expect(tick).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(tick).toBeFocused();
    // The focused box shows the focus ring of the tokens (#1d4ed8), not the theme's faint one.
    await expect(dialog.locator('.p-checkbox-box')).toHaveCSS('box-shadow', /rgb\(29, 78, 216\)/);
    await page.keyboard.press('Space');
    await expect(tick).toBeChecked();
    const accept = dialog.getByRole('button', { name: en.terms.accept });
    await tabTo(page, accept, 3);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Files: past the menus in two keys, then the Upload button opens the browser's file chooser.
    await page.goto('/files');
    await expect(page.getByRole('heading', { name: en.files.title, level: 1 })).toBeVisible();
    await skipToContent(page, 'en');
    const upload = page.getByRole('button', { name: en.files.upload.button, exact: true });
    await tabTo(page, upload, 30);
    const filesChooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    expect((await filesChooser).isMultiple()).toBe(true);

    // The extractor wizard: the type chosen with the arrow keys, then its drop area's button
    // opens the chooser for the example.
    await page.goto('/extractor/new');
    await expect(
      page.getByRole('heading', { name: en.extractor.wizard.title, level: 1 }),
    ).toBeVisible();
    await skipToContent(page, 'en');
    const invoice = page.getByRole('radio', { name: en.extractor.documentTypes.invoice });
    await tabTo(page, invoice, 10);
    await page.keyboard.press('Space');
    await expect(invoice).toBeChecked();
    const next = page.getByRole('button', { name: en.extractor.wizard.next, exact: true });
    await tabTo(page, next, 15);
    await page.keyboard.press('Enter');
    const choose = page.getByRole('group').getByRole('button');
    await tabTo(page, choose.first(), 10);
    const exampleChooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    expect((await exampleChooser).isMultiple()).toBe(false);
  });
});
