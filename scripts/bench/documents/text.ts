// Speed of @folio/documents against the poppler tools, measured side by side in one run
// (issue #4). Build the package first, then run from the repository root:
//   pnpm --filter @folio/documents build && node scripts/bench/documents/text.ts
// Prints medians and ratios; never asserted in tests. FOLIO_DATASETS_DIR adds the invoices-dev
// pages to the page-to-image comparison.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

// The built package (its pdf.js worker is a built file too): `pnpm build` first.
import { readPdfText, renderPdfPage } from '@folio/documents';

import { makeLongPdf } from '../../../packages/documents/src/testing/text-pdf.ts';
import { median, report } from '../measure.ts';

const run = promisify(execFile);
const RUNS = 9;

const dir = await mkdtemp(join(tmpdir(), 'folio-bench-'));
try {
  const pdf = await makeLongPdf(100);
  const path = join(dir, 'text-100.pdf');
  await writeFile(path, pdf);
  console.log(
    `100-page text PDF (pdf-lib, Helvetica): ${(pdf.length / 1024).toFixed(0)} KB; median of ${RUNS} runs\n`,
  );

  const cold = performance.now();
  await readPdfText(pdf);
  console.log(
    `first readPdfText in this process (pdf.js warm-up included): ${(performance.now() - cold).toFixed(0)} ms`,
  );
  const ours = await median(RUNS, () => readPdfText(pdf));
  const poppler = await median(RUNS, () =>
    run('pdftotext', ['-layout', path, '-'], { maxBuffer: 64 * 1024 * 1024 }),
  );
  report('text, 100 pages (target within 3x)', ours, poppler, 'pdftotext -layout');

  console.log('\npage to JPEG at 150 dpi (target within 1.5x of pdftoppm -jpeg -r 150):');
  for (const engine of ['pdftoppm', 'pdfjs'] as const) {
    const time = await median(RUNS, () => renderPdfPage(pdf, 50, { engine, dpi: 150 }));
    const reference = await median(RUNS, () =>
      run('pdftoppm', [
        '-q',
        '-jpeg',
        '-r',
        '150',
        '-f',
        '50',
        '-l',
        '50',
        '-singlefile',
        path,
        join(dir, 'ref'),
      ]),
    );
    report(`text page 50, engine ${engine}`, time, reference, 'pdftoppm');
  }

  const datasets = resolve(
    process.env.FOLIO_DATASETS_DIR ?? resolve(import.meta.dirname, '../../../../shared/datasets'),
  );
  const invoices = join(datasets, 'invoices-dev');
  if (existsSync(invoices)) {
    const folders = ['invoice2data', 'invoice2data/raster-pdf', 'parsee'].map((folder) =>
      join(invoices, folder),
    );
    const files = folders.flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => name.endsWith('.pdf'))
        .map((name) => join(folder, name)),
    );
    const totals = { pdftoppm: 0, pdfjs: 0, reference: 0 };
    for (const file of files) {
      const data = new Uint8Array(readFileSync(file));
      totals.pdftoppm += await median(3, () => renderPdfPage(data, 1, { engine: 'pdftoppm' }));
      totals.pdfjs += await median(3, () => renderPdfPage(data, 1, { engine: 'pdfjs' }));
      totals.reference += await median(3, () =>
        run('pdftoppm', [
          '-q',
          '-jpeg',
          '-r',
          '150',
          '-f',
          '1',
          '-l',
          '1',
          '-singlefile',
          file,
          join(dir, 'ref'),
        ]),
      );
    }
    console.log(`\nfirst page of each of the ${files.length} invoices-dev PDFs, summed:`);
    report('engine pdftoppm (the default)', totals.pdftoppm, totals.reference, 'pdftoppm');
    report('engine pdfjs (@napi-rs/canvas)', totals.pdfjs, totals.reference, 'pdftoppm');
  } else {
    console.log(`\n(invoices-dev not found under ${datasets}: dataset comparison skipped)`);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
