// `Titular` (`titulaire`) names a holder: of the bank account the invoice is paid into (the
// issuer) when an IBAN or an account is written beside it, else of the contract, line or supply
// billed (`TITULAR` over the customer's box of a telephone or utility bill): the buyer.
import { type Doc, type DocLine, isSameRow, overlapX, linesOnPage } from '../document-lines';
import type { LabelKey, LabelMatch } from './label-match';

const HOLDER = new Set(['titular', 'titulaire']);
const BANK = /\b(iban|cuenta|banco|bic|swift|transferencia|domiciliacion|compte|banque|rib)\b/u;
/** Lines above or below the label's, in its column, that may still be its account's. */
const NEAR_LINES = 3;

function isNearBank(doc: Doc, line: DocLine): boolean {
  const reach = Math.max(line.box.height, 8) * NEAR_LINES;
  return linesOnPage(doc, line.page).some(
    (other) =>
      BANK.test(other.folded) &&
      (isSameRow(other, line) ||
        (Math.abs(other.box.y - line.box.y) <= reach && overlapX(other.box, line.box) > 0)),
  );
}

/** The label as it reads in its place: a bare holder with no bank beside it is the buyer's. */
export function placedHolder(doc: Doc, label: LabelMatch): LabelMatch {
  if (!HOLDER.has(label.phrase) || isNearBank(doc, label.line)) {
    return label;
  }
  return { ...label, concepts: new Set<LabelKey>(['buyer']) };
}
