import { buildLines } from '../layout/build-lines';
import { roundBox } from '../layout/boxes';
import type { Line } from '../layout/types';
import type { PdfPageText, RawPage } from './pdfjs-protocol';
import { textItemsToWords } from './text-items';
import { assessTextUsability } from './text-usability';

export type { PdfPageText } from './pdfjs-protocol';

/** Rebuilds one page's text layer (as pdf.js gave it) into reading-order lines. */
export function toPageText(page: RawPage): PdfPageText {
  const { words, rotated } = textItemsToWords(page, page.transform);
  const rotatedLines: Line[] = rotated.map((word) => ({
    text: word.text,
    box: roundBox(word.box),
    words: [{ ...word, box: roundBox(word.box) }],
  }));
  return {
    pageNumber: page.pageNumber,
    width: page.width,
    height: page.height,
    lines: [...buildLines(words), ...rotatedLines],
    source: 'text-layer',
    usability: assessTextUsability(page.items.map((item) => item.str).join(' ')),
  };
}
