// The words that say an amount is without its tax or with it, in every language the engine
// reads. A total's label qualified by one (`Total HT`, `Gesamtbetrag (netto)`) and a column's
// heading (`Netto | Brutto`, `Subtotal c/IVA`) read them from this one list. Bills to consumers
// and premium notes print both per line (`Netto | USt % | Brutto`, `Total HT | TVA | Total TTC`);
// the line's amount is the net one (EN 16931 BT-131), as the sums under the table are.
import { foldText } from '@folio/core';

/** Folded whole words saying the amount is before tax (a trailing dot is allowed). */
const NET_WORDS = [
  'net',
  'nett',
  'netto',
  'neto',
  'neta',
  'ht',
  'h.t',
  'htva',
  'excl',
  'exkl',
  's/iva',
];

/** Folded whole words saying the tax is in the amount. */
const GROSS_WORDS = ['gross', 'brutto', 'bruto', 'ttc', 't.t.c', 'tvac', 'incl', 'inkl', 'c/iva'];

/** German compounds hold the word: `Nettobetrag`, `Bruttopreis`, `Gesamtnetto`. */
const NET_STEM = 'netto';
const GROSS_STEM = 'brutto';

/** `net`: the amount before tax; `gross`: with the tax in it. */
export type TaxSense = 'net' | 'gross';

/** The sense one folded word gives (`netto`, `TTC`, `Nettobetrag`), if any. */
function taxSenseOfWord(folded: string): TaxSense | undefined {
  const word = folded.replace(/[:()]+/gu, '').replace(/\.$/u, '');
  if (GROSS_WORDS.includes(word) || word.includes(GROSS_STEM)) {
    return 'gross';
  }
  return NET_WORDS.includes(word) || word.includes(NET_STEM) ? 'net' : undefined;
}

const escape = (word: string): string => word.replace(/[./]/gu, (sign) => `\\${sign}`);

/** A regular-expression source matching one of the words of a sense, its trailing dot included. */
export function taxWordPattern(sense: TaxSense): string {
  const words = sense === 'net' ? NET_WORDS : GROSS_WORDS;
  return `(?:${[...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})\\.?`;
}

/** Whether a word after an amount's heading only says with or without tax (`netto`, `TTC`). */
export function isTaxQualifier(word: string): boolean {
  return taxSenseOfWord(foldText(word)) !== undefined;
}

/** What a heading says of its amounts' tax: the first word that says it. */
export function taxSenseOf(phrase: string): TaxSense | undefined {
  for (const word of phrase.split(/\s+/u)) {
    const sense = taxSenseOfWord(foldText(word));
    if (sense !== undefined) {
      return sense;
    }
  }
  return undefined;
}
