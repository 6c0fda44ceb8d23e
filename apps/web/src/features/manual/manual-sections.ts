import { matchPath } from 'react-router-dom';

import { paths } from '../../app/paths';

/** The manual's sections (SPEC §1 "introduction, extractor, chatbot, files, utils, FAQ"), in order. */
export const MANUAL_SECTIONS = [
  'introduction',
  'extractor',
  'chatbot',
  'files',
  'utils',
  'faq',
] as const;

/** One section of the manual. */
export type ManualSection = (typeof MANUAL_SECTIONS)[number];

/** A section that explains a screen step by step (the FAQ is questions instead). */
export type GuideSection = Exclude<ManualSection, 'faq'>;

/** How many steps each guide has: `manual.sections.<id>.step1` .. `stepN`. */
export const GUIDE_STEPS: Record<GuideSection, number> = {
  introduction: 4,
  extractor: 5,
  chatbot: 5,
  files: 5,
  utils: 4,
};

/** Each section's icon (PrimeIcons), the same as the sidebar's for its screen. */
export const SECTION_ICONS: Record<ManualSection, string> = {
  introduction: 'pi-home',
  extractor: 'pi-sitemap',
  chatbot: 'pi-comments',
  files: 'pi-folder',
  utils: 'pi-wrench',
  faq: 'pi-question-circle',
};

/** True for a known section id (a stray string from the shell's state is the introduction). */
export function isManualSection(value: unknown): value is ManualSection {
  return MANUAL_SECTIONS.includes(value as ManualSection);
}

const SCREENS: ReadonlyArray<{ pattern: string; section: ManualSection }> = [
  { pattern: `${paths.extractor}/*`, section: 'extractor' },
  { pattern: paths.extractor, section: 'extractor' },
  { pattern: `${paths.chatbot}/*`, section: 'chatbot' },
  { pattern: paths.chatbot, section: 'chatbot' },
  { pattern: paths.files, section: 'files' },
  { pattern: paths.utils, section: 'utils' },
];

/**
 * The section that explains the screen at `pathname`: every extractor screen opens the extractor
 * section, every chatbot screen the chatbot's; the dashboard, the profile and anything else open
 * the introduction.
 */
export function manualSectionFor(pathname: string): ManualSection {
  return (
    SCREENS.find(({ pattern }) => matchPath(pattern, pathname) !== null)?.section ?? 'introduction'
  );
}
