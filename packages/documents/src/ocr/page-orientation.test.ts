import { PDFDocument, degrees } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

import type { Word } from '../layout/types';
import { makeTextImage } from '../testing/images';
import { makeImagePdf } from '../testing/text-pdf';
import { looksTurned, parseOrientation } from './page-orientation';
import { readPdfPages } from './read-pdf-pages';

const word = (text: string, width: number, height: number, confidence = 92): Word => ({
  text,
  box: { x: 0, y: 0, width, height },
  confidence,
});

describe('a page read turned', () => {
  it('is told by tall words or by a poor reading', () => {
    const upright = Array.from({ length: 12 }, () => word('Factura', 60, 12));
    expect(looksTurned(upright)).toBe(false);
    expect(looksTurned(Array.from({ length: 12 }, () => word('Factura', 12, 60)))).toBe(true);
    expect(looksTurned(Array.from({ length: 12 }, () => word('uʍop', 40, 12, 41)))).toBe(true);
    // A poor reading with a fair share of words read well is a poor scan, not a turned one.
    const poor = Array.from({ length: 12 }, (_, at) => word('Total', 40, 12, at < 4 ? 90 : 20));
    expect(looksTurned(poor)).toBe(false);
    // A few words say nothing.
    expect(looksTurned(upright.slice(0, 3).map((each) => ({ ...each, confidence: 20 })))).toBe(
      false,
    );
  });

  it('reads the turn from the orientation detection, when it is sure', () => {
    const osd = (rotate: number, confidence: number) =>
      `Page number: 0\nOrientation in degrees: 90\nRotate: ${rotate}\nOrientation confidence: ${confidence}\nScript: Latin\n`;
    expect(parseOrientation(osd(270, 8.62))).toBe(270);
    expect(parseOrientation(osd(180, 9.2))).toBe(180);
    expect(parseOrientation(osd(90, 0.4))).toBe(0);
    expect(parseOrientation('Too few characters. Skipping this page')).toBe(0);
  });

  it('is read again upright: a scan shown upside down or sideways', async () => {
    const lines = [
      'Factura número: 2024-117',
      'Fecha: 12/03/2024',
      'Señor Muñoz, Calle Mayor 5',
      'Base imponible: 1.020,30 EUR',
      'Total: 1.234,56 EUR',
    ];
    const png = await makeTextImage(lines, { width: 2480, height: 1200, pointSize: 48 });
    for (const turn of [180, 90]) {
      const document = await PDFDocument.load(await makeImagePdf(png, 595.2, 288));
      document.getPage(0).setRotation(degrees(turn));
      const { pages } = await readPdfPages(await document.save());
      expect(pages[0]?.lines.map((line) => line.text)).toEqual(lines);
    }
  }, 90_000);
});
