import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What the accessibility run holds every screen to (issue 22): WCAG 2.0–2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
] as const;

/** One problem found on one screen, in words a failure message can list. */
export type AccessibilityFinding = {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
};

/**
 * The sandboxed frames (HTML previews) run no scripts, so axe cannot look inside them: they are
 * left out of its run, and their one rule of their own, a title, is checked here.
 */
const SANDBOXED_FRAME = 'iframe[sandbox]';

/**
 * The axe violations of the page as it is now, one finding per rule; of the part `scope` selects
 * only, when given (a dialog over a page already checked: a quarter of the time).
 */
export async function axeFindings(
  page: Page,
  screen: string,
  scope?: string,
): Promise<AccessibilityFinding[]> {
  const builder = new AxeBuilder({ page });
  if (scope !== undefined) {
    builder.include(scope);
  }
  const results = await builder
    .withTags([...AXE_TAGS])
    .exclude(SANDBOXED_FRAME)
    .setLegacyMode()
    .options({ iframes: false })
    .analyze();
  const untitledFrames = await page.locator(`${SANDBOXED_FRAME}:not([title])`).count();
  return [
    ...results.violations.map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      targets: violation.nodes.map((node) => node.target.join(' ')),
    })),
    ...(untitledFrames > 0
      ? [{ screen, rule: 'frame-title', impact: 'serious', targets: [SANDBOXED_FRAME] }]
      : []),
  ];
}

/**
 * Reflow (WCAG 1.4.10): the page itself must not scroll sideways; wide content scrolls inside its
 * own region. Answers a finding when the document is wider than the viewport.
 */
export async function reflowFindings(page: Page, screen: string): Promise<AccessibilityFinding[]> {
  // A resize is followed by the shell's own change of layout (the sidebar turns into a drawer)
  // and by its transitions: the page gets a moment to settle before it is judged.
  const settles = await page
    .waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, null, {
      timeout: 3_000,
    })
    .then(
      () => true,
      () => false,
    );
  if (settles) {
    return [];
  }
  const overflow = await page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) {
      return null;
    }
    // The outermost elements that reach past the right edge, outside any scrolling region: where
    // to look for the cause.
    const scrolls = (element: Element) =>
      ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const culprits = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => {
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (scrolls(parent)) {
            return false;
          }
        }
        return true;
      })
      .filter((element) => (element.parentElement?.getBoundingClientRect().right ?? 0) <= width + 1)
      .map(
        (element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, width, culprits };
  });
  if (overflow === null) {
    return [];
  }
  return [
    {
      screen,
      rule: 'reflow',
      impact: 'serious',
      targets: [
        `page is ${String(overflow.scrollWidth)} px wide in a ${String(overflow.width)} px viewport`,
        ...overflow.culprits,
      ],
    },
  ];
}

/** Both checks of a screen: axe (of `scope` when given), then reflow (of the whole page). */
export async function screenFindings(
  page: Page,
  screen: string,
  scope?: string,
): Promise<AccessibilityFinding[]> {
  return [...(await axeFindings(page, screen, scope)), ...(await reflowFindings(page, screen))];
}

/** The findings as one line each, so a failing run lists every screen's problems at once. */
export const describeFindings = (findings: readonly AccessibilityFinding[]): string[] =>
  findings.map(
    ({ screen, rule, impact, targets }) =>
      `${screen}: ${rule} (${impact}) ×${String(targets.length)}: ${targets.slice(0, 6).join(' | ')}`,
  );
