import { expect, LOCALES, messagesOf, signUpAndIn, test, toast } from './web-test';

const en = messagesOf('en');

test.use({ locale: LOCALES.en, permissions: ['clipboard-read', 'clipboard-write'] });

test.describe('profile: API keys (issue 21)', () => {
  test('creates a key, copies it once, and revokes it', async ({ page }) => {
    // Sign-up, verification and login come first; on the shared 2-core machine that alone can
    // take most of the default 30 s.
    test.setTimeout(90_000);
    await signUpAndIn(page, 'en', 'api-keys');
    await page.goto('/profile');
    const section = page.getByRole('region', { name: en.apiKeys.title });
    await expect(section.getByText(en.apiKeys.empty)).toBeVisible();

    // Keyboard only: open the dialog, name the key, pick a scope, keep the default expiry.
    await section.getByRole('button', { name: en.apiKeys.create.button }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: en.apiKeys.create.title });
    await form.getByLabel(en.apiKeys.create.name).fill('nightly invoices');
    await form.getByLabel(new RegExp(en.apiKeys.scopes.filesRead)).check();
    await form.getByRole('button', { name: en.apiKeys.create.submit }).click();

    const shown = page.getByRole('dialog', { name: en.apiKeys.created.title });
    const field = shown.getByLabel(en.apiKeys.created.label);
    await expect(field).toHaveValue(/^folio_[\w-]{43}$/);
    const key = await field.inputValue();
    await shown.getByRole('button', { name: en.apiKeys.created.copy }).click();
    await expect(shown.getByRole('button', { name: en.apiKeys.created.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await shown.getByRole('button', { name: en.apiKeys.created.done }).click();

    // Once: the list never shows the key again, not even after a reload.
    const row = section.getByRole('row', { name: /nightly invoices/ });
    await expect(row).toContainText(en.apiKeys.notUsed);
    await page.reload();
    await expect(section.getByRole('rowheader', { name: 'nightly invoices' })).toBeVisible();
    await expect(page.getByText(key)).toHaveCount(0);

    await section
      .getByRole('button', {
        name: en.apiKeys.revoke.label.replace('{{name}}', 'nightly invoices'),
      })
      .click();
    await page.getByRole('button', { name: en.apiKeys.revoke.confirm }).click();
    await expect(toast(page, en.apiKeys.answers.revoked)).toBeVisible();
    await expect(section.getByText(en.apiKeys.empty)).toBeVisible();
  });
});
