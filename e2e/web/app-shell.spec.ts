import { expect, test as base } from '@playwright/test';

// Every test fails on a console error or an uncaught exception: a CSP violation (an inline
// script, eval, a blocked connection) shows up there and nowhere else.
const test = base.extend<{ consoleErrors: string[] }>({
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

// A browser in English, so the language rule starts in English (DECISIONS.md "Language").
test.use({ locale: 'en-US' });

test.describe('app shell', () => {
  test('serves the app under the CSP and shows the product name and server version', async ({
    page,
    request,
  }) => {
    const config = (await (await request.get('/api/config')).json()) as { version: string };

    const response = await page.goto('/');

    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page).toHaveTitle('Folio');
    await expect(page.getByRole('heading', { name: 'Folio' })).toBeVisible();
    await expect(page.getByText(`Server version ${config.version}`)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('switches between English and Spanish, and the choice survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByText(/^Server version /)).toBeVisible();

    await page.getByRole('button', { name: 'Spanish' }).click();
    await expect(page.getByText(/^Versión del servidor /)).toBeVisible();
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

  test('opens a deep client route in the app (SPA fallback), not a 404 JSON', async ({ page }) => {
    const response = await page.goto('/extractor/new');

    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Folio' })).toBeVisible();
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

    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'We are carrying out maintenance' }),
    ).toBeVisible();
    await expect(page.locator('main p')).toHaveCount(3);

    await page.unroute(isHealthCheck);
    await page.clock.runFor(30_000); // SPEC §9: health check every 30 s
    await expect(page.getByRole('heading', { name: 'Folio' })).toBeVisible();

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
});
