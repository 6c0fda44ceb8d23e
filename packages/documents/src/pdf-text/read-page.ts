import { buildLines } from '../layout/build-lines';
import { roundBox } from '../layout/boxes';
import type { Line, PageText } from '../layout/types';
import type { RawPage } from './pdfjs-protocol';
import { textItemsToWords } from './text-items';
import { assessTextUsability, type TextUsability } from './text-usability';

/** A page read from the PDF text layer, with the verdict on whether it needs OCR. */
export type PdfPageText = PageText & { usability: TextUsability };

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
