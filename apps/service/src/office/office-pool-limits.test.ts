import { messageForError } from '@folio/core';
import { afterEach, describe, expect, it } from 'vitest';

import { convertToPdf } from '../utils/convert-to-pdf';
import { startOfficePool, type OfficePool } from './office-pool';
import { minimalDocx } from './testing/office-fixtures';
import { officePoolSettings, officeProcessOf, signalProcess } from './testing/office-processes';

// These tests drive the real LibreOffice of the machine (libreoffice-*-nogui, python3-uno).
const settings = officePoolSettings;

/** The pool's one worker once idle, and a different one than `previousPid` when given. */
async function idleWorker(pool: OfficePool, previousPid?: number) {
  let found: ReturnType<OfficePool['status']>['workers'][number] | undefined;
  await expect
    .poll(
      () => {
        const [worker] = pool.status().workers;
        found = worker?.state === 'idle' && worker.pid !== previousPid ? worker : undefined;
        return found !== undefined;
      },
      { timeout: 90_000, interval: 50 },
    )
    .toBe(true);
  return found as NonNullable<typeof found>;
}

let pool: OfficePool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('startOfficePool, memory', () => {
  it('replaces a soffice past its memory limit after its job (issue #17)', async () => {
    // 1 MB: any soffice is past it, so the job's end must bring a new one.
    pool = startOfficePool(settings({ maxResidentMb: 1 }));
    const before = await idleWorker(pool);
    const pdf = await pool.toPdf('a.docx', minimalDocx('antes del cambio'));
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    const after = await idleWorker(pool, before.pid);
    expect(after.pid).not.toBe(before.pid);
    expect(pool.status()).toMatchObject({ restarts: 1, recycled: { memory: 1, jobs: 0 } });
    await pool.toPdf('b.docx', minimalDocx('el nuevo convierte'));
  }, 180_000);

  it('keeps a soffice under its memory limit', async () => {
    pool = startOfficePool(settings({ maxResidentMb: 4_096 }));
    const before = await idleWorker(pool);
    await pool.toPdf('a.docx', minimalDocx());
    const after = await idleWorker(pool);
    expect(after.pid).toBe(before.pid);
    expect(pool.status()).toMatchObject({ restarts: 0, recycled: { memory: 0, jobs: 0 } });
  }, 180_000);
});

describe('convertToPdf past its time budget', () => {
  it('answers FILE_PROCESSING_ERROR within the budget plus 2 s, saying the file is too complex', async () => {
    const budgetMs = 2_000;
    pool = startOfficePool(settings({ jobTimeoutMs: budgetMs }));
    const office = pool;
    const before = await idleWorker(office);
    // A stopped soffice.bin never answers: the hang of a hostile or huge document.
    signalProcess(await officeProcessOf(before.sofficePid ?? -1), 'SIGSTOP');
    const converting = convertToPdf(
      { name: 'enorme.docx', mimeType: 'application/octet-stream', bytes: minimalDocx() },
      {
        office,
        html: { print: () => Promise.reject(new Error('no HTML here')), close: async () => {} },
      },
    ).then(
      () => undefined,
      (error: unknown) => ({ error, at: Date.now() }),
    );
    // The budget runs from the job's start on soffice, after the checks of the file.
    await expect
      .poll(() => office.status().workers[0]?.state, { timeout: 60_000, interval: 10 })
      .toBe('busy');
    const busyAt = Date.now();
    const failure = await converting;
    expect(failure?.error).toMatchObject({
      code: 'FILE_PROCESSING_ERROR',
      detail: { file: 'enorme.docx', reason: 'timeout' },
    });
    // The kill, not the hung work, ends the wait (issue #17: budget + 2 s).
    expect((failure?.at ?? Infinity) - busyAt).toBeLessThan(budgetMs + 2_000);
    const { code, detail } = failure?.error as { code: string; detail: unknown };
    expect(messageForError('en', code, undefined, detail)).toMatch(/too complex/);
    expect(messageForError('sp', code, undefined, detail)).toMatch(/demasiado complejo/);

    const after = await idleWorker(office, before.pid);
    expect(after.pid).not.toBe(before.pid);
    const pdf = await office.toPdf('b.docx', minimalDocx('sigue vivo'));
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
  }, 180_000);
});
