// Argentine vouchers from AFIP's "Comprobantes en línea" come as one PDF holding the same page
// two or three times, marked ORIGINAL, DUPLICADO, TRIPLICADO (issue 16): the copies are one
// invoice, so their items are read once.
import { foldText } from '@folio/core';
import type { PageText } from '@folio/documents';

const COPY_MARK =
  /^(original|duplicado|triplicado|cuadruplicado|copia|copy|duplicate|triplicate|kopie|duplicata)$/u;
// Too few words to call two pages the same invoice (two blank or cover pages).
const MIN_WORDS = 20;

// A page's own number (`Pág. 2/3`, `Seite 2 von 3`) differs between copies.
const PAGE_OF_PAGES = /^\d{1,3}\/\d{1,3}$/u;

/** A page's words in order, without its copy mark and its page number. */
function contentOf(page: PageText, pageCount: number): string[] {
  return page.lines
    .flatMap((line) => line.text.split(/\s+/u))
    .filter(
      (word) =>
        word !== '' &&
        !COPY_MARK.test(foldText(word)) &&
        !PAGE_OF_PAGES.test(word) &&
        !(/^\d{1,3}$/u.test(word) && Number(word) <= pageCount),
    );
}

/** The pages with every later copy of an earlier text-layer page left out. */
export function withoutCopies(pages: readonly PageText[]): PageText[] {
  const seen = new Set<string>();
  return pages.filter((page) => {
    const words = contentOf(page, pages.length);
    if (page.source !== 'text-layer' || words.length < MIN_WORDS) {
      return true;
    }
    const key = words.join(' ');
    if (seen.has(key)) {
      return false;
    }
    seen.add(key);
    return true;
  });
}
