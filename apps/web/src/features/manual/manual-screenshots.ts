import type { Language } from '@folio/core';

import type { GuideSection } from './manual-sections';

/**
 * The guides that have a screenshot in `apps/web/public/manual/<language>/<section>.png`, made
 * from the real app by `e2e/web/manual-screenshots.spec.ts` (FOLIO_MANUAL_SCREENSHOTS=1). A guide
 * is listed once its PNGs are committed in both languages, so the manual never asks for a missing
 * picture.
 */
export const SCREENSHOT_SECTIONS: ReadonlySet<GuideSection> = new Set<GuideSection>([
  'introduction',
  'extractor',
  'chatbot',
  'files',
  'utils',
]);

/** The screenshot of a guide in a language, or undefined while it has none. */
export function screenshotOf(section: GuideSection, language: Language): string | undefined {
  return SCREENSHOT_SECTIONS.has(section) ? `/manual/${language}/${section}.png` : undefined;
}
