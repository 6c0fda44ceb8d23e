// A final invoice deducts what was paid or invoiced before (Abschlagsrechnungen, acomptes,
// payments on account, deposits): under its total it lists each earlier invoice or payment with
// a negative amount (`1. Abschlagsrechnung Nr. AR-12 vom 15.03.2024  -23.800,00`), often with
// that invoice's net and VAT, then what is left to pay. Those amounts, and the sums and rests
// under them, are not the invoice's net, tax or total (issue 16: "sub-totals taken as the
// total"); the invoice's are above the first deduction.
import { findAmounts, findDates } from '@folio/core';

import { type Doc, type DocLine, rowOf } from '../document-lines';
import type { SourceBox } from '../types';

// Folded text: words naming an earlier payment or an earlier (deposit, interim) invoice.
const PREPAYMENT =
  /\b(?:abschlagszahlung|abschlagsrechnung|anzahlung|vorauszahlung|akonto|a[- ]conto|bereits (?:gezahlt|bezahlt|geleistet|erhalten)|geleistete zahlung|acompte|deja (?:regle|verse|paye|facture)|payments? on account|paid on account|deposit (?:paid|received|invoice)|payments? received|prepayment|progress (?:payment|invoice)|interim invoice|reeds betaald|aanbetaling|anticipo|pago a cuenta|entrega a cuenta)/u;

// An earlier document cited by its number and date: `AR 20230992 vom 17. Mai 2023`,
// `F2023-0071 du 06/04/2023`, `INV-1234 dated 4 March 2024`.
const CITED = /[\p{L}\d][\p{L}\d\-/.]*\d[\p{L}\d\-/.]*\s+(?:vom|du|of|dated|del|de fecha)\s+$/u;

/** Whether a line prints a negative amount (not a percentage). */
function hasNegativeAmount(line: DocLine): boolean {
  return findAmounts(line.text, findDates(line.text)).some(
    (amount) => !amount.isPercent && amount.value < 0,
  );
}

/** Whether a row deducts an earlier payment or invoice: a negative amount, and words saying so. */
function isDeductionRow(lines: readonly DocLine[]): boolean {
  return (
    lines.some(hasNegativeAmount) &&
    lines.some(
      (line) =>
        PREPAYMENT.test(line.folded) ||
        findDates(line.folded).some((date) => CITED.test(line.folded.slice(0, date.start))),
    )
  );
}

/** Where the first deduction stands (page and top), if the document has one. */
export function firstDeduction(doc: Doc): { page: number; top: number } | undefined {
  // Only a row holding a negative amount can deduct, and rows are symmetric (a line is on a
  // negative line's row exactly when that line is on its row), so the rows around the few
  // negative lines are the only ones worth reading: linear in a page's lines, not quadratic.
  const onNegativeRows = new Set(
    doc.lines.filter(hasNegativeAmount).flatMap((line) => rowOf(doc, line)),
  );
  const first = [...onNegativeRows]
    .filter((line) => isDeductionRow(rowOf(doc, line)))
    .sort((a, b) => a.page - b.page || a.box.y - b.box.y)[0];
  return first === undefined ? undefined : { page: first.page, top: first.box.y - 1 };
}

/** Whether a value stands at or under a deduction (`top` on `page`). */
export function isUnder(source: SourceBox, at: { page: number; top: number }): boolean {
  return source.page > at.page || (source.page === at.page && source.box.y >= at.top);
}
