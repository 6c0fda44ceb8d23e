import { defineConfig } from 'vitest/config';

// Our packages resolve to their TypeScript source in tests (the @folio/source export condition).
export default defineConfig({
  resolve: { conditions: ['@folio/source'] },
  ssr: { resolve: { conditions: ['@folio/source'] } },
  test: {
    // Every test file in a fresh worker, so none sees another's module state. Chosen explicitly,
    // which also keeps vitest from printing its hint to turn isolation off after every run.
    isolate: true,
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Tests start PGlite and run Tesseract: on a loaded 2-core machine single tests took 25 s,
    // near the former 30 s. The limit is there to catch hangs, not to time the work.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
