import {
  acceptTerms,
  expect,
  LOCALES,
  logIn,
  messagesOf,
  PASSWORD,
  signUpAndIn,
  test,
  toast,
} from './web-test';

const sp = messagesOf('sp');
const NEW_PASSWORD = 'Nueva-clave-2025!';

// In Spanish: the profile's texts are checked in the language the user reads.
test.use({ locale: LOCALES.sp });

test.describe('profile', () => {
  test('edits the name and the company; a name with digits is refused', async ({ page }) => {
    await signUpAndIn(page, 'sp', 'profile-edit');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: sp.profile.title, level: 1 })).toBeVisible();
    const name = page.getByLabel(sp.profile.account.name, { exact: true });
    await name.fill('Ana2');
    await page.getByRole('button', { name: sp.profile.account.save }).click();
    await expect(page.getByText(sp.validation.nameLettersOnly)).toBeVisible();

    await name.fill('María José');
    await page.getByLabel(sp.profile.account.companyMember).check();
    await page.getByLabel(sp.profile.account.companyId).fill('ACME-7');
    await page.getByRole('button', { name: sp.profile.account.save }).click();
    await expect(toast(page, sp.profile.account.saved)).toBeVisible();

    await page.reload();
    await expect(page.getByLabel(sp.profile.account.name, { exact: true })).toHaveValue(
      'María José',
    );
    await expect(page.getByLabel(sp.profile.account.companyId)).toHaveValue('ACME-7');
  });

  test('changes the password and another browser is signed out', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const email = await signUpAndIn(page, 'sp', 'profile-password');
    const other = await browser.newContext({ locale: LOCALES.sp });
    const phone = await other.newPage();
    await phone.goto('/login');
    await logIn(phone, 'sp', email);
    await acceptTerms(phone, 'sp');
    await expect(phone).toHaveURL(/\/dashboard$/);

    await page.goto('/profile');
    await page.getByLabel(sp.profile.password.current, { exact: true }).fill('Wrong-pass-1!');
    await page.getByLabel(sp.profile.password.new, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(sp.profile.password.confirm, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: sp.profile.password.change }).click();
    await expect(page.getByText(sp.profile.password.wrongCurrent)).toBeVisible();
    // The browser logs the refusal's 400; it is the answer this step expects.
    expect(consoleErrors.every((text) => text.includes('status of 400'))).toBe(true);
    consoleErrors.length = 0;

    await page.getByLabel(sp.profile.password.current, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: sp.profile.password.change }).click();
    await expect(toast(page, sp.profile.answers.passwordChanged)).toBeVisible();

    // The other browser's next call finds its session ended and goes to /login.
    await phone.goto('/profile');
    await expect(phone).toHaveURL(/\/login$/);
    await other.close();

    // This one is still signed in.
    await page.reload();
    await expect(page.getByRole('heading', { name: sp.profile.title, level: 1 })).toBeVisible();
  });

  test('deletes the account after a grace period: signed out, the date shown; signing in keeps it', async ({
    page,
    consoleErrors,
  }) => {
    const email = await signUpAndIn(page, 'sp', 'profile-delete');
    await page.goto('/profile');
    await page.getByRole('button', { name: sp.profile.data.deleteButton }).click();
    const dialog = page.getByRole('dialog', { name: sp.profile.data.deleteDialogTitle });
    await expect(dialog.getByText(sp.profile.data.deleteWarning)).toBeVisible();
    const password = dialog.getByLabel(sp.profile.data.deletePassword, { exact: true });
    await password.fill('Wrong-pass-1!');
    await dialog.getByRole('button', { name: sp.profile.data.deleteConfirm }).click();
    await expect(dialog.getByText(sp.profile.password.wrongCurrent)).toBeVisible();
    // The browser logs the refusal's 400; it is the answer this step expects.
    expect(consoleErrors.every((text) => text.includes('status of 400'))).toBe(true);
    consoleErrors.length = 0;

    await password.fill(PASSWORD);
    await dialog.getByRole('button', { name: sp.profile.data.deleteConfirm }).click();
    await expect(
      page
        .locator('.p-toast')
        .getByRole('alert')
        .filter({ hasText: /será eliminada el .+ UTC/ }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // Within the grace period, signing in keeps the account.
    await logIn(page, 'sp', email);
    await acceptTerms(page, 'sp');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: sp.profile.title, level: 1 })).toBeVisible();
  });
});
