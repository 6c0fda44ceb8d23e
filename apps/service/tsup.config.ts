import { defineConfig } from 'tsup';

// Dependencies, our workspace packages included, stay external: each package is built to its own
// dist/ first (`pnpm -r build` runs in dependency order) and keeps its own dependencies.
export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  target: 'node24',
  platform: 'node',
});
