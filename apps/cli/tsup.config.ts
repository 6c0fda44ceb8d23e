import { defineConfig } from 'tsup';

// One self-contained `folio` binary; our own packages bundled from source.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  clean: true,
  target: 'node24',
  platform: 'node',
  noExternal: [/^@folio\//],
  esbuildOptions(options) {
    options.conditions = ['@folio/source'];
  },
});
