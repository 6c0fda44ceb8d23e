// Issue 22: Lighthouse's accessibility audit on every screen, a second opinion beside the axe run
// of the browser tests (e2e/web/accessibility.spec.ts). Starts both hosts as `npm start` does (the
// built apps), seeds a user as the axe run does (files, a folder, a configuration run on an
// invoice), signs Debian's Chromium in through its storage, then audits each screen on a laptop
// and on a phone and prints its score against the reference (100: what a screen that passes the
// axe run should score), with the audits that failed. Never run by `npm test`; asserts nothing.
//   pnpm build && node scripts/bench/accessibility/lighthouse.ts [--laptop-only]
// CHROMIUM_PATH overrides /usr/bin/chromium.
import '../../../packages/documents/src/workers/source-hooks.ts';

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import lighthouse from 'lighthouse';

import { startChromium } from './chromium.ts';

const { startServers } = await import('../../../e2e/support/start-servers.ts');
const { seedAccessibilityUser, SEEDED_CONFIGURATION } =
  await import('../../../e2e/web/accessibility-seed.ts');
const { DATA_DIR_ENV, WEB_URL_ENV } = await import('../../../e2e/web/web-url.ts');
const { createFolioClients, expectData } = await import('../../../packages/sdk/src/index.ts');
const { tokenFingerprint } = await import('../../../packages/core/src/index.ts');

/** The score a screen that passes the axe run of the browser tests should reach. */
const REFERENCE = 100;

const FORM_FACTORS = {
  laptop: {
    formFactor: 'desktop',
    screenEmulation: { mobile: false, width: 1366, height: 768, deviceScaleFactor: 1 },
  },
  phone: {
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 3 },
  },
} as const;

// The seed's webhook points at 127.0.0.1, as the browser tests' servers allow.
const servers = await startServers({ FOLIO_LOG_LEVEL: 'error', FOLIO_WEBHOOKS_ALLOW: '127.0.0.1' });
const profile = await mkdtemp(join(tmpdir(), 'folio-lighthouse-'));
const chromium = await startChromium(profile);
try {
  // The seed of the axe run reads the servers from the variables the browser tests' setup sets.
  process.env[WEB_URL_ENV] = servers.webUrl;
  process.env[DATA_DIR_ENV] = servers.dataDir;
  const seed = await seedAccessibilityUser();
  const session = await expectData(
    createFolioClients({
      middlewareUrl: servers.middlewareUrl,
      serviceUrl: servers.serviceUrl,
    }).middleware.POST('/auth/login', {
      body: { email: seed.email, password: seed.password, hash: `key-${seed.email}` },
    }),
  );
  // Signed in with the terms accepted, as the web app keeps a login (apps/web/src/lib/storage.ts).
  await chromium.setLocalStorage(`${servers.webUrl}/login`, {
    authUser: JSON.stringify(session),
    termsAccepted: JSON.stringify({ [tokenFingerprint(session.access_token)]: true }),
  });

  const screens: Array<[string, string]> = [
    ['login', '/login'],
    ['register', '/register'],
    ['forgot password', '/forgot-password'],
    ['data protection', '/data-protection'],
    ['dashboard', '/dashboard'],
    ['profile', '/profile'],
    ['files', '/files'],
    ['extractor', '/extractor'],
    ['new configuration', '/extractor/new'],
    ['last configurations', '/extractor/last-configs'],
    ['run', `/extractor/run/${SEEDED_CONFIGURATION}`],
    ['results', `/extractor/results/${SEEDED_CONFIGURATION}`],
    ['verify', `/extractor/${seed.documentId}`],
    ['utilities', '/utils'],
    ['chatbot', '/chatbot'],
    ['new topic', '/chatbot/new-topic'],
    ['conversation', '/chatbot/run-topic/BUSQUEDA_GLOBAL'],
    ['API reference', '/docs/api'],
  ];
  const factors = process.argv.includes('--laptop-only')
    ? (['laptop'] as const)
    : (['laptop', 'phone'] as const);
  const scores: number[] = [];
  for (const factor of factors) {
    for (const [name, path] of screens) {
      const result = await lighthouse(
        `${servers.webUrl}${path}`,
        { port: chromium.port, logLevel: 'error', output: 'json' },
        {
          extends: 'lighthouse:default',
          settings: {
            onlyCategories: ['accessibility'],
            // The login is in the browser's storage: Lighthouse must not clear it.
            disableStorageReset: true,
            ...FORM_FACTORS[factor],
          },
        },
      );
      const category = result?.lhr.categories['accessibility'];
      const label = `${name} (${factor})`.padEnd(32);
      // No score when Lighthouse could not audit the page: its reason instead of a zero.
      if (category?.score === null || category?.score === undefined) {
        console.log(`${label} no score: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
        continue;
      }
      const score = Math.round(category.score * 100);
      scores.push(score);
      const failed = category.auditRefs
        .filter(({ id, weight }) => weight > 0 && result?.lhr.audits[id]?.score === 0)
        .map(({ id }) => id);
      console.log(
        `${label} score ${String(score).padStart(3)} | reference ${String(REFERENCE)}${failed.length > 0 ? ` | failed: ${failed.join(', ')}` : ''}`,
      );
    }
  }
  const lowest = Math.min(...scores);
  console.log(
    `${String(scores.length)} audits: lowest ${String(lowest)}, ${String(scores.filter((score) => score < REFERENCE).length)} under the reference`,
  );
} finally {
  await chromium.stop();
  await rm(profile, { recursive: true, force: true });
  await servers.stop();
}
