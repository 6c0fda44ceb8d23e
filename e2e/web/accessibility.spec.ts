import type { Language } from '@folio/core';
import type { Page } from '@playwright/test';

import { TEST_PASSWORD } from '../support/accounts';

import {
  seedAccessibilityUser,
  SEEDED_CONFIGURATION,
  type AccessibilitySeed,
} from './accessibility-seed';
import {
  conversationStates,
  dashboardStates,
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
import {
  addDriveFiles,
  cloudImportStates,
  cloudUploadState,
  connectDrive,
  disconnectState,
} from './accessibility-drive';
import { cloudTest, userWithResults } from './cloud-servers';
import { acceptTerms, expect, LOCALES, logIn, messagesOf, test } from './web-test';

type Messages = ReturnType<typeof messagesOf>;

/**
 * A screen of the run: where it is, a text that shows once its data is on it (or a wait of its
 * own, `ready`), and the states reached from it that are checked too (dialogs open, steps,
 * answers, errors).
 */
type Screen = {
  name: string;
  path: string;
  shows?: string;
  ready?: (page: Page, m: Messages) => Promise<void>;
  states?: ScreenState[];
};

const PUBLIC_SCREENS: Screen[] = [
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register', states: registerStates },
  { name: 'forgot password', path: '/forgot-password' },
  { name: 'data protection', path: '/data-protection' },
];

/** Every signed-in screen (SPEC §2), with the seeded data where a screen lists it. */
const signedInScreens = (seed: AccessibilitySeed): Screen[] => [
  {
    name: 'dashboard',
    path: '/dashboard',
    // With the seed's work: the figures and the chart, whose canvas Chart.js sizes after a resize.
    ready: async (page, m) => {
      await expect(
        page.getByRole('region', { name: m.dashboard.chart.title }).locator('canvas'),
      ).toBeVisible();
    },
    states: [manualState, ...dashboardStates],
  },
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

/** The names of the signed-in screens, known before the seed (tests are declared first). */
const SIGNED_IN_SCREEN_NAMES = signedInScreens({ email: '', password: '', documentId: '' }).map(
  ({ name }) => name,
);

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
  await screen.ready?.(page, messagesOf(language));
  await expect(page.getByText(loading, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: loading })).toHaveCount(0);
}

/** Where a screen and its states are looked at: both languages' usual checks, or a theme's. */
type Checks = { screen: readonly Check[]; states: readonly Check[]; label?: string };

const checksIn = (language: Language): Checks => ({
  screen: SCREEN_CHECKS,
  states: STATE_CHECKS[language],
});

/** A colour theme changes no layout: axe on a laptop, for the screen and each state. */
const themeChecks = (theme: string): Checks => ({
  screen: [{ viewport: LAPTOP, withAxe: true }],
  states: [{ viewport: LAPTOP, withAxe: true }],
  label: ` in ${theme}`,
});

/**
 * No finding on `what`: a soft expectation, so a run lists every screen's findings, each as soon
 * as its screen is done (a run cut short by its timeout still tells what it saw).
 */
function expectNoFindings(what: string, findings: readonly AccessibilityFinding[]) {
  expect.soft(describeFindings(findings), what).toEqual([]);
}

/** Checks `screen` as loaded, then each of its states in turn (reached on a laptop screen). */
async function checkScreen(
  page: Page,
  language: Language,
  screen: Screen,
  checks: Checks = checksIn(language),
): Promise<void> {
  const m = messagesOf(language);
  const name = `${screen.name}${checks.label ?? ''}`;
  await openScreen(page, language, screen);
  const findings = await findingsAt(page, name, checks.screen);
  for (const state of screen.states ?? []) {
    await page.setViewportSize(LAPTOP);
    await state.open(page, m);
    findings.push(
      ...(await findingsAt(page, `${name}, ${state.name}`, checks.states, state.scope)),
    );
    await state.close?.(page, m);
  }
  expectNoFindings(name, findings);
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
      // About 3 min on an idle 2-core machine; the cap leaves room for a loaded one.
      test.setTimeout(600_000);
      for (const screen of PUBLIC_SCREENS) {
        await checkScreen(page, language, screen);
      }

      await page.goto('/login');
      await logIn(page, language, seed.email, seed.password);
      await expect(
        page.getByRole('dialog', { name: messagesOf(language).terms.title }),
      ).toBeVisible();
      expectNoFindings('terms dialog', await findingsAt(page, 'terms dialog', SCREEN_CHECKS));
      await page.setViewportSize(LAPTOP);
      await acceptTerms(page, language);

      for (const screen of signedInScreens(seed)) {
        await checkScreen(page, language, screen);
      }
    });
  });
}

/** The layout settings (SPEC §3) of a theme, as the settings panel keeps them. */
async function useLayout(page: Page, layout: Record<string, string>) {
  await page.evaluate((settings) => {
    localStorage.setItem('layoutSettings', JSON.stringify(settings));
  }, layout);
}

/**
 * The layout settings' colours (SPEC §3): dark mode with the coloured sidebar and top bar on every
 * signed-in screen and state, and the light sidebar with the dark top bar on the busiest screen.
 * Colours do not change with the language, so English alone, on a laptop. The public screens
 * have no layout settings. The gradient sidebars are left to the figures of the note: axe cannot
 * measure text on a gradient.
 */
const DARK_MODE = { layoutModeType: 'dark', leftSideBarTheme: 'colored', topbarTheme: 'colored' };
const THEMES: Array<{ name: string; layout: Record<string, string>; screens?: string[] }> = [
  { name: 'dark mode, coloured sidebar and top bar', layout: DARK_MODE },
  {
    name: 'light sidebar, dark top bar',
    layout: { leftSideBarTheme: 'light', topbarTheme: 'dark' },
    screens: ['files'],
  },
];

test.describe('accessibility of the layout themes', () => {
  // One signed-in page for every screen, each screen its own test: a finding or a slow screen
  // fails that screen alone, and the others are still looked at.
  let page: Page;

  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    page = await browser.newPage({ locale: LOCALES.en, viewport: LAPTOP, baseURL });
    await page.goto('/login');
    await logIn(page, 'en', seed.email, seed.password);
    await acceptTerms(page, 'en');
  });

  test.afterAll(async () => {
    await page.close();
  });

  for (const theme of THEMES) {
    for (const name of theme.screens ?? SIGNED_IN_SCREEN_NAMES) {
      test(`${name} and its states pass axe in ${theme.name}`, async () => {
        test.setTimeout(180_000);
        await useLayout(page, theme.layout);
        const screen = signedInScreens(seed).find((each) => each.name === name);
        expect(screen).toBeDefined();
        if (screen) {
          await checkScreen(page, 'en', screen, themeChecks(theme.name));
        }
      });
    }
  }
});

/** The import screen of Google Drive (SPEC §2 does not show its path; the web app's is this). */
const DRIVE_IMPORT = '/files/import/google-drive';

/**
 * The cloud account's screens (issue 14) on the servers with a fake Google (`drive-servers.ts`):
 * the import screen before the account is connected, the profile with it connected and its
 * disconnect dialog, the import screen with its files, a refused and a finished import, and
 * Files' upload to the cloud. In English, dark mode too.
 */
for (const language of ['en', 'sp'] as const) {
  cloudTest.describe(`accessibility of the cloud accounts in ${language}`, () => {
    cloudTest.use({ locale: LOCALES[language], viewport: LAPTOP });

    cloudTest(
      'the connected accounts, the import screen and the upload dialog pass axe and reflow',
      async ({ page, google, servers }) => {
        cloudTest.setTimeout(360_000);
        const files = await addDriveFiles(google, language);
        const { email } = await userWithResults(servers, `a11y-drive-${language}`);
        await page.goto('/login');
        await logIn(page, language, email, TEST_PASSWORD);
        await acceptTerms(page, language);

        await checkScreen(page, language, {
          name: 'cloud import, not connected',
          path: DRIVE_IMPORT,
        });
        await connectDrive(page, messagesOf(language));
        const screens: Screen[] = [
          { name: 'profile, Google Drive connected', path: '/profile', states: [disconnectState] },
          {
            name: 'cloud import',
            path: DRIVE_IMPORT,
            shows: files[0],
            states: cloudImportStates(files),
          },
          { name: 'files, upload to the cloud', path: '/files', states: [cloudUploadState] },
        ];
        for (const screen of screens) {
          await checkScreen(page, language, screen);
        }
        if (language === 'en') {
          await useLayout(page, DARK_MODE);
          for (const screen of screens) {
            await checkScreen(page, language, screen, themeChecks('dark mode'));
          }
        }
      },
    );
  });
}
