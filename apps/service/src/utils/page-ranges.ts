import { AppError } from '@folio/core';

/** A run of pages, 1-based and inclusive. */
export type PageRange = { from: number; to: number };

const ITEM = /^(\d*)\s*(-?)\s*(\d*)$/;

/**
 * Reads page ranges such as `1-3,5,8-` against a PDF of `pageCount` pages: `5` is one page, `1-3`
 * a run, `8-` runs to the last page and `-3` from the first. Empty or absent text means every
 * page on its own. A malformed list is `BAD_REQUEST`; a page outside the PDF, or a run that goes
 * backwards, is `PDF_PAGE_VALIDATION_ERROR` with the offending item in `detail`.
 */
export function parsePageRanges(text: string | undefined, pageCount: number): PageRange[] {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') {
    return Array.from({ length: pageCount }, (_, index) => ({ from: index + 1, to: index + 1 }));
  }
  return trimmed.split(',').map((raw) => {
    const item = raw.trim();
    const match = ITEM.exec(item);
    if (!match || item === '' || item === '-') {
      throw new AppError('BAD_REQUEST', {
        message: `page range "${item}" is not like 1-3, 5 or 8-`,
        detail: { field: 'ranges', range: item },
      });
    }
    const [, first = '', dash = '', last = ''] = match;
    const from = first === '' ? 1 : Number(first);
    const to = dash === '' ? from : last === '' ? pageCount : Number(last);
    if (from < 1 || to > pageCount || from > to) {
      throw new AppError('PDF_PAGE_VALIDATION_ERROR', {
        message: `page range "${item}" is outside 1-${pageCount} or backwards`,
        detail: { range: item, pages: pageCount },
      });
    }
    return { from, to };
  });
}
