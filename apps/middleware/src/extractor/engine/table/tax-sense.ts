// Whether a column's heading says its amounts are without their tax or with it. Bills to
// consumers and premium notes print both per line (`Netto | USt % | Brutto`, `Total HT | TVA |
// Total TTC`, `Subtotal | Alícuota IVA | Subtotal c/IVA`); the line's amount is the net one
// (EN 16931 BT-131), as the sums under the table are.
import { foldText } from '@folio/core';

/** `net`: the amount before tax; `gross`: with the tax in it. */
export type TaxSense = 'net' | 'gross';

// Words, and German compounds, that say with or without tax.
const GROSS = /(?:brutto|^bruto$|^gross$|^ttc$|^t\.t\.c\.?$|^c\/iva$|^incl\.?$|^inkl\.?$|^tvac$)/u;
const NET =
  /(?:netto|^neto$|^neta$|^net$|^nett$|^ht$|^h\.t\.?$|^htva$|^excl\.?$|^exkl\.?$|^s\/iva$)/u;

/** The sense one word gives a heading, if any. */
function senseOfWord(word: string): TaxSense | undefined {
  const folded = foldText(word).replace(/[:()]+/gu, '');
  if (GROSS.test(folded)) {
    return 'gross';
  }
  return NET.test(folded) ? 'net' : undefined;
}

/** Whether a word after an amount's heading only says with or without tax (`netto`, `TTC`). */
export function isTaxQualifier(word: string): boolean {
  return senseOfWord(word) !== undefined;
}

/** What a heading says of its amounts' tax: the first word that says it. */
export function taxSenseOf(phrase: string): TaxSense | undefined {
  for (const word of phrase.split(/\s+/u)) {
    const sense = senseOfWord(word);
    if (sense !== undefined) {
      return sense;
    }
  }
  return undefined;
}
