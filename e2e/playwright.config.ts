import { defineConfig } from '@playwright/test';

import { WEB_URL_ENV } from './web/web-url';

// Browser tests: Debian's Chromium (never `playwright install`) against the built web app served
// by the real middleware, started once by the global setup on free ports (TOOLCHAIN.md §4).
export default defineConfig({
  testDir: 'web',
  workers: 1,
  forbidOnly: Boolean(process.env['CI']),
  reporter: [['list']],
  outputDir: 'test-results',
  // A bound, not a pace: tests wait for states, and a flow of a dozen steps has taken over 30 s on
  // a loaded machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  globalSetup: './web/global-setup.ts',
  use: {
    // Set by the global setup; workers start after it and inherit the variable.
    baseURL: process.env[WEB_URL_ENV],
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
