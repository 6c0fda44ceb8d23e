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
  },
});
