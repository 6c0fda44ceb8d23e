import { AppError, parsePageRanges as parseWrittenRanges } from '@folio/core';

/** A run of pages, 1-based and inclusive. */
export type PageRange = { from: number; to: number };

/**
 * Applies the page ranges a user wrote (core's `parsePageRanges`, the rule the web checks too) to
 * a PDF of `pageCount` pages. Empty or absent text means every page on its own. A malformed list
 * is `BAD_REQUEST`; a page outside the PDF, or a run that goes backwards, is
 * `PDF_PAGE_VALIDATION_ERROR` with the offending item in `detail`.
 */
export function parsePageRanges(text: string | undefined, pageCount: number): PageRange[] {
  const written = parseWrittenRanges(text);
  if (!written.ok) {
    const { reason, item } = written.problem;
    if (reason === 'malformed') {
      throw new AppError('BAD_REQUEST', {
        message: `page range "${item}" is not like 1-3, 5 or 8-`,
        detail: { field: 'ranges', range: item },
      });
    }
    throw outside(item, pageCount);
  }
  if (written.ranges.length === 0) {
    return Array.from({ length: pageCount }, (_, index) => ({ from: index + 1, to: index + 1 }));
  }
  return written.ranges.map(({ from, to, text: item }) => {
    const end = to ?? pageCount;
    if (from > pageCount || end > pageCount || from > end) {
      throw outside(item, pageCount);
    }
    return { from, to: end };
  });
}

function outside(item: string, pageCount: number): AppError {
  return new AppError('PDF_PAGE_VALIDATION_ERROR', {
    message: `page range "${item}" is outside 1-${pageCount} or backwards`,
    detail: { range: item, pages: pageCount },
  });
}
