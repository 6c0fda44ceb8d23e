// Speed of HTML to PDF (issue #4): a 3-page report printed by (a) a cold
// `chromium --headless --print-to-pdf`, one process per document; (b) one reused Playwright page
// in the same hardened Chromium (setContent + pdf in a warm page: the reference, no isolation);
// (c) the service's warm pool, a fresh guarded browser context per job, timed for a request that
// reaches a warm idle pool, for requests back to back, and for requests arriving together.
// Build the service first, then from the repository root:
//   pnpm build && node scripts/bench/utils/html.ts
// Prints medians and ratios (target: the warm pool within 1.5x of the reused page); never asserted.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

import { readPdfInfo } from '@folio/documents';
// The built service (`pnpm build`): the same printer its route uses, and its hardened launch.
import { launchChromium, loadServiceConfig, startChromiumPrinter } from '@folio/service';

import { median, report } from '../measure.ts';

const run = promisify(execFile);
const COLD_RUNS = 5;
const WARM_RUNS = 21;
const PARALLEL_JOBS = 12;

/** An invoice-like report: a header, a 90-line table and notes, three A4 pages. */
function makeReport(): string {
  const rows = Array.from({ length: 90 }, (_, index) => {
    const quantity = (index % 7) + 1;
    const price = 10 + ((index * 37) % 900) / 10;
    return `<tr><td>${index + 1}</td><td>Artículo de prueba número ${index + 1}</td>
      <td class="n">${quantity}</td><td class="n">${price.toFixed(2)} €</td>
      <td class="n">${(quantity * price).toFixed(2)} €</td></tr>`;
  }).join('');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Informe</title>
    <style>
      body { font-family: sans-serif; font-size: 11pt; color: #222; }
      h1 { color: #1d4e89; border-bottom: 2px solid #1d4e89; }
      table { width: 100%; border-collapse: collapse; }
      th { background: #1d4e89; color: white; text-align: left; }
      td, th { padding: 3px 6px; border-bottom: 1px solid #ddd; }
      tr:nth-child(even) td { background: #f3f6fa; }
      .n { text-align: right; }
    </style></head><body>
    <h1>Informe de facturación — 2025</h1>
    <p>Cliente: Distribuciones Muñoz S.L. · NIF B-12345678 · Pedido 2025-0042</p>
    <table><thead><tr><th>#</th><th>Concepto</th><th>Cant.</th><th>Precio</th><th>Importe</th></tr></thead>
    <tbody>${rows}</tbody></table>
    <h2>Notas</h2><p>${'Condiciones de pago a 30 días. '.repeat(40)}</p>
    </body></html>`;
}

const settings = loadServiceConfig(process.env).html;
const dir = await mkdtemp(join(tmpdir(), 'folio-bench-html-'));
const printer = startChromiumPrinter(settings);
const browser = await launchChromium(settings);
try {
  const html = makeReport();
  const htmlPath = join(dir, 'report.html');
  await writeFile(htmlPath, html);
  const options = { pageSize: 'a4', landscape: false } as const;
  const pdfOptions = {
    width: '210mm',
    height: '297mm',
    printBackground: true,
    margin: { top: '10mm', right: '10mm', bottom: '10mm', left: '10mm' },
  };

  // (a) One cold process per document, as a script would run it.
  const coldPath = join(dir, 'cold.pdf');
  let coldRun = 0;
  const cold = async () => {
    coldRun++;
    await run(settings.chromiumPath, [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--user-data-dir=${join(dir, `profile-${coldRun}`)}`,
      '--no-pdf-header-footer',
      `--print-to-pdf=${coldPath}`,
      pathToFileURL(htmlPath).href,
    ]);
    return readFile(coldPath);
  };
  // (b) The reference: one warm page reused for every document, nothing isolated.
  const page = await browser.newPage();
  const reused = async () => {
    await page.setContent(html);
    return page.pdf(pdfOptions);
  };
  // (c) The service's pool: a fresh guarded context per job.
  const pooled = () => printer.print(html, options);

  await printer.ready();
  // Warm-up: one of each, and the page counts, so every way prints the same document.
  const pages = async (bytes: Uint8Array) => (await readPdfInfo(new Uint8Array(bytes))).pageCount;
  const counts = [
    await pages(await cold()),
    await pages(await reused()),
    await pages(await pooled()),
  ];
  console.log(
    `A ${(html.length / 1024).toFixed(0)} KB HTML report, pages printed: cold ${counts[0]}, ` +
      `reused page ${counts[1]}, service ${counts[2]}; ${settings.chromiumPath}; ` +
      `median of ${COLD_RUNS} cold and ${WARM_RUNS} warm runs\n`,
  );

  const coldMs = await median(COLD_RUNS, cold);
  const reusedMs = await median(WARM_RUNS, reused);
  // A request reaching a warm, idle service: its fresh context is made before it arrives.
  const idleSamples: number[] = [];
  for (let index = 0; index < WARM_RUNS; index++) {
    await printer.ready();
    idleSamples.push(await median(1, pooled));
  }
  idleSamples.sort((a, b) => a - b);
  const pooledMs = idleSamples[Math.floor(idleSamples.length / 2)] ?? Number.NaN;
  // Requests back to back: each also waits for the next fresh context to be made.
  const backToBackMs = await median(WARM_RUNS, pooled);
  // "ours" is the service's pool on every line but the first, which sizes the cold way.
  report('(a) cold process per job, not ours', coldMs, reusedMs, 'reused page');
  report('(c) warm idle pool, isolated (target 1.5x)', pooledMs, reusedMs, 'reused page');
  report('(c) warm idle pool vs (a) cold', pooledMs, coldMs, 'cold chromium');
  report('(c) pool, requests back to back', backToBackMs, reusedMs, 'reused page');

  // Throughput: jobs arriving together, the pool printing several at once.
  const parallelMs = await median(3, () =>
    Promise.all(Array.from({ length: PARALLEL_JOBS }, pooled)),
  );
  const serialMs = await median(3, async () => {
    for (let index = 0; index < PARALLEL_JOBS; index++) {
      await reused();
    }
  });
  report(
    `(c) pool, ${PARALLEL_JOBS} requests at once, per job`,
    parallelMs / PARALLEL_JOBS,
    serialMs / PARALLEL_JOBS,
    'reused page',
  );
} finally {
  await browser.close();
  await printer.close();
  await rm(dir, { recursive: true, force: true });
}
