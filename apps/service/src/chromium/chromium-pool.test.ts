import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadServiceConfig } from '../config';
import { startChromiumPrinter, type ChromiumPrinter } from './chromium-pool';
import { readPdf } from './testing/read-pdf';

const settings = loadServiceConfig({}).html;
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => error as { code?: string; detail?: unknown },
  );

describe('the Chromium printer', () => {
  let printer: ChromiumPrinter;
  beforeAll(async () => {
    printer = startChromiumPrinter({ ...settings, pagesPerBrowser: 2, timeoutMs: 10_000 });
    await printer.ready();
  });
  afterAll(() => printer.close());

  it('prints text that reads back, accents and symbols included', async () => {
    const pdf = await printer.print(
      '<h1>Factura 2025-001</h1><p>Año fiscal: señor Muñoz pagó 1.234,56 €</p>',
      { pageSize: 'a4', landscape: false },
    );
    const { text, papers } = await readPdf(pdf);
    expect(text).toContain('Factura 2025-001');
    expect(text).toContain('Año fiscal: señor Muñoz pagó 1.234,56 €');
    expect(papers).toEqual(['a4']);
  });

  it('prints A4 or Letter, upright or landscape, one page per CSS page break', async () => {
    const html = ['uno', 'dos', 'tres']
      .map((word) => `<section style="break-after: page">página ${word}</section>`)
      .join('');
    const letter = await readPdf(
      await printer.print(html, { pageSize: 'letter', landscape: false }),
    );
    expect(letter.papers).toEqual(['letter', 'letter', 'letter']);
    expect(letter.text).toMatch(/página uno[\s\S]*página dos[\s\S]*página tres/);
    const wide = await readPdf(
      await printer.print('<p>ancho</p>', { pageSize: 'a4', landscape: true }),
    );
    expect(wide.papers).toEqual(['a4 landscape']);
    const wideLetter = await readPdf(
      await printer.print('<p>ancho</p>', { pageSize: 'letter', landscape: true }),
    );
    expect(wideLetter.papers).toEqual(['letter landscape']);
  });

  it('prints what scripts wrote before the page loaded', async () => {
    const pdf = await printer.print(
      '<p id="out"></p><script>document.getElementById("out").textContent = "total " + (6 * 7);</script>',
      { pageSize: 'a4', landscape: false },
    );
    expect((await readPdf(pdf)).text).toContain('total 42');
  });

  it('keeps concurrent jobs apart: each answer has its own HTML', async () => {
    const words = ['alfa', 'bravo', 'charlie', 'delta', 'echo'];
    const pdfs = await Promise.all(
      words.map((word) =>
        printer.print(`<p>palabra ${word}</p>`, { pageSize: 'a4', landscape: false }),
      ),
    );
    const texts = await Promise.all(pdfs.map(async (pdf) => (await readPdf(pdf)).text.trim()));
    expect(texts).toEqual(words.map((word) => `palabra ${word}`));
  });

  it('fails a page that exhausts its memory alone, then keeps printing', async () => {
    const bomb = await failureOf(
      printer.print(
        '<script>const all = []; for (;;) { all.push(new Array(1e7).fill(1.5)); }</script>',
        { pageSize: 'a4', landscape: false },
      ),
    );
    expect(bomb).toMatchObject({ code: 'FILE_PROCESSING_ERROR', detail: { reason: 'crashed' } });
    const pdf = await printer.print('<p>memoria libre</p>', { pageSize: 'a4', landscape: false });
    expect((await readPdf(pdf)).text).toContain('memoria libre');
  });

  it('starts a new browser when its browser is killed, and the next job prints', async () => {
    const [before] = printer.processIds();
    expect(before).toBeTypeOf('number');
    process.kill(before ?? 0, 'SIGKILL');
    const pdf = await printer.print('<p>después del fallo</p>', {
      pageSize: 'a4',
      landscape: false,
    });
    expect((await readPdf(pdf)).text).toContain('después del fallo');
    expect(printer.processIds()).not.toContain(before);
  });
});

describe('the Chromium printer under hostile HTML', () => {
  let printer: ChromiumPrinter;
  beforeAll(async () => {
    printer = startChromiumPrinter({ ...settings, pagesPerBrowser: 2, timeoutMs: 3_000 });
    await printer.ready();
  });
  afterAll(() => printer.close());

  const stillPrints = async (word: string) => {
    const pdf = await printer.print(`<p>${word}</p>`, { pageSize: 'a4', landscape: false });
    expect((await readPdf(pdf)).text).toContain(word);
  };

  it('stops a script that never ends with FILE_PROCESSING_ERROR, then keeps printing', async () => {
    const inline = await failureOf(
      printer.print('<p>antes</p><script>for (;;) {}</script>', {
        pageSize: 'a4',
        landscape: false,
      }),
    );
    expect(inline).toMatchObject({
      code: 'FILE_PROCESSING_ERROR',
      detail: { reason: 'timeout', timeoutMs: 3_000 },
    });
    await stillPrints('sigue vivo');
    const afterLoad = await failureOf(
      printer.print('<p>x</p><script>onload = () => setTimeout(() => { for (;;) {} })</script>', {
        pageSize: 'a4',
        landscape: false,
      }),
    );
    expect(afterLoad).toMatchObject({
      code: 'FILE_PROCESSING_ERROR',
      detail: { reason: 'timeout' },
    });
    await stillPrints('sigue vivo otra vez');
  });

  it('stops a page that opens windows without end, then keeps printing', async () => {
    const windows = await failureOf(
      printer.print(
        '<script>for (let i = 0; ; i++) { window.open("about:blank#" + i); }</script>',
        {
          pageSize: 'a4',
          landscape: false,
        },
      ),
    );
    expect(windows).toMatchObject({ code: 'FILE_PROCESSING_ERROR', detail: { reason: 'windows' } });
    await stillPrints('sin ventanas');
  });

  it('replaces a browser that hangs: the hung job fails, the next one prints', async () => {
    await stillPrints('antes de colgarse');
    // Warm and idle: the next job takes a ready page, which then hangs with its browser.
    await printer.ready();
    const [hung] = printer.processIds();
    // Pid 0 would stop this whole process group, the test runner with it.
    if (hung === undefined || hung <= 1) {
      throw new Error(`no browser pid to stop: ${String(hung)}`);
    }
    process.kill(hung, 'SIGSTOP');
    try {
      const failure = await failureOf(
        printer.print('<p>colgado</p>', { pageSize: 'a4', landscape: false }),
      );
      expect(failure).toMatchObject({
        code: 'FILE_PROCESSING_ERROR',
        detail: { reason: 'timeout' },
      });
      await stillPrints('otro navegador');
      expect(printer.processIds()).not.toContain(hung);
    } finally {
      try {
        process.kill(hung ?? 0, 'SIGKILL');
      } catch {
        // Already killed by the pool, as it should be.
      }
    }
  });
});

describe('the Chromium printer queue', () => {
  it('runs jobs beyond its pages in turn and refuses past the queue with SERVICE_UNAVAILABLE', async () => {
    const printer = startChromiumPrinter({
      ...settings,
      pagesPerBrowser: 1,
      maxQueue: 1,
      timeoutMs: 1_500,
    });
    try {
      await printer.ready();
      const looping = failureOf(
        printer.print('<script>for (;;) {}</script>', { pageSize: 'a4', landscape: false }),
      );
      const queued = printer.print('<p>en cola</p>', { pageSize: 'a4', landscape: false });
      const refused = await failureOf(
        printer.print('<p>de más</p>', { pageSize: 'a4', landscape: false }),
      );
      expect(refused).toMatchObject({ code: 'SERVICE_UNAVAILABLE', detail: { reason: 'busy' } });
      expect(await looping).toMatchObject({ code: 'FILE_PROCESSING_ERROR' });
      expect((await readPdf(await queued)).text).toContain('en cola');
    } finally {
      await printer.close();
    }
  });

  it('answers SERVICE_UNAVAILABLE when Chromium cannot start', async () => {
    const printer = startChromiumPrinter({ ...settings, chromiumPath: '/nonexistent/chromium' });
    try {
      await printer.ready();
      const failure = await failureOf(
        printer.print('<p>x</p>', { pageSize: 'a4', landscape: false }),
      );
      expect(failure).toMatchObject({ code: 'SERVICE_UNAVAILABLE', detail: { reason: 'browser' } });
    } finally {
      await printer.close();
    }
  });
});
