import { defineConfig } from 'vitest/config';

// API and CLI tests against real servers started once per project by the global setup.
export default defineConfig({
  resolve: { conditions: ['@folio/source'] },
  ssr: { resolve: { conditions: ['@folio/source'] } },
  test: {
    testTimeout: 60_000,
    // A file's servers may take up to waitForHealth's 180 s to start on a loaded machine.
    hookTimeout: 300_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['api/**/*.test.ts'],
          globalSetup: ['support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'cli',
          include: ['cli/**/*.test.ts'],
          globalSetup: ['support/global-setup.ts'],
        },
      },
    ],
  },
});
