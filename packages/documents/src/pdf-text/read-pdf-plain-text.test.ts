import { describe, expect, it } from 'vitest';

import { encryptPdf } from '../testing/encrypted-pdf';
import { makeTextImage } from '../testing/images';
import { makeType3GarbagePdf } from '../testing/raw-pdf';
import { makeImagePdf, makeLongPdf, makeTextPdf } from '../testing/text-pdf';
import { readPdfPlainText, readPdfWords } from './read-pdf-plain-text';
import { readPdfText } from './read-pdf-text';

describe('readPdfPlainText', () => {
  it('gives every page its words in reading order, as pdf.js reads them', async () => {
    const pdf = await makeTextPdf({
      pages: [
        [
          { text: 'Informe anual', x: 50, y: 60, size: 16, bold: true },
          { text: 'La facturación creció un 12 % en 2024.', x: 50, y: 100 },
        ],
        [{ text: 'Second page: the office in Zürich.', x: 50, y: 60 }],
      ],
    });
    const plain = await readPdfPlainText(pdf);
    expect(plain?.pageCount).toBe(2);
    expect(plain?.pages.map((page) => page.pageNumber)).toEqual([1, 2]);
    const words = (text: string) => text.split(/\s+/u).filter(Boolean);
    const layer = await readPdfText(pdf);
    for (const [index, page] of layer.pages.entries()) {
      const pdfjsWords = page.lines.flatMap((line) => words(line.text));
      expect(words(plain?.pages[index]?.text ?? '')).toEqual(pdfjsWords);
    }
    expect(plain?.pages.every((page) => page.usability.usable)).toBe(true);
  });

  it('gives a table row by row, its cells apart by tabs, the prose around it as it is', async () => {
    const rows = [
      ['Concepto', '2022', '2023'],
      ['Ingresos por ventas', '12.345', '14.210'],
      ['EBITDA', '2.980', '3.540'],
    ];
    const pdf = await makeTextPdf({
      pages: [
        [
          { text: 'Cifras en miles de euros.', x: 50, y: 60 },
          ...rows.flatMap((row, line) =>
            row.map((text, column) => ({
              text,
              x: [50, 250, 330][column] ?? 0,
              y: 90 + line * 18,
            })),
          ),
          { text: 'El EBITDA creció un 18 %.', x: 50, y: 160 },
        ],
      ],
    });
    const plain = await readPdfPlainText(pdf);
    // Never a blank line: each cell would be a paragraph of its own, which the chat's chunker
    // takes for a title.
    expect(plain?.pages[0]?.text.trim()).toBe(
      [
        'Cifras en miles de euros.',
        ...rows.map((row) => row.join('\t')),
        'El EBITDA creció un 18 %.',
      ].join('\n'),
    );
  });

  it('marks a page without a text layer and one of undecodable glyphs as needing OCR', async () => {
    const png = await makeTextImage(['Scanned page'], { width: 400, height: 120 });
    const scan = await readPdfPlainText(await makeImagePdf(png, 400, 120));
    expect(scan?.pages[0]?.usability).toMatchObject({ usable: false, reason: 'no-text' });
    const garbage = await readPdfPlainText(makeType3GarbagePdf());
    // poppler either decodes nothing or nothing usable; never text that passes as real.
    expect(garbage === null || garbage.pages.every((page) => !page.usability.usable)).toBe(true);
  });

  it('declines what pdf.js must judge: damaged, encrypted, over the page limit', async () => {
    expect(await readPdfPlainText(new TextEncoder().encode('%PDF-1.7\n garbage'))).toBeNull();
    expect(await readPdfPlainText(new Uint8Array())).toBeNull();
    const locked = await encryptPdf(await makeLongPdf(1), 'secret');
    expect(await readPdfPlainText(locked)).toBeNull();
    const long = await makeLongPdf(4, 2);
    expect(await readPdfPlainText(long, { maxPages: 3 })).toBeNull();
    expect((await readPdfPlainText(long, { maxPages: 4 }))?.pageCount).toBe(4);
  });

  it('stops at the caller’s abort like every reader', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      readPdfPlainText(await makeLongPdf(2), { signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'DOCUMENT_ABORTED' });
  });
});

describe('readPdfWords', () => {
  it('gives poppler’s pages, and pdf.js’s verdict on a file poppler declines', async () => {
    const words = await readPdfWords(await makeLongPdf(2, 2));
    expect(words.pageCount).toBe(2);
    expect(words.pages[1]?.text).toContain('Page 2 line 1');
    const locked = await encryptPdf(await makeLongPdf(1), 'secret');
    await expect(readPdfWords(locked)).rejects.toMatchObject({ code: 'PDF_ENCRYPTED' });
    await expect(readPdfWords(await makeLongPdf(4, 2), { maxPages: 3 })).rejects.toMatchObject({
      code: 'DOCUMENT_TOO_MANY_PAGES',
    });
  });
});
