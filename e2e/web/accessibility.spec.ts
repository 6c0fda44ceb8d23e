import type { Language } from '@folio/core';
import type { Page } from '@playwright/test';

import {
  seedAccessibilityUser,
  SEEDED_CONFIGURATION,
  type AccessibilitySeed,
} from './accessibility-seed';
import {
  conversationStates,
  extractorStates,
  filesStates,
  manualState,
  profileStates,
  registerStates,
  resultsStates,
  verifyStates,
  wizardStates,
  type ScreenState,
} from './accessibility-states';
import {
  describeFindings,
  reflowFindings,
  screenFindings,
  type AccessibilityFinding,
} from './axe-check';
import { acceptTerms, expect, LOCALES, logIn, messagesOf, test } from './web-test';

/**
 * A screen of the run: where it is, a text that shows once its data is on it, and the states
 * reached from it that are checked too (dialogs open, steps, answers, errors).
 */
type Screen = { name: string; path: string; shows?: string; states?: ScreenState[] };

const PUBLIC_SCREENS: Screen[] = [
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register', states: registerStates },
  { name: 'forgot password', path: '/forgot-password' },
  { name: 'data protection', path: '/data-protection' },
];

/** Every signed-in screen (SPEC §2), with the seeded data where a screen lists it. */
const signedInScreens = (seed: AccessibilitySeed): Screen[] => [
  { name: 'dashboard', path: '/dashboard', states: [manualState] },
  { name: 'profile', path: '/profile', states: profileStates },
  { name: 'files', path: '/files', shows: 'invoice.pdf', states: filesStates },
  {
    name: 'extractor',
    path: '/extractor',
    shows: SEEDED_CONFIGURATION,
    states: extractorStates,
  },
  { name: 'new configuration', path: '/extractor/new', states: wizardStates },
  { name: 'last configurations', path: '/extractor/last-configs', shows: SEEDED_CONFIGURATION },
  { name: 'run', path: `/extractor/run/${SEEDED_CONFIGURATION}` },
  {
    name: 'results',
    path: `/extractor/results/${SEEDED_CONFIGURATION}`,
    shows: 'invoice-1.pdf',
    states: resultsStates,
  },
  {
    name: 'verify',
    path: `/extractor/${seed.documentId}`,
    shows: 'invoice-1.pdf',
    states: verifyStates,
  },
  { name: 'utilities', path: '/utils' },
  { name: 'chatbot', path: '/chatbot' },
  { name: 'new topic', path: '/chatbot/new-topic' },
  {
    name: 'conversation',
    path: '/chatbot/run-topic/BUSQUEDA_GLOBAL',
    states: conversationStates,
  },
];

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
/** 400 % zoom of a 1280 px window (WCAG 1.4.10): only the reflow is checked there. */
const ZOOMED = { width: 320, height: 640 };

/** A width the page is looked at, and whether axe runs there or only the reflow check. */
type Check = { viewport: { width: number; height: number }; withAxe: boolean };

/** Each screen: axe on a laptop and a phone, the reflow at both and at 320 px. */
const SCREEN_CHECKS: Check[] = [
  { viewport: LAPTOP, withAxe: true },
  { viewport: PHONE, withAxe: true },
  { viewport: ZOOMED, withAxe: false },
];

/**
 * Each state: axe at one width per language (the laptop in English, the phone in Spanish, whose
 * longer words are the harder fit), the reflow at the phone's and at 320 px in both. The run
 * stays near its time while every state is analysed in both languages.
 */
const STATE_CHECKS: Record<Language, Check[]> = {
  en: [
    { viewport: LAPTOP, withAxe: true },
    { viewport: PHONE, withAxe: false },
    { viewport: ZOOMED, withAxe: false },
  ],
  sp: [
    { viewport: PHONE, withAxe: true },
    { viewport: ZOOMED, withAxe: false },
  ],
};

/** The findings of the page as it is now, at each of `checks` (axe looks at `scope` only). */
async function findingsAt(
  page: Page,
  name: string,
  checks: readonly Check[],
  scope?: string,
): Promise<AccessibilityFinding[]> {
  const findings: AccessibilityFinding[] = [];
  for (const { viewport, withAxe } of checks) {
    await page.setViewportSize(viewport);
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(viewport.width);
    const at = `${name} at ${String(viewport.width)} px`;
    findings.push(
      ...(withAxe ? await screenFindings(page, at, scope) : await reflowFindings(page, at)),
    );
  }
  return findings;
}

/** Opens `screen` and waits for it to be drawn: its heading, its data, no loading indicator. */
async function openScreen(page: Page, language: Language, screen: Screen) {
  const loading = messagesOf(language).common.loading;
  await page.setViewportSize(LAPTOP);
  await page.goto(screen.path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (screen.shows !== undefined) {
    await expect(page.getByText(screen.shows).first()).toBeVisible();
  }
  await expect(page.getByText(loading, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: loading })).toHaveCount(0);
}

/** Checks `screen` as loaded, then each of its states in turn (reached on a laptop screen). */
async function checkScreen(
  page: Page,
  language: Language,
  screen: Screen,
): Promise<AccessibilityFinding[]> {
  const m = messagesOf(language);
  await openScreen(page, language, screen);
  const findings = await findingsAt(page, screen.name, SCREEN_CHECKS);
  for (const state of screen.states ?? []) {
    await page.setViewportSize(LAPTOP);
    await state.open(page, m);
    findings.push(
      ...(await findingsAt(
        page,
        `${screen.name}, ${state.name}`,
        STATE_CHECKS[language],
        state.scope,
      )),
    );
    await state.close?.(page, m);
  }
  return findings;
}

let seed: AccessibilitySeed;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  seed = await seedAccessibilityUser();
});

for (const language of ['en', 'sp'] as const) {
  test.describe(`accessibility in ${language}`, () => {
    test.use({ locale: LOCALES[language], viewport: LAPTOP });

    test('every screen and state passes axe (WCAG 2.2 AA, best practices) and reflows down to 320 px', async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const findings: AccessibilityFinding[] = [];

      for (const screen of PUBLIC_SCREENS) {
        findings.push(...(await checkScreen(page, language, screen)));
      }

      await page.goto('/login');
      await logIn(page, language, seed.email, seed.password);
      await expect(
        page.getByRole('dialog', { name: messagesOf(language).terms.title }),
      ).toBeVisible();
      findings.push(...(await findingsAt(page, 'terms dialog', SCREEN_CHECKS)));
      await page.setViewportSize(LAPTOP);
      await acceptTerms(page, language);

      for (const screen of signedInScreens(seed)) {
        findings.push(...(await checkScreen(page, language, screen)));
      }

      expect(describeFindings(findings)).toEqual([]);
    });
  });
}

/**
 * The layout settings' colours (SPEC §3): dark mode with the coloured sidebar and top bar on the
 * busiest screens, and the light sidebar with the dark top bar. Colours do not change with the
 * language, so English alone, on a laptop. The gradient sidebars are left to the figures of the
 * note: axe cannot measure text on a gradient.
 */
const THEMES: Array<{ name: string; layout: Record<string, string>; screens: string[] }> = [
  {
    name: 'dark mode, coloured sidebar and top bar',
    layout: { layoutModeType: 'dark', leftSideBarTheme: 'colored', topbarTheme: 'colored' },
    screens: ['dashboard', 'files', 'results', 'verify', 'conversation'],
  },
  {
    name: 'light sidebar, dark top bar',
    layout: { leftSideBarTheme: 'light', topbarTheme: 'dark' },
    screens: ['files'],
  },
];

test.describe('accessibility of the layout themes', () => {
  test.use({ locale: LOCALES.en, viewport: LAPTOP });

  test('dark mode and the sidebar and top bar colours pass axe', async ({ page }) => {
    test.setTimeout(150_000);
    const findings: AccessibilityFinding[] = [];
    await page.goto('/login');
    await logIn(page, 'en', seed.email, seed.password);
    await acceptTerms(page, 'en');
    for (const theme of THEMES) {
      await page.evaluate((layout) => {
        localStorage.setItem('layoutSettings', JSON.stringify(layout));
      }, theme.layout);
      for (const screen of signedInScreens(seed).filter(({ name }) =>
        theme.screens.includes(name),
      )) {
        await openScreen(page, 'en', screen);
        findings.push(...(await screenFindings(page, `${screen.name} in ${theme.name}`)));
      }
    }
    expect(describeFindings(findings)).toEqual([]);
  });
});
