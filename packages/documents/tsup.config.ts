import { defineConfig } from 'tsup';

export default defineConfig({
  // The pdf.js worker thread is its own file: dist/pdfjs-worker.js, loaded by dist/index.js.
  entry: { index: 'src/index.ts', 'pdfjs-worker': 'src/pdf-text/pdfjs-worker.ts' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  target: 'node24',
});
