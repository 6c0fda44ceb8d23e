import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { linesToText, readPdfText } from '@folio/documents';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startOfficePool, type OfficePool } from './office-pool';
import {
  makeEncryptedOdt,
  makeLinkedImageDocx,
  makePlainDocx,
  makeReportDocx,
  makeSalesXlsx,
  minimalDocx,
} from './testing/office-fixtures';
import { officePoolSettings, officeProcessOf, signalProcess } from './testing/office-processes';

// These tests drive the real LibreOffice of the machine (libreoffice-*-nogui, python3-uno).
const settings = officePoolSettings;

async function pdfText(pdf: Uint8Array): Promise<{ pages: number; text: string }> {
  const read = await readPdfText(pdf);
  return {
    pages: read.pageCount,
    text: read.pages.map((page) => linesToText(page.lines)).join('\n'),
  };
}

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => error as { code: string; detail: Record<string, unknown> },
  );

function isRunning(pid: number | undefined): boolean {
  if (pid === undefined) {
    return false;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor<T>(read: () => T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error('condition not met in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The pool's one worker once it is idle, and a different one than `previous` when given. */
const idleWorker = (pool: OfficePool, previous?: number) =>
  waitFor(() => {
    const [worker] = pool.status().workers;
    return worker?.state === 'idle' && worker.pid !== previous ? worker : undefined;
  });

describe('startOfficePool', () => {
  let pool: OfficePool;
  beforeAll(async () => {
    pool = startOfficePool(settings());
    await pool.ready();
  }, 120_000);
  afterAll(async () => pool.close());

  it('converts a DOCX with its sections, headers and footers to one page per part', async () => {
    const { pages, text } = await pdfText(await pool.toPdf('informe.docx', await makeReportDocx()));
    expect(pages).toBe(5);
    for (const words of ['Capitulo alfa uno', 'celda norte', 'despues del salto', 'eco cinco']) {
      expect(text).toContain(words);
    }
    expect(text).toContain('Cabecera dos');
    expect(text).toContain('Pie uno');
  });

  it('converts an XLSX one page per sheet, and text and CSV as UTF-8', async () => {
    const sheets = await pdfText(await pool.toPdf('ventas.xlsx', await makeSalesXlsx()));
    expect(sheets.pages).toBe(3);
    expect(sheets.text).toContain('Informe de ventas');
    expect(sheets.text).toContain('25.00');
    expect(sheets.text).toContain('Nota combinada');

    const text = await pdfText(
      await pool.toPdf('nota.txt', Buffer.from('Año nuevo\nSegunda línea')),
    );
    expect(text.text).toContain('Año nuevo');
    const csv = await pdfText(await pool.toPdf('datos.csv', Buffer.from('a;b\n1,5;Peña\n')));
    expect(csv.text).toMatch(/1,5\s+Peña/);
  });

  it('refuses encrypted and damaged documents naming the file, and keeps serving', async () => {
    expect(await failureOf(pool.toPdf('secreto.odt', makeEncryptedOdt()))).toMatchObject({
      code: 'FILE_PROCESSING_ERROR',
      detail: { file: 'secreto.odt', reason: 'encrypted' },
    });
    const truncated = (await makeReportDocx()).subarray(0, 2_000);
    expect(await failureOf(pool.toPdf('roto.docx', truncated))).toMatchObject({
      code: 'FILE_PROCESSING_ERROR',
      detail: { file: 'roto.docx', reason: 'corrupt' },
    });
    expect(await failureOf(pool.toPdf('programa.exe', minimalDocx()))).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect((await pdfText(await pool.toPdf('a.docx', minimalDocx('sigue vivo')))).text).toContain(
      'sigue vivo',
    );
  });

  it('queues conversions beyond its size and removes every job file', async () => {
    const results = await Promise.all(
      ['uno', 'dos', 'tres'].map(async (word) =>
        pdfText(await pool.toPdf(`${word}.docx`, minimalDocx(word))),
      ),
    );
    expect(results.map((result) => result.text.trim())).toEqual(['uno', 'dos', 'tres']);
    const { dir, workers } = pool.status();
    // Only the worker's folder (profile, home) is left: no job's input or output.
    expect(await readdir(dir)).toEqual([expect.stringMatching(/^w0-\d+$/)]);
    expect(workers[0]?.families).toEqual(expect.arrayContaining(['writer', 'calc']));
  });

  it('fetches nothing a document links to: a remote image, a WEBSERVICE formula', async () => {
    const requests: string[] = [];
    const spy = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.end('42');
    });
    await new Promise<void>((resolve) => spy.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(spy.address() as AddressInfo).port}`;
    try {
      const linked = await pdfText(
        await pool.toPdf('a.docx', makeLinkedImageDocx(`${base}/foto.png`)),
      );
      expect(linked.text).toContain('imagen enlazada');
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('Datos').getCell('A1').value = {
        formula: `WEBSERVICE("${base}/datos")`,
      };
      await pool.toPdf('b.xlsx', new Uint8Array(await workbook.xlsx.writeBuffer()));
      expect(requests).toEqual([]);
    } finally {
      spy.close();
    }
  });

  it('takes presentations when LibreOffice Impress is installed, refuses them otherwise', async () => {
    const { families } = await idleWorker(pool);
    const converting = pool.toPdf('charla.pptx', minimalDocx());
    if (families?.includes('impress')) {
      // Installed (the bootstrap adds libreoffice-impress-nogui): LibreOffice reads the file by
      // its content, so these DOCX bytes under a .pptx name still convert.
      const pdf = await converting;
      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    } else {
      // Debian's -nogui Writer and Calc alone.
      expect(await failureOf(converting)).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        detail: { file: 'charla.pptx', reason: 'not-installed' },
      });
    }
  });

  it('replaces a soffice that dies, failing only the job it was running', async () => {
    const before = await idleWorker(pool);
    const running = pool.toPdf('largo.docx', await makePlainDocx(20_000));
    // Killed once the job is on the worker (a fixed wait raced a loaded machine). From then on
    // any kill fails the job as crashed; the pause only makes a kill mid-conversion likelier.
    await waitFor(() => (pool.status().workers[0]?.state === 'busy' ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 200));
    signalProcess(await officeProcessOf(before.sofficePid ?? -1), 'SIGKILL');
    expect(await failureOf(running)).toMatchObject({
      code: 'FILE_PROCESSING_ERROR',
      detail: { file: 'largo.docx', reason: 'crashed' },
    });
    const after = await idleWorker(pool, before.pid);
    expect(isRunning(before.pid)).toBe(false);
    expect(isRunning(before.sofficePid)).toBe(false);
    for (const socket of before.sockets ?? []) {
      expect(existsSync(socket)).toBe(false);
    }
    expect(after.pid).not.toBe(before.pid);
    expect(pool.status().restarts).toBe(1);
    expect((await pdfText(await pool.toPdf('b.docx', minimalDocx('otra vez')))).text).toContain(
      'otra vez',
    );
  }, 120_000);

  it('replaces a soffice that dies between jobs before the next one', async () => {
    const before = await idleWorker(pool);
    signalProcess(before.sofficePid, 'SIGKILL');
    await idleWorker(pool, before.pid);
    expect((await pdfText(await pool.toPdf('c.docx', minimalDocx('de nuevo')))).text).toContain(
      'de nuevo',
    );
  }, 120_000);
});

describe('startOfficePool, a conversion that hangs', () => {
  it('is killed at the job timeout with its soffice, which is replaced', async () => {
    const pool = startOfficePool(settings({ jobTimeoutMs: 1_500 }));
    try {
      await pool.ready();
      const before = await idleWorker(pool);
      // A stopped soffice.bin never answers: the hang of a hostile or huge document.
      signalProcess(await officeProcessOf(before.sofficePid ?? -1), 'SIGSTOP');
      expect(await failureOf(pool.toPdf('lento.docx', minimalDocx()))).toMatchObject({
        code: 'FILE_PROCESSING_ERROR',
        detail: { file: 'lento.docx', reason: 'timeout' },
      });
      const after = await idleWorker(pool, before.pid);
      expect(isRunning(before.pid)).toBe(false);
      expect(isRunning(before.sofficePid)).toBe(false);
      expect(await readdir(pool.status().dir)).toEqual([expect.stringMatching(/^w0-\d+$/)]);
      expect(after.sockets?.some((socket) => before.sockets?.includes(socket))).toBe(false);
      for (const socket of before.sockets ?? []) {
        expect(existsSync(socket)).toBe(false);
      }
      expect((await pdfText(await pool.toPdf('d.docx', minimalDocx('rapido')))).text).toContain(
        'rapido',
      );
    } finally {
      await pool.close();
    }
  }, 120_000);
});

describe('startOfficePool, closing and failing to start', () => {
  it('leaves no process, file or socket behind when closed', async () => {
    const pool = startOfficePool(settings());
    await pool.ready();
    const { dir, workers } = pool.status();
    const [worker] = workers;
    expect(isRunning(worker?.sofficePid)).toBe(true);
    await pool.close();
    expect(isRunning(worker?.pid)).toBe(false);
    expect(isRunning(worker?.sofficePid)).toBe(false);
    expect(existsSync(dir)).toBe(false);
    for (const socket of worker?.sockets ?? []) {
      expect(existsSync(socket)).toBe(false);
    }
    expect(await failureOf(pool.toPdf('a.docx', minimalDocx()))).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  }, 120_000);

  it('answers SERVICE_UNAVAILABLE when soffice or Python cannot start', async () => {
    for (const broken of [
      { soffice: '/nonexistent/soffice' },
      { python: '/nonexistent/python3' },
    ]) {
      const pool = startOfficePool(settings(broken));
      try {
        expect(await failureOf(pool.toPdf('a.docx', minimalDocx()))).toMatchObject({
          code: 'SERVICE_UNAVAILABLE',
          detail: { reason: 'office-unavailable' },
        });
      } finally {
        await pool.close();
      }
      expect(existsSync(pool.status().dir)).toBe(false);
    }
  }, 120_000);

  it('refuses work past its queue with SERVICE_UNAVAILABLE busy', async () => {
    const pool = startOfficePool(settings({ maxQueue: 1, soffice: '/nonexistent/soffice' }));
    try {
      const first = failureOf(pool.toPdf('a.docx', minimalDocx()));
      expect(await failureOf(pool.toPdf('b.docx', minimalDocx()))).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        detail: { reason: 'busy' },
      });
      await first;
    } finally {
      await pool.close();
    }
  });
});
