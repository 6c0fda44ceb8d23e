import { defineConfig } from 'vitest/config';

// Our packages resolve to their TypeScript source in tests (the @folio/source export condition).
export default defineConfig({
  resolve: { conditions: ['@folio/source'] },
  ssr: { resolve: { conditions: ['@folio/source'] } },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
