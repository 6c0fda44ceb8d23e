import { defineConfig } from 'tsup';

// Our own packages are bundled from source (the @folio/source condition), npm ones stay external.
export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  target: 'node24',
  platform: 'node',
  noExternal: [/^@folio\//],
  esbuildOptions(options) {
    options.conditions = ['@folio/source'];
  },
});
