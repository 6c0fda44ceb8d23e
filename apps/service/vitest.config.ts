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
    testTimeout: 30_000,
    // Warm pools start in beforeAll; on a loaded 2-core machine that can pass the 10 s default.
    hookTimeout: 60_000,
  },
});
