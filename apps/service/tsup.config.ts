import { defineConfig } from 'tsup';

// Dependencies, our workspace packages included, stay external: each package is built to its own
// dist/ first (`pnpm -r build` runs in dependency order) and keeps its own dependencies.
export default defineConfig({
  // The splitter's worker thread is a file of its own beside the bundle, which loads it by URL.
  entry: {
    index: 'src/index.ts',
    cli: 'src/cli.ts',
    'split-worker': 'src/utils/split-worker.ts',
  },
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  target: 'node24',
  platform: 'node',
});
