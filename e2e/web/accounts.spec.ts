import { LANGUAGES, displayUsername } from '@folio/core';

import {
  acceptTerms,
  expect,
  LOCALES,
  logIn,
  messagesOf,
  newEmail,
  outbox,
  PASSWORD,
  registerAndVerify,
  test,
  toast,
} from './web-test';

for (const language of LANGUAGES) {
  const m = messagesOf(language);

  test.describe(`accounts (${language})`, () => {
    test.use({ locale: LOCALES[language] });

    test('register, verify from the e-mail, log in, accept the terms, reach the dashboard, log out', async ({
      page,
    }) => {
      const email = newEmail(`ana.maria_${language}`);
      await registerAndVerify(page, language, email);

      await page.getByRole('link', { name: m.auth.verifyAccount.goToLogin }).click();
      await logIn(page, language, email);
      await acceptTerms(page, language);

      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(
        page.getByRole('heading', { name: m.pages.dashboard.title, level: 1 }),
      ).toBeVisible();
      const session = await page.evaluate(() => window.localStorage.getItem('authUser'));
      expect(JSON.parse(session ?? '{}')).toMatchObject({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
      });

      const userMenu = page.getByRole('button', {
        name: `${m.shell.userMenu}: ${displayUsername(email)}`,
      });
      await userMenu.click();
      await page.getByRole('button', { name: m.shell.logout }).click();

      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: m.auth.login.title })).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('authUser'))).toBeNull();
      expect(await page.evaluate(() => window.localStorage.getItem('termsAccepted'))).toBeNull();

      // The revoked session is gone for good: the dashboard sends the visitor back to login.
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login$/);
    });

    test('declining the terms ends the session and goes back to /login', async ({ page }) => {
      const email = newEmail(`decline_${language}`);
      await registerAndVerify(page, language, email);
      await page.goto('/login');
      await logIn(page, language, email);

      const dialog = page.getByRole('dialog', { name: m.terms.title });
      await dialog.getByRole('button', { name: m.terms.decline }).click();

      await expect(page).toHaveURL(/\/login$/);
      await expect(dialog).toBeHidden();
      expect(await page.evaluate(() => window.localStorage.getItem('authUser'))).toBeNull();
    });

    test('a revoked session lands on /login with the session-expired message (SPEC §4)', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const email = newEmail(`revoked_${language}`);
      await registerAndVerify(page, language, email);
      await page.goto('/login');
      await logIn(page, language, email);
      await acceptTerms(page, language);
      await expect(page).toHaveURL(/\/dashboard$/);

      // The session is revoked elsewhere (a logout from another device spends the same family).
      const session = JSON.parse(
        (await page.evaluate(() => window.localStorage.getItem('authUser'))) ?? '{}',
      ) as { access_token: string };
      const logout = await request.post('/api/auth/logout', {
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      expect(logout.ok()).toBe(true);

      await page.reload();

      await expect(toast(page, m.errors.sessionExpired)).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => window.localStorage.getItem('authUser'))).toBeNull();
      // Chromium logs the refused validation and refresh; those refusals are the point of this test.
      expect(consoleErrors.every((text) => text.includes('status of 401'))).toBe(true);
      consoleErrors.length = 0;
    });

    test('forgot password, reset from the e-mail, log in with the new password', async ({
      page,
      consoleErrors,
    }) => {
      const email = newEmail(`reset_${language}`);
      const newPassword = `${PASSWORD}x9`;
      await registerAndVerify(page, language, email);
      const since = await outbox().count();

      await page.goto('/forgot-password');
      await page.getByLabel(m.auth.email, { exact: true }).fill(email);
      await page.getByRole('button', { name: m.auth.forgotPassword.submit }).click();
      await expect(page.getByText(m.auth.forgotPassword.sent)).toBeVisible();

      const link = await outbox().waitForLink(email, 'reset-password', since);
      await page.goto(link.pathname + link.search);
      await page.getByLabel(m.auth.resetPassword.newPassword, { exact: true }).fill(newPassword);
      await page.getByLabel(m.auth.confirmPassword, { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: m.auth.resetPassword.submit }).click();
      await expect(page.getByText(m.auth.resetPassword.success)).toBeVisible();

      await page.getByRole('link', { name: m.auth.backToLogin }).click();
      await logIn(page, language, email, newPassword);
      await acceptTerms(page, language);
      await expect(
        page.getByRole('heading', { name: m.pages.dashboard.title, level: 1 }),
      ).toBeVisible();

      // The link worked once: opened again, it is refused.
      await page.goto(link.pathname + link.search);
      await page.getByLabel(m.auth.resetPassword.newPassword, { exact: true }).fill(newPassword);
      await page.getByLabel(m.auth.confirmPassword, { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: m.auth.resetPassword.submit }).click();
      await expect(
        page.getByRole('heading', { name: m.auth.resetPassword.invalidTitle }),
      ).toBeVisible();
      // Chromium logs the refused reset call; that refusal is the point of this step.
      expect(consoleErrors.every((text) => text.includes('status of 400'))).toBe(true);
      consoleErrors.length = 0;
    });
  });
}
