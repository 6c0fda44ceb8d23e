// Speed of the service's PDF utilities against qpdf, measured side by side in one run
// (issue #4): combine 50 PDFs and split a 500-page PDF into pages. Build the service first,
// then run from the repository root:
//   pnpm build && node scripts/bench/utils/pdf.ts
// Runs under the service's Node flags (scripts/bench/service-node.ts). Prints medians and ratios
// (target within 1.5x of qpdf); never asserted in tests.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// The built service (`pnpm build`): the same functions its routes run.
import { combinePdfs, planSplit, zipStream, type UploadedFile } from '@folio/service';

import { makeLongPdf } from '../../../packages/documents/src/testing/text-pdf.ts';
import { median, report } from '../measure.ts';
import { runUnderServiceFlags, SERVICE_NODE_FLAGS } from '../service-node.ts';

runUnderServiceFlags();

const run = promisify(execFile);
const RUNS = 7;
const FILES = 50;
const PAGES_EACH = 3;
const SPLIT_PAGES = 500;

/** The service's split as its route runs it: every page on its own, streamed as a ZIP. */
async function splitToZip(file: UploadedFile): Promise<number> {
  const { parts } = await planSplit(file, undefined);
  let bytes = 0;
  for await (const chunk of zipStream(parts())) {
    bytes += (chunk as Buffer).length;
  }
  return bytes;
}

const dir = await mkdtemp(join(tmpdir(), 'folio-bench-'));
try {
  const inputs: UploadedFile[] = [];
  const paths: string[] = [];
  for (let index = 1; index <= FILES; index++) {
    const name = `doc-${String(index).padStart(2, '0')}.pdf`;
    const bytes = await makeLongPdf(PAGES_EACH, 20);
    await writeFile(join(dir, name), bytes);
    inputs.push({ name, mimeType: 'application/pdf', bytes });
    paths.push(join(dir, name));
  }
  const long = await makeLongPdf(SPLIT_PAGES, 10);
  const longPath = join(dir, 'long.pdf');
  await writeFile(longPath, long);
  const longFile: UploadedFile = { name: 'long.pdf', mimeType: 'application/pdf', bytes: long };
  const smallSize = inputs.reduce((sum, file) => sum + file.bytes.length, 0);
  console.log(
    `${FILES} PDFs of ${PAGES_EACH} pages (${(smallSize / 1024).toFixed(0)} KB in all) and one ` +
      `${SPLIT_PAGES}-page PDF (${(long.length / 1024).toFixed(0)} KB), pdf-lib, Helvetica; ` +
      `median of ${RUNS} runs after a warm-up`,
  );
  console.log(
    `ours: the service functions on bytes in memory, node ${SERVICE_NODE_FLAGS.join(' ')}; ` +
      'qpdf: files in a temp folder\n',
  );

  const combinedPath = join(dir, 'combined.pdf');
  const qpdfCombine = () => run('qpdf', ['--empty', '--pages', ...paths, '--', combinedPath]);
  const pagesDir = join(dir, 'pages');
  await mkdir(pagesDir);
  const qpdfSplit = () => run('qpdf', ['--split-pages', longPath, join(pagesDir, 'page-%d.pdf')]);

  // Warm-up: one run of each, so the medians are of a warm process (JIT, pdf-lib loaded).
  const combined = await combinePdfs(inputs);
  const zipBytes = await splitToZip(longFile);
  await qpdfCombine();
  await qpdfSplit();
  console.log(
    `combined PDF ${(combined.length / 1024).toFixed(0)} KB; split ZIP ${(zipBytes / 1024).toFixed(0)} KB\n`,
  );

  const oursCombine = await median(RUNS, () => combinePdfs(inputs));
  const refCombine = await median(RUNS, qpdfCombine);
  report(`combine ${FILES} PDFs (target within 1.5x)`, oursCombine, refCombine, 'qpdf --empty');

  const oursSplit = await median(RUNS, () => splitToZip(longFile));
  const refSplit = await median(RUNS, qpdfSplit);
  report(`split ${SPLIT_PAGES} pages, ZIP (target within 1.5x)`, oursSplit, refSplit, 'qpdf');
} finally {
  await rm(dir, { recursive: true, force: true });
}
