import { resources, type Language } from '@folio/core';
import { expect, test as base, type Page } from '@playwright/test';

import { outboxOf } from '../support/outbox';

import { DATA_DIR_ENV } from './web-url';

/**
 * Playwright's `test` for the web app: every test fails on a console error or an uncaught
 * exception (a CSP violation, an inline script, eval, a blocked connection shows up there and
 * nowhere else).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The toast that says exactly `text`. Found by its role inside the toasts' own container with an
 * exact match, so an earlier toast whose words contain these ("Configuration changes saved
 * successfully" still showing beside "Changes saved successfully") or an inline alert never
 * matches, however long toasts stay.
 */
export function toast(page: Page, text: string) {
  return page
    .locator('.p-toast')
    .getByRole('alert')
    .filter({ has: page.getByText(text, { exact: true }) });
}

/** The interface texts of a language, from core's resources: the tests read what users read. */
export const messagesOf = (language: Language) => resources[language];

/** The browser locale that makes the app open in `language` (DECISIONS.md "Language"). */
export const LOCALES: Record<Language, string> = { en: 'en-US', sp: 'es-ES' };

/** The e-mails the middleware of this run wrote to its outbox. */
export function outbox() {
  const dataDir = process.env[DATA_DIR_ENV];
  if (!dataDir) {
    throw new Error(
      `${DATA_DIR_ENV} is not set: run the browser tests through playwright.config.ts`,
    );
  }
  return outboxOf(dataDir);
}

/** A new, unused address for one test. */
export function newEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A password that meets SPEC §5's rule. */
export const PASSWORD = 'Folio-e2e-2025!';

/**
 * Registers an account through the register screen in `language`, then opens the verification
 * link from the e-mail and checks the account is verified. The account key stays in this
 * browser, as it would for a user.
 */
export async function registerAndVerify(page: Page, language: Language, email: string) {
  const m = messagesOf(language);
  const since = await outbox().count();
  await page.goto('/register');
  await page.getByLabel(m.auth.email, { exact: true }).fill(email);
  await page.getByLabel(m.auth.name, { exact: true }).fill('Ana María');
  await page.getByLabel(m.auth.lastname, { exact: true }).fill('López');
  await page.getByLabel(m.auth.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(m.auth.confirmPassword, { exact: true }).fill(PASSWORD);
  await page.getByLabel(m.common.no, { exact: true }).check();
  await expect(page.getByRole('textbox', { name: m.auth.accountKey.label })).toHaveValue(
    /^[0-9a-f-]{44}$/,
  );
  await page.getByLabel(m.auth.accountKey.saved).check();
  await page.getByRole('button', { name: m.auth.register.submit }).click();
  await expect(page.getByRole('heading', { name: m.auth.register.successTitle })).toBeVisible();

  const link = await outbox().waitForLink(email, 'verify-account', since);
  await page.goto(link.pathname + link.search);
  await expect(
    page.getByRole('heading', { name: m.auth.verifyAccount.successTitle }),
  ).toBeVisible();
}

/** Logs in through the login screen; the terms modal shows next for a new login. */
export async function logIn(page: Page, language: Language, email: string, password = PASSWORD) {
  const m = messagesOf(language);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(m.auth.email, { exact: true }).fill(email);
  await page.getByLabel(m.auth.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: m.auth.login.submit }).click();
}

/** Reads the terms to the end, ticks the box and accepts. */
export async function acceptTerms(page: Page, language: Language) {
  const m = messagesOf(language);
  const dialog = page.getByRole('dialog', { name: m.terms.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: m.terms.accept })).toBeDisabled();
  await dialog.getByRole('region', { name: m.terms.title }).evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await dialog.getByLabel(m.terms.acceptLabel).check();
  await dialog.getByRole('button', { name: m.terms.accept }).click();
  await expect(dialog).toBeHidden();
}

/**
 * A new user, registered and verified through the e-mailed link, logged in through the UI with
 * the terms accepted, on the dashboard: where most flows start. Answers the user's e-mail.
 */
export async function signUpAndIn(page: Page, language: Language, label: string): Promise<string> {
  const email = newEmail(label);
  await registerAndVerify(page, language, email);
  await page.goto('/login');
  await logIn(page, language, email);
  await acceptTerms(page, language);
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}
