// Speed (issue #6): 100 one-page text invoices read and extracted (target under 10 s on this
// 2-core machine), and OCR pages against the `tesseract` command on the same page images.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { readPdfInfo } from '@folio/documents';

import { extractPdf } from '../../../apps/middleware/src/extractor/engine/index.ts';
import { inkGray } from '../../../packages/documents/src/ocr/ink-gray.ts';
import { median, report } from '../measure.ts';
import { BENCH_CONFIGURATION, type LabelledDocument } from './dataset.ts';

const run = promisify(execFile);
const BATCH = 100;
const RUNS = 3;

/** Runs `tasks` with at most `limit` at a time. */
async function inParallel(
  tasks: readonly (() => Promise<unknown>)[],
  limit: number,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const task = tasks[next];
      next += 1;
      await task?.();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/** Prints the text-layer batch time and the OCR comparison. */
export async function measureSpeed(
  text: readonly LabelledDocument[],
  raster: readonly LabelledDocument[],
): Promise<void> {
  const cores = availableParallelism();
  const onePage: Uint8Array[] = [];
  for (const document of text) {
    const data = new Uint8Array(readFileSync(document.path));
    const info = await readPdfInfo(data);
    // One-page invoices with a usable text layer (the OCR one is timed apart).
    if (info.pageCount === 1 && !document.name.includes('TeamGantt')) {
      onePage.push(data);
    }
  }
  const batch = Array.from(
    { length: BATCH },
    (_, index) => onePage[index % onePage.length] ?? new Uint8Array(),
  );
  const concurrency = Math.max(2, cores);
  const cpuBefore = process.cpuUsage();
  const batchTime = await median(RUNS, () =>
    inParallel(
      batch.map((pdf) => () => extractPdf(pdf, BENCH_CONFIGURATION)),
      concurrency,
    ),
  );
  const cpu = process.cpuUsage(cpuBefore);
  // CPU seconds of one batch (this process and its pdf.js threads): what the batch costs when
  // the machine is not shared, divided over the cores it can use.
  const cpuSeconds = (cpu.user + cpu.system) / 1e6 / RUNS;
  // Other work on the machine slows every wall time here: the load average says how much.
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  console.log(`\nspeed (${cores} cores, load average ${load}, median of ${RUNS} runs)`);
  console.log(
    `  ${BATCH} one-page text invoices (${onePage.length} distinct, cycled), read + extracted, ${concurrency} at a time: ${(batchTime / 1000).toFixed(2)} s wall (target < 10 s)`,
  );
  console.log(
    `    CPU time ${cpuSeconds.toFixed(2)} s, so ${(cpuSeconds / Math.min(cores, concurrency)).toFixed(2)} s on ${Math.min(cores, concurrency)} idle cores`,
  );

  const dir = await mkdtemp(join(tmpdir(), 'folio-bench-extract-'));
  try {
    let ours = 0;
    let reference = 0;
    let referenceOneThread = 0;
    for (const document of raster) {
      const data = new Uint8Array(readFileSync(document.path));
      ours += await median(RUNS, () => extractPdf(data, BENCH_CONFIGURATION));
      // The same page image our OCR reads: page 1 rendered at 300 dpi by pdftoppm, then turned
      // to grey by the same `inkGray` (coloured text kept dark).
      const image = join(dir, 'page');
      await run('pdftoppm', [
        '-q',
        '-r',
        '300',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        document.path,
        image,
      ]);
      await writeFile(`${image}.pgm`, inkGray(new Uint8Array(await readFile(`${image}.ppm`))));
      const args = [`${image}.pgm`, 'stdout', '-l', 'spa+eng', '--dpi', '300', 'tsv'];
      reference += await median(RUNS, () =>
        run('tesseract', args, { maxBuffer: 64 * 1024 * 1024 }),
      );
      referenceOneThread += await median(RUNS, () =>
        run('tesseract', args, {
          maxBuffer: 64 * 1024 * 1024,
          env: { ...process.env, OMP_THREAD_LIMIT: '1' },
        }),
      );
    }
    console.log(
      `  OCR track, ${raster.length} one-page scans (target within 1.5x of tesseract on the same images):`,
    );
    report('    render + OCR + extract, summed', ours, reference, 'tesseract');
    report(
      '    same, against single-threaded tesseract',
      ours,
      referenceOneThread,
      'tesseract (OMP 1)',
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
