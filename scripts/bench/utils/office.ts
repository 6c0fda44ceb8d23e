// Speed of office documents to PDF (issue #4): a 3-page DOCX report and a 400-row XLSX converted
// by (a) a cold `soffice --convert-to pdf`, one process per document (its profile made once
// before); (b) an already running LibreOffice driven over UNO from Python, load + PDF export +
// close in one process: the reference; (c) the service's converter as its route runs it
// (identify, container limits, the warm pool's queue, temp files, the UNO bridge). Build the
// service first, then from the repository root:
//   pnpm build && node scripts/bench/utils/office.ts
// Prints medians and ratios (target: the service within 1.3x of warm UNO); never asserted.
import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

import { readPdfInfo } from '@folio/documents';
// The built service (`pnpm build`): the same converter and pool its route uses.
import { convertToPdf, loadServiceConfig, startOfficePool } from '@folio/service';

import { median, report } from '../measure.ts';

const run = promisify(execFile);
const COLD_RUNS = 5;
const WARM_RUNS = 15;
const PYTHON = process.env['FOLIO_OFFICE_PYTHON'] ?? '/usr/bin/python3';

/** An invoice-like report: a heading, a 90-line table and notes, three A4 pages. */
function makeReportHtml(): string {
  const rows = Array.from({ length: 90 }, (_, index) => {
    const quantity = (index % 7) + 1;
    const price = 10 + ((index * 37) % 900) / 10;
    return `<tr><td>${index + 1}</td><td>Artículo de prueba número ${index + 1}</td><td>${quantity}</td><td>${price.toFixed(2)}</td><td>${(quantity * price).toFixed(2)}</td></tr>`;
  }).join('');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Informe</title></head><body>
    <h1>Informe de facturación 2025</h1><p>Cliente: Distribuciones Muñoz S.L., pedido 2025-0042</p>
    <table border="1"><tr><th>#</th><th>Concepto</th><th>Cant.</th><th>Precio</th><th>Importe</th></tr>${rows}</table>
    <h2>Notas</h2><p>${'Condiciones de pago a 30 días. '.repeat(40)}</p></body></html>`;
}

/** A ledger of 400 rows and 6 columns with dates, amounts and text. */
function makeLedgerCsv(): string {
  const lines = ['Fecha,Cuenta,Concepto,Debe,Haber,Saldo'];
  let balance = 0;
  for (let index = 0; index < 400; index++) {
    const amount = ((index * 7919) % 100_000) / 100;
    balance += index % 3 === 0 ? -amount : amount;
    const day = String((index % 28) + 1).padStart(2, '0');
    lines.push(
      `2025-03-${day},${4300 + (index % 12)},Movimiento ${index + 1},${index % 3 ? amount.toFixed(2) : ''},${index % 3 ? '' : amount.toFixed(2)},${balance.toFixed(2)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

// The reference: one LibreOffice started once and driven from Python, each document loaded
// hidden and read-only, exported with its family's PDF filter and closed; the time is taken
// inside Python around those three calls (no pipe, no files of ours). It reads a path per stdin
// line and answers the milliseconds, so that its runs and the service's can alternate.
const UNO_REFERENCE = String.raw`
import os, subprocess, sys, time, uno
from com.sun.star.beans import PropertyValue
from com.sun.star.connection import NoConnectException

def prop(name, value):
    item = PropertyValue(); item.Name = name; item.Value = value; return item

pipe = "folio-bench-%d" % os.getpid()
office = subprocess.Popen(["soffice", "-env:UserInstallation=" + uno.systemPathToFileUrl(sys.argv[1]),
    "--headless", "--invisible", "--nologo", "--norestore", "--nodefault", "--nolockcheck",
    "--accept=pipe,name=%s;urp;StarOffice.ComponentContext" % pipe],
    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
try:
    local = uno.getComponentContext()
    resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
    while True:
        try:
            context = resolver.resolve("uno:pipe,name=%s;urp;StarOffice.ComponentContext" % pipe)
            break
        except NoConnectException:
            time.sleep(0.05)
    desktop = context.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", context)
    print("ready", flush=True)
    for line in sys.stdin:
        path = line.strip()
        export = "calc_pdf_Export" if path.endswith(".xlsx") else "writer_pdf_Export"
        started = time.perf_counter()
        document = desktop.loadComponentFromURL(uno.systemPathToFileUrl(path), "_blank", 0,
            (prop("Hidden", True), prop("ReadOnly", True)))
        document.storeToURL(uno.systemPathToFileUrl(path + ".pdf"), (prop("FilterName", export),))
        document.close(True)
        print((time.perf_counter() - started) * 1000, flush=True)
finally:
    # A clean exit removes soffice's pipes from /tmp; a kill would leave them.
    try:
        desktop.terminate()
        office.wait(timeout=20)
    except Exception:
        os.killpg(office.pid, 9)
`;

/** The reference process: `convert(path)` resolves with the milliseconds it took inside Python. */
async function startUnoReference(script: string, profile: string) {
  const child = spawn(PYTHON, [script, profile], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const next = () => new Promise<string>((resolve) => lines.once('line', resolve));
  if ((await next()) !== 'ready') {
    throw new Error('the UNO reference did not start');
  }
  return {
    convert: async (path: string) => {
      child.stdin.write(`${path}\n`);
      return Number(await next());
    },
    /** Ends the reference and waits for its soffice to exit (it cleans up after itself). */
    close: async () => {
      const exited = new Promise((resolve) => child.once('close', resolve));
      child.stdin.end();
      await exited;
    },
  };
}

/** Median of `runs` alternating runs of two actions, the first timed by itself. */
async function alternate(
  runs: number,
  reference: () => Promise<number>,
  ours: () => Promise<unknown>,
): Promise<{ ours: number; reference: number }> {
  const mid = (values: number[]) =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const referenceTimes: number[] = [];
  const ourTimes: number[] = [];
  for (let index = 0; index < runs; index++) {
    referenceTimes.push(await reference());
    const started = performance.now();
    await ours();
    ourTimes.push(performance.now() - started);
  }
  return { ours: mid(ourTimes), reference: mid(referenceTimes) };
}

const dir = await mkdtemp(join(tmpdir(), 'folio-bench-office-'));
const pool = startOfficePool(loadServiceConfig(process.env).office);
try {
  // Inputs made by LibreOffice itself from HTML and CSV, with a profile the cold runs reuse.
  const profile = pathToFileURL(join(dir, 'profile')).href;
  const soffice = (args: string[]) =>
    run('soffice', [`-env:UserInstallation=${profile}`, '--headless', '--norestore', ...args]);
  await writeFile(join(dir, 'informe.html'), makeReportHtml());
  await writeFile(join(dir, 'libro.csv'), makeLedgerCsv());
  await soffice([
    '--infilter=HTML (StarWriter)',
    '--convert-to',
    'docx:MS Word 2007 XML',
    '--outdir',
    dir,
    join(dir, 'informe.html'),
  ]);
  await soffice([
    '--infilter=CSV:44,34,76,1',
    '--convert-to',
    'xlsx',
    '--outdir',
    dir,
    join(dir, 'libro.csv'),
  ]);
  const inputs = [
    { label: 'DOCX, 3-page report', path: join(dir, 'informe.docx') },
    { label: 'XLSX, 400 x 6 ledger', path: join(dir, 'libro.xlsx') },
  ];
  const files = await Promise.all(
    inputs.map(async ({ path }) => ({
      name: path.split('/').pop() ?? 'x',
      mimeType: 'application/octet-stream',
      bytes: new Uint8Array(await readFile(path)),
    })),
  );
  for (const [index, file] of files.entries()) {
    const pages = (await readPdfInfo(await pool.toPdf(file.name, file.bytes))).pageCount;
    console.log(
      `${inputs[index]?.label}: ${(file.bytes.length / 1024).toFixed(0)} KB, ${pages} PDF pages`,
    );
  }
  console.log(
    `median of ${WARM_RUNS} warm runs after a warm-up (${COLD_RUNS} cold runs); pool of ${pool.status().workers.length}\n`,
  );

  const script = join(dir, 'uno-reference.py');
  await writeFile(script, UNO_REFERENCE);
  const uno = await startUnoReference(script, join(dir, 'uno-profile'));
  const unavailable = () => Promise.reject(new Error('no HTML in this bench'));
  const converters = { office: pool, html: { print: unavailable, close: async () => undefined } };
  try {
    for (const [index, input] of inputs.entries()) {
      const file = files[index];
      if (!file) {
        continue;
      }
      // Warm-up of both, then alternating runs: load on the machine hits both alike.
      await uno.convert(input.path);
      await convertToPdf(file, converters);
      const warm = await alternate(
        WARM_RUNS,
        () => uno.convert(input.path),
        () => convertToPdf(file, converters),
      );
      const outDir = join(dir, `cold-${index}`);
      await mkdir(outDir);
      const cold = await median(COLD_RUNS, () =>
        soffice(['--convert-to', 'pdf', '--outdir', outDir, input.path]),
      );
      report(`${input.label}: service (target within 1.3x)`, warm.ours, warm.reference, 'warm UNO');
      report(`${input.label}: cold soffice --convert-to`, cold, warm.reference, 'warm UNO');
    }
  } finally {
    await uno.close();
  }
} finally {
  await pool.close();
  await rm(dir, { recursive: true, force: true });
}
