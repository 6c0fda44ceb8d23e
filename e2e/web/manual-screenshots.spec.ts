import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Language } from '@folio/core';

import { openDashboard, seedTopic, seedWork, signInSeedUser } from './seeded-account';
import { LOCALES, test } from './web-test';

// The user manual's screenshots (issue 13), made from the real app: run on purpose with
// FOLIO_MANUAL_SCREENSHOTS=1 (pnpm --filter @folio/e2e exec playwright test
// web/manual-screenshots.spec.ts), never as part of the suite. They land in apps/web/public/manual/.
// The account has work in it first (a configuration with results, files, a trained topic, a
// utility use), so each screen shows what it is for rather than its empty state.
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
      test.setTimeout(300_000);
      const user = await signInSeedUser(`shots-${language}`);
      await seedWork(user);
      await seedTopic(user, language === 'en' ? 'Reports' : 'Informes', [
        language === 'en'
          ? 'Annual report of Olive Oils Ltd.'
          : 'Informe anual de Aceites del Sur.',
        language === 'en'
          ? 'Sales reached 12 million euros.'
          : 'Las ventas llegaron a 12 millones de euros.',
      ]);
      await openDashboard(page, language, user.email);
      await mkdir(join(OUT, language), { recursive: true });
      for (const [section, path] of SCREENS) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: join(OUT, language, `${section}.png`), scale: 'css' });
      }
    });
  });
}
