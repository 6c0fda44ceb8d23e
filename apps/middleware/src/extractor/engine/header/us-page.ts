// An American page: a street address ending in a state's two letters and a ZIP code (`AUSTIN, TX
// 78701`). When it writes no currency code its amounts are US dollars (a receipt prints them bare
// or with `$`); a date under such an address, in the shop's own block, is written month first
// (`11/07/19` is 7 November).
import { toIsoDate } from '@folio/core';

import { type Doc, linesOnPage } from '../document-lines';
import type { Candidate } from './candidate';

// The states and DC, but for `DE` (Delaware), which European addresses write before a postcode
// (`Berlin, DE 10115`).
const STATES =
  'al|ak|az|ar|ca|co|ct|fl|ga|hi|id|il|in|ia|ks|ky|la|me|md|ma|mi|mn|ms|mo|mt|ne|nv|nh|nj|nm|ny|nc|nd|oh|ok|or|pa|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy|dc';

// Folded text: a town, a comma, the state, the ZIP (five digits, or ZIP+4), OCR's spaces lost,
// or a speck OCR put after the town or read for the space (`portland), or-97205`).
const CITY_STATE_ZIP = new RegExp(
  `\\p{L}\\)?,\\s*(?:${STATES})[.-]?\\s*\\d{5}(?:-\\d{4})?(?!\\d)`,
  'u',
);

/** Whether the page's folded text writes an American address (town, state, ZIP). */
export function isAmericanPage(foldedText: string): boolean {
  return CITY_STATE_ZIP.test(foldedText);
}

/**
 * Whether an American address is printed above `candidate` on its page: the shop's own block over
 * its date. An address at the page's foot (a web service's billing office under an invoice the
 * customer's browser printed, `11/5/23` day first) says nothing of how the date was written.
 */
export function isAmericanAbove(doc: Doc, candidate: Candidate<string>): boolean {
  const { page, box } = candidate.source;
  return isAmericanPage(
    linesOnPage(doc, page)
      .filter((line) => line.box.y + line.box.height <= box.y + 1)
      .map((line) => line.folded)
      .join('\n'),
  );
}

// A numeric date whose first two numbers could each be the day or the month.
const NUMERIC = /^\s*(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})(?!\d)/u;

/**
 * The date an American page means by a numeric date read day first: month first (`11/07/19`,
 * 7 November 2019). Dates the day-first reading could not take as written (`03/20/2023`, already
 * month first) and written months (`Nov 7, 2019`) are kept.
 */
export function monthFirstDate(candidate: Candidate<string>): Candidate<string> {
  const match = NUMERIC.exec(candidate.text);
  if (match === null) {
    return candidate;
  }
  const [, first = '', , second = '', year = ''] = match;
  if (Number(first) > 12 || Number(second) > 12) {
    return candidate;
  }
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  const iso = toIsoDate(fullYear, Number(first), Number(second));
  return iso === undefined ? candidate : { ...candidate, value: iso };
}
