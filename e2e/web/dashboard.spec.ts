// The dashboard (SPEC §1 "dashboard with period filters", issue 13) in the browser: a new account's
// three first steps, and an account with work shown in both languages for each period, the period
// kept in the URL, the chart's text alternative, and no sideways scroll on a phone.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { reflowFindings } from './axe-check';
import { openDashboard, seedWork, signInSeedUser } from './seeded-account';
import { expect, LOCALES, messagesOf, test } from './web-test';

/**
 * A fixed zone where this run happens around noon, for the browser: rows made now are then on
 * "today" in every period, however close to midnight the machine's own clock is. Its offset in
 * hours from UTC, and its IANA name (POSIX's sign is the other way round: `Etc/GMT-2` is UTC+2).
 */
const NOON_OFFSET = (() => {
  const offset = (((12 - new Date().getUTCHours()) % 24) + 24) % 24;
  return offset > 14 ? offset - 24 : offset;
})();
const NOON_ZONE =
  NOON_OFFSET === 0
    ? 'Etc/GMT'
    : NOON_OFFSET > 0
      ? `Etc/GMT-${String(NOON_OFFSET)}`
      : `Etc/GMT+${String(-NOON_OFFSET)}`;

test.use({ timezoneId: NOON_ZONE });

/** The steps of each period's chart; a month has a step a day (this zone's month). */
const LOCAL_NOW = new Date(Date.now() + NOON_OFFSET * 60 * 60 * 1000);
const STEPS = {
  today: 24,
  week: 7,
  month: new Date(
    Date.UTC(LOCAL_NOW.getUTCFullYear(), LOCAL_NOW.getUTCMonth() + 1, 0),
  ).getUTCDate(),
  year: 12,
} as const;

/** The dashboard's own findings (WCAG 2.2 AA): the frame around it is checked elsewhere. */
async function dashboardViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('.dashboard')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

test.describe('dashboard', () => {
  test('shows a new account the three first steps, each a way in', async ({ page }) => {
    const m = messagesOf('en').dashboard;
    const user = await signInSeedUser('dash-new');
    await page.setViewportSize({ width: 1280, height: 800 });
    await openDashboard(page, 'en', user.email);
    const steps = page.getByRole('region', { name: m.firstSteps.title });
    await expect(steps).toBeVisible();
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      m.firstSteps.upload.title,
      m.firstSteps.configure.title,
      m.firstSteps.chat.title,
    ]);
    await expect(page.getByRole('group', { name: m.period.label })).toHaveCount(0);
    expect(await dashboardViolations(page)).toEqual([]);
    await steps.getByRole('link', { name: m.firstSteps.upload.link }).click();
    await expect(page).toHaveURL(/\/files$/);
  });

  for (const language of ['en', 'sp'] as const) {
    test.describe(`in ${language}`, () => {
      test.use({ locale: LOCALES[language] });

      test('shows the figures of each period, keeps the period in the URL, reflows on a phone', async ({
        page,
      }) => {
        test.setTimeout(180_000);
        const m = messagesOf(language).dashboard;
        const user = await signInSeedUser(`dash-${language}`);
        await seedWork(user);
        await page.setViewportSize({ width: 1280, height: 800 });
        await openDashboard(page, language, user.email);
        await expect(page.getByRole('heading', { name: m.title, level: 1 })).toBeVisible();

        const documents = page.getByRole('article', { name: m.documents.title });
        const filter = page.getByRole('group', { name: m.period.label });
        for (const period of ['today', 'week', 'year', 'month'] as const) {
          await filter.getByRole('button', { name: m.period[period], exact: true }).click();
          // The default period leaves the URL bare; another is named in it.
          await expect(page).toHaveURL(
            period === 'month' ? /\/dashboard$/ : new RegExp(`/dashboard\\?period=${period}$`),
          );
          await expect(documents.locator('.dashboard-card__value')).toHaveText('2');
          const runs = page.getByRole('article', { name: m.runs.title });
          await expect(runs.locator('.dashboard-card__value')).toHaveText('1');
          await expect(
            page
              .getByRole('article', { name: m.utilities.title })
              .locator('.dashboard-card__value'),
          ).toHaveText('1');
          await expect(page.getByRole('article', { name: m.accuracy.title })).not.toContainText(
            '—',
          );
          // The chart and its text alternative: a table with a row per step of the period.
          const chart = page.getByRole('region', { name: m.chart.title });
          await expect(chart.locator('canvas')).toBeVisible();
          await expect(chart.locator('table tbody tr')).toHaveCount(STEPS[period]);
        }

        // A reload shows the same period; the one before it has none of this work.
        await filter.getByRole('button', { name: m.period.week, exact: true }).click();
        await expect(page).toHaveURL(/period=week$/);
        await page.reload();
        await expect(
          filter.getByRole('button', { name: m.period.week, exact: true }),
        ).toHaveAttribute('aria-pressed', 'true');
        await expect(documents.locator('.dashboard-card__value')).toHaveText('2');
        await page.getByRole('button', { name: m.period.previous.week }).click();
        await expect(page).toHaveURL(/period=week&date=\d{4}-\d{2}-\d{2}$/);
        await expect(documents.locator('.dashboard-card__value')).toHaveText('0');
        await expect(page.getByRole('region', { name: m.runs.recent })).toContainText(m.runs.none);

        // Links lead to each figure's screen.
        await page.getByRole('button', { name: m.period.next.week }).click();
        await expect(documents.locator('.dashboard-card__value')).toHaveText('2');
        await expect(
          page
            .getByRole('article', { name: m.files.title })
            .getByRole('link', { name: m.files.link }),
        ).toHaveAttribute('href', '/files');
        const utilities = page.getByRole('article', { name: m.utilities.title });
        await expect(utilities).toContainText(m.utilities.tools.combinePdfs);
        await expect(utilities.getByRole('link', { name: m.utilities.link })).toHaveAttribute(
          'href',
          '/utils',
        );
        expect(await dashboardViolations(page)).toEqual([]);

        await page.setViewportSize({ width: 390, height: 844 });
        await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(390);
        // Judged once the layout has settled (the chart redraws at the new width).
        expect(await reflowFindings(page, 'dashboard')).toEqual([]);
        expect(await dashboardViolations(page)).toEqual([]);

        await page
          .getByRole('region', { name: m.runs.recent })
          .getByRole('link', { name: m.runs.resultsOf.replace('{{name}}', 'Invoices') })
          .click();
        await expect(page).toHaveURL(/\/extractor\/results\/Invoices$/);
      });
    });
  }
});
