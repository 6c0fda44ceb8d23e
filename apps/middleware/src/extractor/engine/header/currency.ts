// The document's currency: a currency label's value, else a vote: currencies written against
// amounts (three votes against the total's amount), codes and symbols written alone, the code
// on the total's row (`Total (EUR)`), names (`in EURO`). `$` is USD unless another dollar is named,
// its country's letters stand at it (`$U`, `AR$`) or the page says its country (a CUIT: pesos).
import { findAmounts, findCurrencies, normaliseCurrency } from '@folio/core';

import { type Doc, isSameRow, linesOnPage } from '../document-lines';
import type { LabelIndex } from '../labels/label-index';
import type { Candidate } from './candidate';
import { collectCurrencyLabels } from './collect';
import { currencyOfCountry, dollarOfCountry, localPesoAt } from './currency-country';
import { ringgitOfPage } from './currency-malaysia';
import { isAmericanPage } from './us-page';

const OTHER_DOLLARS = ['CAD', 'AUD', 'NZD', 'MXN', 'SGD', 'HKD'];
const NAMES = /\b(euros?|dollars?|dolares?|pounds?|libras?)\b/giu;

type Vote = { votes: number; first: Candidate<string> };

/** A sign with letters on both sides (`C€S35374`, OCR's reading of a smudge) is no currency. */
function isInsideWord(text: string, match: { start: number; end: number }): boolean {
  return /\p{L}/u.test(text.charAt(match.start - 1)) && /\p{L}/u.test(text.charAt(match.end));
}

/** Picks the currency, in ISO 4217. */
export function findCurrency(
  doc: Doc,
  index: LabelIndex,
  total?: Candidate<number>,
): Candidate<string> | undefined {
  const labelled = collectCurrencyLabels(index)[0];
  if (labelled !== undefined) {
    return labelled;
  }
  const tally = new Map<string, Vote>();
  const codesWritten = new Set<string>();
  const vote = (code: string, votes: number, line: Doc['lines'][number], text: string): void => {
    const known = tally.get(code);
    const first: Candidate<string> = known?.first ?? {
      value: code,
      text,
      source: { page: line.page, box: line.box },
      score: 0,
      method: 'layout',
    };
    tally.set(code, { votes: (known?.votes ?? 0) + votes, first });
  };
  const totalLine =
    total === undefined
      ? undefined
      : linesOnPage(doc, total.source.page).find(
          (line) =>
            line.box.y <= total.source.box.y + 1 &&
            line.box.y + line.box.height >= total.source.box.y + total.source.box.height - 1 &&
            line.box.x <= total.source.box.x + 1,
        );
  for (const line of doc.lines) {
    const onTotalRow = totalLine !== undefined && isSameRow(line, totalLine);
    const attached = new Set<number>();
    for (const amount of findAmounts(line.text)) {
      if (amount.currency !== undefined) {
        const isTotal = total !== undefined && Math.abs(amount.value - total.value) < 0.01;
        const sign = line.text.indexOf('$', amount.start);
        const code =
          (sign >= 0 && sign < amount.end ? localPesoAt(line.text, sign) : undefined) ??
          amount.currency;
        vote(code, isTotal ? 3 : 1, line, amount.text);
        attached.add(amount.start);
      }
    }
    for (const match of findCurrencies(line.text)) {
      if (isInsideWord(line.text, match)) {
        continue;
      }
      if (match.text === match.code) {
        codesWritten.add(match.code);
      }
      const code = localPesoAt(line.text, match.start) ?? match.code;
      vote(code, onTotalRow ? 3 : 0.5, line, match.text);
    }
    for (const match of line.text.matchAll(NAMES)) {
      const code = normaliseCurrency(match[0]);
      if (code !== undefined) {
        vote(code, onTotalRow ? 3 : 0.5, line, match[0]);
      }
    }
  }
  let best: Vote | undefined;
  for (const entry of tally.values()) {
    if (best === undefined || entry.votes > best.votes) {
      best = entry;
    }
  }
  const folded = doc.lines.map((line) => line.folded).join('\n');
  // A Malaysian page writes `RM` or nothing: a `$` or `£` there with no code written is OCR's
  // reading of an `&` or a smudge, not the receipt's currency.
  const ringgit = ringgitOfPage(folded);
  if (
    best !== undefined &&
    ringgit !== undefined &&
    best.first.value !== ringgit &&
    !codesWritten.has(best.first.value)
  ) {
    return { ...best.first, value: ringgit };
  }
  // An American page writes `$` or nothing: a lone sign of another currency there, beside no
  // amount and with no code written, is OCR's reading of a smudge.
  const isAmerican = isAmericanPage(folded);
  if (
    best !== undefined &&
    isAmerican &&
    best.votes < 1 &&
    best.first.value !== 'USD' &&
    !codesWritten.has(best.first.value)
  ) {
    best = undefined;
  }
  if (best === undefined) {
    const code = currencyOfCountry(folded) ?? ringgit ?? (isAmerican ? 'USD' : undefined);
    const [first] = doc.lines;
    return code === undefined || first === undefined
      ? undefined
      : {
          value: code,
          text: '',
          source: { page: first.page, box: first.box },
          score: 0,
          method: 'derived',
        };
  }
  const otherDollar =
    OTHER_DOLLARS.find((code) => codesWritten.has(code)) ?? dollarOfCountry(folded);
  if (best.first.value === 'USD' && otherDollar !== undefined && !codesWritten.has('USD')) {
    return { ...best.first, value: otherDollar };
  }
  return best.first;
}
