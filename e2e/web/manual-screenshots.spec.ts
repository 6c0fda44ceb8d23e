import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Language } from '@folio/core';

import { LOCALES, signUpAndIn, test } from './web-test';

// The user manual's screenshots (issue 13), made from the real app: run on purpose with
// FOLIO_MANUAL_SCREENSHOTS=1 (pnpm --filter @folio/e2e exec playwright test
// web/manual-screenshots.spec.ts), never as part of the suite. They land in apps/web/public/manual/.
const OUT = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/public/manual');
const SCREENS = [
  ['introduction', '/dashboard'],
  ['extractor', '/extractor'],
  ['chatbot', '/chatbot'],
  ['files', '/files'],
  ['utils', '/utils'],
] as const;

test.skip(
  process.env['FOLIO_MANUAL_SCREENSHOTS'] !== '1',
  'makes the manual screenshots on demand',
);
test.use({ viewport: { width: 1024, height: 640 } });

for (const language of ['en', 'sp'] as const satisfies readonly Language[]) {
  test.describe(`manual screenshots (${language})`, () => {
    test.use({ locale: LOCALES[language] });
    test(`screens in ${language}`, async ({ page }) => {
      test.setTimeout(120_000);
      await signUpAndIn(page, language, `shots-${language}`);
      await mkdir(join(OUT, language), { recursive: true });
      for (const [section, path] of SCREENS) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: join(OUT, language, `${section}.png`), scale: 'css' });
      }
    });
  });
}
