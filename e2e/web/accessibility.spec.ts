import type { Language } from '@folio/core';
import type { Page } from '@playwright/test';

import {
  seedAccessibilityUser,
  SEEDED_CONFIGURATION,
  type AccessibilitySeed,
} from './accessibility-seed';
import { describeFindings, screenFindings, type AccessibilityFinding } from './axe-check';
import { acceptTerms, expect, LOCALES, logIn, messagesOf, test } from './web-test';

type Messages = ReturnType<typeof messagesOf>;

/**
 * A screen of the run: where it is, a text that shows once its data is on it, and the name of a
 * button that opens a dialog of the same name, checked open too.
 */
type Screen = { name: string; path: string; shows?: string; dialog?: (m: Messages) => string };

const PUBLIC_SCREENS: Screen[] = [
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'forgot password', path: '/forgot-password' },
  { name: 'data protection', path: '/data-protection' },
];

/** Every signed-in screen (SPEC §2), with the seeded data where a screen lists it. */
const signedInScreens = (seed: AccessibilitySeed): Screen[] => [
  // The dashboard and profile are being rebuilt (issues of their own): checked as they are.
  { name: 'dashboard', path: '/dashboard' },
  { name: 'profile', path: '/profile' },
  {
    name: 'files',
    path: '/files',
    shows: 'invoice.pdf',
    dialog: (m) => m.files.folders.create,
  },
  { name: 'extractor', path: '/extractor', shows: SEEDED_CONFIGURATION },
  { name: 'new configuration', path: '/extractor/new' },
  { name: 'last configurations', path: '/extractor/last-configs', shows: SEEDED_CONFIGURATION },
  { name: 'run', path: `/extractor/run/${SEEDED_CONFIGURATION}` },
  { name: 'results', path: `/extractor/results/${SEEDED_CONFIGURATION}`, shows: 'invoice-1.pdf' },
  { name: 'verify', path: `/extractor/${seed.documentId}`, shows: 'invoice-1.pdf' },
  { name: 'utilities', path: '/utils' },
  { name: 'chatbot', path: '/chatbot' },
  { name: 'new topic', path: '/chatbot/new-topic' },
  { name: 'conversation', path: '/chatbot/run-topic/BUSQUEDA_GLOBAL' },
];

/** A laptop and a phone: each screen is checked at both, without reloading it. */
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

/** The findings of the page as it is now, at each viewport. */
async function findingsAtEachWidth(page: Page, name: string): Promise<AccessibilityFinding[]> {
  const findings: AccessibilityFinding[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(viewport.width);
    findings.push(...(await screenFindings(page, `${name} at ${String(viewport.width)} px`)));
  }
  return findings;
}

/** Opens `screen` and waits for it to be drawn: its heading, its data, no loading indicator. */
async function openScreen(page: Page, language: Language, screen: Screen) {
  const loading = messagesOf(language).common.loading;
  await page.goto(screen.path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (screen.shows !== undefined) {
    await expect(page.getByText(screen.shows).first()).toBeVisible();
  }
  await expect(page.getByText(loading, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: loading })).toHaveCount(0);
}

let seed: AccessibilitySeed;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  seed = await seedAccessibilityUser();
});

for (const language of ['en', 'sp'] as const) {
  test.describe(`accessibility in ${language}`, () => {
    test.use({ locale: LOCALES[language], viewport: VIEWPORTS[0] });

    test('every screen passes axe (WCAG 2.2 AA, best practices) and reflows, at 1366 and 390 px', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const findings: AccessibilityFinding[] = [];
      const check = async (name: string) =>
        findings.push(...(await findingsAtEachWidth(page, name)));

      for (const screen of PUBLIC_SCREENS) {
        await openScreen(page, language, screen);
        await check(screen.name);
      }

      await page.goto('/login');
      await logIn(page, language, seed.email, seed.password);
      await expect(
        page.getByRole('dialog', { name: messagesOf(language).terms.title }),
      ).toBeVisible();
      await check('terms dialog');
      await acceptTerms(page, language);

      for (const screen of signedInScreens(seed)) {
        await openScreen(page, language, screen);
        await check(screen.name);
        if (screen.dialog) {
          const name = screen.dialog(messagesOf(language));
          await page.getByRole('button', { name, exact: true }).click();
          const dialog = page.getByRole('dialog', { name });
          await expect(dialog).toBeVisible();
          await check(`${screen.name}, dialog "${name}"`);
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      }

      expect(describeFindings(findings)).toEqual([]);
    });
  });
}
