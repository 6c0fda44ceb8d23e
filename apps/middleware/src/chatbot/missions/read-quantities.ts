import { findAmounts, findDates } from '@folio/core';

import { fold } from '../engine/fold';
import { findDurations } from './durations';
import { evidenceOf, type DocumentPage } from './evidence';
import { compilePhrases } from './find-phrases';
import type { Evidence } from './mission-result';
import { QUANTITY_IDS, QUANTITY_LABELS, type QuantityId, type ValueKind } from './quantity-labels';

/** A quantity read after its label; offsets index the page's text. */
export type QuantityReading = {
  quantity: QuantityId;
  /** The rate a tax or base is for ('21%'), which sets it apart from the other rates' lines. */
  qualifier?: string;
  /** The value as written and in its comparable form (cents, ISO date, normalised duration). */
  text: string;
  normalised: string;
  /** The amount, for money values. */
  amount?: number;
  at: DocumentPage;
  labelStart: number;
  valueStart: number;
  valueEnd: number;
};

type FoundValue = { start: number; end: number; normalised: string; amount?: number };

const QUANTITY_OF_PHRASE = new Map<string, QuantityId>(
  QUANTITY_IDS.flatMap((id) => QUANTITY_LABELS[id].phrases.map((phrase) => [phrase, id])),
);
const findLabels = compilePhrases([...QUANTITY_OF_PHRASE.keys()]);

// What may stand between a label and its value: punctuation, dot leaders, table bars, and a few
// linking words ('asciende a', 'será de', 'of this agreement'); anything else means the number
// belongs to something else. Rates, currencies and short asides in brackets are taken out first.
const LINK_WORDS = [
  'de',
  'del',
  'el',
  'la',
  'es',
  'sera',
  'seran',
  'asciende a',
  'ascendera a',
  'del contrato',
  'del presente contrato',
  'en total',
  'iva incluido',
  'impuestos incluidos',
  'a',
  'al',
  'of',
  'is',
  'shall be',
  'will be',
  'amounts to',
  'of this agreement',
  'of the agreement',
  'of the contract',
  'incl vat',
  'vat included',
  'on',
  'the',
].join('|');
const LINK = new RegExp(
  `^[\\s:=\\-–—.,·_|*]*(?:(?:${LINK_WORDS})(?![\\p{L}])[\\s:=\\-–—.,·_|*]*)*$`,
  'u',
);
const RATE = /(\d{1,2}(?:[.,]\d{1,2})?)\s?%/u;
const ASIDES = /\([^)]{0,30}\)|\d{1,2}(?:[.,]\d{1,2})?\s?%|€|\$|£|\b(?:eur|euros?|usd|gbp)\b/gu;
const CURRENCY_WORD_AFTER = /^\s*(?:euros?|d[oó]lares|dollars?|libras|pounds)\b/iu;

/**
 * The labelled quantities of a page: a label ('Total', 'IVA 21 %', 'Fecha de vencimiento',
 * 'duración') followed on its line, or at the start of the next line when it ends its own, by a
 * value of its kind with only linking words between. Money must look like money (decimals or a
 * currency), so 'Total: 3 artículos' is not a total.
 */
export function readQuantities(at: DocumentPage): QuantityReading[] {
  const readings: QuantityReading[] = [];
  for (const label of findLabels(at.text)) {
    const quantity = QUANTITY_OF_PHRASE.get(label.phrase);
    if (quantity === undefined) {
      continue;
    }
    const window = valueWindow(at.text, label.end);
    const value = findValue(QUANTITY_LABELS[quantity].kind, window);
    if (!value) {
      continue;
    }
    const gap = window.slice(0, value.start);
    if (!LINK.test(fold(gap).replace(ASIDES, ' '))) {
      continue;
    }
    const rate = RATE.exec(gap)?.[1];
    const reading: QuantityReading = {
      quantity,
      text: window.slice(value.start, value.end),
      normalised: value.normalised,
      at,
      labelStart: label.start,
      valueStart: label.end + value.start,
      valueEnd: label.end + value.end,
    };
    if (rate !== undefined) {
      reading.qualifier = `${rate.replace(',', '.')}%`;
    }
    if (value.amount !== undefined) {
      reading.amount = value.amount;
    }
    readings.push(reading);
  }
  return readings;
}

/** A reading's evidence: its label and its value ('Total: 1.210,00 €'). */
export function readingEvidence(reading: QuantityReading): Evidence {
  return evidenceOf(reading.at, reading.labelStart, reading.valueEnd);
}

/** The text after a label: the rest of its line, or the next line when the label ends its own. */
function valueWindow(text: string, from: number): string {
  const lineEnd = endOfLine(text, from);
  if (/^[\s:.\-–—|]*$/u.test(text.slice(from, lineEnd)) && lineEnd < text.length) {
    return text.slice(from, endOfLine(text, lineEnd + 1));
  }
  return text.slice(from, lineEnd);
}

function endOfLine(text: string, from: number): number {
  const end = text.indexOf('\n', from);
  return end < 0 ? text.length : end;
}

/** The first value of a kind in a window of text, offsets into the window. */
function findValue(kind: ValueKind, window: string): FoundValue | undefined {
  if (kind === 'date') {
    const date = findDates(window)[0];
    return date && { start: date.start, end: date.end, normalised: date.iso };
  }
  if (kind === 'duration') {
    return findDurations(window)[0];
  }
  const amount = findAmounts(window, findDates(window)).find(
    (item) =>
      !item.isPercent &&
      (item.hasDecimals ||
        item.currency !== undefined ||
        CURRENCY_WORD_AFTER.test(window.slice(item.end))),
  );
  return (
    amount && {
      start: amount.start,
      end: amount.end,
      normalised: amount.value.toFixed(2),
      amount: amount.value,
    }
  );
}
