import {
  expect,
  LOCALES,
  logIn,
  acceptTerms,
  messagesOf,
  newEmail,
  registerAndVerify,
  test,
} from './web-test';

const en = messagesOf('en');

// A browser in English, so the language rule starts in English (DECISIONS.md "Language").
test.use({ locale: LOCALES.en });

test.describe('app shell', () => {
  test('serves the app under the CSP: / sends a signed-out visitor to login, with the server version', async ({
    page,
    request,
  }) => {
    const config = (await (await request.get('/api/config')).json()) as { version: string };

    const response = await page.goto('/');

    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page).toHaveTitle('Folio');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: en.auth.login.title })).toBeVisible();
    await expect(page.getByText(`Server version ${config.version}`)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('switches between English and Spanish, and the choice survives a reload', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByText(/^Server version /)).toBeVisible();

    await page.getByRole('button', { name: 'Spanish' }).click();
    await expect(page.getByText(/^Versión del servidor /)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bienvenido de nuevo' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('sp');

    await page.reload();
    await expect(page.getByText(/^Versión del servidor /)).toBeVisible();

    await page.getByRole('button', { name: 'Inglés' }).click();
    await expect(page.getByText(/^Server version /)).toBeVisible();
    await page.reload();
    await expect(page.getByText(/^Server version /)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  for (const path of [
    '/dashboard',
    '/extractor/new',
    '/extractor/run/invoices',
    '/chatbot',
    '/utils',
  ]) {
    test(`sends a signed-out visitor of ${path} to /login (SPEC §2), from the SPA fallback`, async ({
      page,
    }) => {
      const response = await page.goto(path);

      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: en.auth.login.title })).toBeVisible();
    });
  }

  test('shows the not-found page for a path without a screen', async ({ page }) => {
    await page.goto('/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('shows the maintenance screen while the health check fails, then the app again', async ({
    page,
    consoleErrors,
  }) => {
    await page.clock.install();
    const isHealthCheck = (url: URL) => url.pathname === '/api' || url.pathname === '/api/';
    await page.route(isHealthCheck, (route) =>
      route.fulfill({
        status: 503,
        json: { errorCode: 'SERVICE_UNAVAILABLE', errorMessage: 'Down for maintenance' },
      }),
    );

    await page.goto('/login');
    await expect(
      page.getByRole('heading', { name: 'We are carrying out maintenance' }),
    ).toBeVisible();
    await expect(page.locator('main p')).toHaveCount(3);

    await page.unroute(isHealthCheck);
    await page.clock.runFor(30_000); // SPEC §9: health check every 30 s
    await expect(page.getByRole('heading', { name: en.auth.login.title })).toBeVisible();

    // Chromium logs each refused health check; those are the point of this test.
    expect(consoleErrors.every((text) => text.includes('status of 503'))).toBe(true);
    consoleErrors.length = 0;
  });

  test('keeps API paths out of the fallback: an unknown /api path answers the JSON error', async ({
    request,
  }) => {
    const response = await request.get('/api/no-such-endpoint');

    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ errorCode: 'ENDPOINT_NOT_FOUND' });
  });

  test('keeps the layout settings across a reload; horizontal forces a dark top bar (SPEC §3, §4)', async ({
    page,
  }) => {
    const email = newEmail('layout');
    await registerAndVerify(page, 'en', email);
    await page.goto('/login');
    await logIn(page, 'en', email);
    await acceptTerms(page, 'en');

    await page.getByRole('button', { name: en.layout.open }).click();
    const panel = page.getByRole('complementary').filter({ hasText: en.layout.title });
    await panel
      .getByRole('group', { name: en.layout.layoutType.label })
      .getByLabel(en.layout.layoutType.horizontal)
      .check();
    await panel
      .getByRole('group', { name: en.layout.layoutMode.label })
      .getByLabel(en.layout.layoutMode.dark)
      .check();
    await page.getByRole('button', { name: en.layout.close }).click();

    await expect(page.locator('body')).toHaveAttribute('data-layout', 'horizontal');
    await expect(page.locator('body')).toHaveAttribute('data-topbar', 'dark');
    await expect(page.locator('body')).not.toHaveAttribute('data-sidebar', /.*/);

    await page.reload();
    await expect(
      page.getByRole('heading', { name: en.pages.dashboard.title, level: 1 }),
    ).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-layout', 'horizontal');
    await expect(page.locator('body')).toHaveAttribute('data-layout-mode', 'dark');
  });
});
