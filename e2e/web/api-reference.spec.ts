import { expect, test } from './web-test';

// The reference of both hosts renders offline under the app's Content-Security-Policy: the
// fixture fails the test on any console error, a refused script or style among them.
test.describe('API reference (issue 21)', () => {
  test('shows the middleware operations and links to the service, fetching nothing from outside', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/docs/api');
    await expect(page.getByRole('heading', { name: 'Create an API key' }).first()).toBeAttached();
    await page.getByRole('link', { name: 'Folio service API' }).click();
    await expect(page).toHaveURL(/\/docs\/api\/service$/);
    await expect(page.getByText('Combine PDFs in the order given').first()).toBeAttached();
    const origin = new URL(page.url()).origin;
    const external = requested.filter((url) => /^https?:/.test(url) && !url.startsWith(origin));
    expect(external).toEqual([]);
  });
});
