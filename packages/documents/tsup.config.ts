import { defineConfig } from 'tsup';

export default defineConfig({
  // The worker threads are files of their own beside dist/index.js, which loads them.
  entry: {
    index: 'src/index.ts',
    'pdfjs-worker': 'src/pdf-text/pdfjs-worker.ts',
    'reader-worker': 'src/workers/reader-worker.ts',
  },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  target: 'node24',
});
