import { openDashboard, signInSeedUser } from './seeded-account';
import { expect, LOCALES, messagesOf, test } from './web-test';

const en = messagesOf('en');

test.use({ locale: LOCALES.en });

/**
 * A link drawn as a button keeps the button's text colour: the plain-link colour once won over
 * the theme's layered `.p-button` and painted "New configuration" primary on its primary fill.
 */
test('a link drawn as a button has its text in the button colour, at rest and hovered', async ({
  page,
}) => {
  const user = await signInSeedUser('link-buttons');
  await openDashboard(page, 'en', user.email);
  await page.goto('/extractor');
  const link = page.getByRole('link', { name: en.extractor.list.new });
  const colours = () =>
    link.evaluate((element) => {
      const style = getComputedStyle(element);
      return { text: style.color, fill: style.backgroundColor };
    });
  await expect(link).toBeVisible();
  for (const state of ['rest', 'hovered']) {
    if (state === 'hovered') {
      await link.hover();
    }
    const { text, fill } = await colours();
    expect(text, state).toBe('rgb(255, 255, 255)');
    expect(fill, state).not.toBe(text);
  }
});
