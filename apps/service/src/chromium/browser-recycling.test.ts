import { afterEach, describe, expect, it } from 'vitest';

import { loadServiceConfig } from '../config';
import { startChromiumPrinter, type ChromiumPrinter } from './chromium-pool';
import { readPdf } from './testing/read-pdf';

const settings = loadServiceConfig({}).html;

let printer: ChromiumPrinter | undefined;
afterEach(async () => {
  await printer?.close();
  printer = undefined;
});

async function printsText(pool: ChromiumPrinter, word: string): Promise<void> {
  const pdf = await pool.print(`<p>${word}</p>`, { pageSize: 'a4', landscape: false });
  expect((await readPdf(pdf)).text).toContain(word);
}

/** The browser's process id once the pool runs one other than `previous`. */
async function browserOtherThan(pool: ChromiumPrinter, previous: number | undefined) {
  await expect
    .poll(
      () => {
        const [pid] = pool.processIds();
        return pid !== undefined && pid !== previous;
      },
      { timeout: 60_000, interval: 50 },
    )
    .toBe(true);
  return pool.processIds()[0];
}

describe('the Chromium printer, recycling its browser (issue #17)', () => {
  it('replaces the browser after its share of jobs, and prints on the next', async () => {
    printer = startChromiumPrinter({ ...settings, browsers: 1, maxJobsPerBrowser: 2 });
    await printer.ready();
    const [first] = printer.processIds();
    await printsText(printer, 'uno');
    expect(printer.recycled()).toBe(0);
    await printsText(printer, 'dos');
    const second = await browserOtherThan(printer, first);
    expect(printer.recycled()).toBe(1);
    await printsText(printer, 'tres');
    expect(printer.processIds()).toEqual([second]);
  }, 120_000);

  it('replaces a browser past its memory limit after a job', async () => {
    // 1 MB: any browser is past it, so the job's end must bring a new one.
    printer = startChromiumPrinter({ ...settings, browsers: 1, maxResidentMb: 1 });
    await printer.ready();
    const [first] = printer.processIds();
    await printsText(printer, 'antes');
    await browserOtherThan(printer, first);
    expect(printer.recycled()).toBeGreaterThanOrEqual(1);
    await printsText(printer, 'despues');
  }, 120_000);

  it('lets the running jobs of a browser due for replacement finish first', async () => {
    printer = startChromiumPrinter({
      ...settings,
      browsers: 1,
      pagesPerBrowser: 3,
      maxJobsPerBrowser: 1,
    });
    await printer.ready();
    const pool = printer;
    const words = ['alfa', 'beta', 'gamma', 'delta'];
    // Printed at once: the first to end makes the browser due while the others still run.
    await Promise.all(words.map((word) => printsText(pool, word)));
    expect(pool.recycled()).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
