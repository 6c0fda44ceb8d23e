import type { StoredSession } from '@folio/core';
import { createFolioClients, FolioError, type FolioClients } from '@folio/sdk';
import type { Page } from '@playwright/test';

import { registerVerifiedAccount } from '../support/accounts';
import { startServers, type RunningServers } from '../support/start-servers';

import {
  acceptTerms,
  expect,
  LOCALES,
  logIn,
  messagesOf,
  newEmail,
  PASSWORD,
  test,
  toast,
} from './web-test';

const en = messagesOf('en');

// Each test starts its own servers (they change the environment, or stop them), so the browser
// goes to their absolute URLs rather than to the shared run's baseURL.
test.use({ locale: LOCALES.en });

/** SDK clients for servers a test started itself. */
const clientsFor = (servers: RunningServers): FolioClients =>
  createFolioClients({ middlewareUrl: servers.middlewareUrl, serviceUrl: servers.serviceUrl });

/** Registers `email` through the SDK and verifies it with the link from the servers' outbox. */
async function registerVerified(servers: RunningServers, email: string): Promise<void> {
  await registerVerifiedAccount(clientsFor(servers), servers.dataDir, email, {
    password: PASSWORD,
  });
}

/** Logs in through the UI of `servers`, accepts the terms and lands on the dashboard. */
async function signIn(page: Page, servers: RunningServers, email: string): Promise<void> {
  await page.goto(`${servers.webUrl}/login`);
  await logIn(page, 'en', email);
  await acceptTerms(page, 'en');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { name: en.pages.dashboard.title, level: 1 }),
  ).toBeVisible();
}

/** The session the browser keeps in local storage (SPEC §3 "authUser"). */
async function storedSession(page: Page): Promise<StoredSession | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem('authUser'));
  return raw === null ? null : (JSON.parse(raw) as StoredSession);
}

/** The HTTP status the servers answer `GET /auth/validate` with for `token`. */
async function validationStatus(servers: RunningServers, token = ''): Promise<number> {
  return clientsFor(servers)
    .middleware.GET('/auth/validate', { params: { query: { token } } })
    .then(
      ({ response }) => response.status,
      (error: unknown) => (error instanceof FolioError ? error.status : 0),
    );
}

test.describe('session recovery', () => {
  test('an expired access token is refreshed silently', async ({ page, consoleErrors }) => {
    test.setTimeout(90_000);
    const lifetimeSeconds = 3;
    const servers = await startServers({ FOLIO_ACCESS_TOKEN_SECONDS: String(lifetimeSeconds) });
    try {
      const email = newEmail('refresh');
      await registerVerified(servers, email);
      await signIn(page, servers, email);
      const before = await storedSession(page);
      expect(before).toMatchObject({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
      });

      // Past the lifetime the servers refuse the stored access token.
      await expect
        .poll(async () => validationStatus(servers, before?.access_token), {
          timeout: (lifetimeSeconds + 10) * 1000,
        })
        .toBe(401);

      // A reload starts the session machine, which validates the stored token first.
      await page.reload();

      await expect
        .poll(async () => (await storedSession(page))?.refresh_token)
        .not.toBe(before?.refresh_token);
      const after = await storedSession(page);
      expect(after?.access_token).not.toBe(before?.access_token);
      await expect(
        page.getByRole('heading', { name: en.pages.dashboard.title, level: 1 }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(toast(page, en.errors.sessionExpired)).toBeHidden();
      await expect(page.getByRole('dialog', { name: en.terms.title })).toBeHidden();

      // The renewed token is the one the servers accept now.
      expect(await validationStatus(servers, after?.access_token)).toBe(200);

      // Chromium logs the refused validation of the expired token; that refusal is the point.
      expect(consoleErrors.every((text) => text.includes('status of 401'))).toBe(true);
      consoleErrors.length = 0;
    } finally {
      await servers.stop();
    }
  });

  test('stopping the middleware shows the maintenance screen within 30 s, and recovering brings the app back', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const maintenance = page.getByRole('heading', { name: en.maintenance.title });
    const dashboard = page.getByRole('heading', { name: en.pages.dashboard.title, level: 1 });
    const first = await startServers();
    let running: RunningServers = first;
    try {
      const email = newEmail('maintenance');
      await registerVerified(first, email);
      await page.clock.install();
      await signIn(page, first, email);

      // A real stop (SIGTERM), not a mocked answer: the page already holds the bundle.
      await first.halt();
      await page.clock.runFor(30_000); // SPEC §4, §9: health check every 30 s
      await expect(maintenance).toBeVisible();
      await expect(dashboard).toBeHidden();
      await expect(page.locator('main p')).toHaveCount(3);

      // The same servers again: the same ports, data folder and database.
      running = await startServers({}, { ports: first.ports, data: first });
      await page.clock.runFor(30_000);
      await expect(dashboard).toBeVisible();
      await expect(maintenance).toBeHidden();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(toast(page, en.errors.sessionExpired)).toBeHidden();

      // Chromium logs the health checks the stopped servers could not answer; they are the point.
      expect(
        consoleErrors.every((text) => text.includes('net::ERR_CONNECTION_REFUSED')),
        consoleErrors.join('\n'),
      ).toBe(true);
      consoleErrors.length = 0;
    } finally {
      await running.stop();
    }
  });
});
