// A till prints what is to be paid large: `RM 27.55` alone on a line of its own, twice the
// height of the receipt's other lines, its label (`JUMLAH`, `AMOUNT DUE`) above it, small, or
// lost by OCR. Such an amount is a total in its own right when no label reaches it.
import { findAmounts, findDates } from '@folio/core';

import { boxOfSpan, type Doc, linesOnPage } from '../document-lines';
import { median } from '../median';
import type { Candidate } from './candidate';

/** Taller than the page's usual line by this much: printed in a larger face. */
const LARGE = 1.5;
/** Below a labelled total (about 33) and above cash less change (20). */
const LARGE_SCORE = 22;

/**
 * Amounts written with their currency (`RM 27.55`, `$27.55`) alone on a line printed at least
 * half as tall again as the page's median line.
 */
export function largeAmounts(doc: Doc): Candidate<number>[] {
  const found: Candidate<number>[] = [];
  for (const page of new Set(doc.lines.map((line) => line.page))) {
    const lines = linesOnPage(doc, page).filter((line) => line.box.height > 0);
    const usual = median(lines.map((line) => line.box.height));
    for (const line of lines) {
      if (usual <= 0 || line.box.height < usual * LARGE) {
        continue;
      }
      const amounts = findAmounts(line.text, findDates(line.text));
      const [amount] = amounts;
      if (
        amount === undefined ||
        amounts.length !== 1 ||
        amount.currency === undefined ||
        amount.isPercent ||
        amount.value <= 0 ||
        line.text.replace(amount.text, '').trim() !== ''
      ) {
        continue;
      }
      found.push({
        value: amount.value,
        text: amount.text,
        source: { page, box: boxOfSpan(line, amount.start, amount.end) },
        score: LARGE_SCORE,
        method: 'layout',
        currency: amount.currency,
      });
    }
  }
  return found;
}
