/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Our workspace packages are bundled from their TypeScript source (the `@folio/source` export
// condition), so the web never waits for a package build and sees one copy of each module.
const SOURCE_CONDITION = '@folio/source';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  // `pnpm dev`: the API of a local `pnpm start` (middleware on 8080), same origin as in production.
  server: { proxy: { '/api': 'http://localhost:8080' } },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Dates show on the user's own calendar (core `formatDate`): the tests read them as a user in
    // Spain, so a moment such as 10:00Z shows the same day on every developer's machine.
    env: { TZ: 'Europe/Madrid' },
    // A page test renders the whole app in jsdom: a second alone, many on a busy 2-core machine
    // running other suites beside. A test that waits for a state that never comes still fails
    // first on Testing Library's own wait (src/testing/setup.ts), with the page in the message.
    testTimeout: 60_000,
    // Each test file gets its own worker and jsdom on purpose (a fresh window, storage and module
    // state); the hints to share them (vm pool, `isolate: false`) would print after every run.
    experimental: { diagnostics: { environment: false, isolate: false } },
  },
});
