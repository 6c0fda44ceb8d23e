// Two places where a page names its parties the other way round from a label's first reading.
// An attention line (`À l'attention de Mme Petit`, `Attn: J. Smith`, `z. Hd. Herrn Weber`) is
// written in the addressee's block, under the company's name: that block, the lines above the
// attention line as well as below, is the buyer's even with no buyer label. A remittance slip
// at the foot (`REMITTANCE ADVICE`, `Talon à joindre à votre règlement`, `Zahlschein`) is
// addressed by the customer to the seller: its `To:` names the seller (the payee) and its
// `From:` the customer, so its labels say nothing of the invoice's parties.
import { type Doc, type DocLine, overlapX, linesOnPage } from '../document-lines';

// Folded text.
const ATTENTION =
  /^(?:a l'attention de|a l’attention de|a l'att\.? de|attn\.?|attention|for the attention of|fao|z\.\s?hd\.?|zu handen|zhd\.?|t\.a\.v\.?|a la atencion de)(?![\p{L}])/u;

const REMITTANCE =
  /\b(?:remittance advice|remittance slip|payment slip|please (?:detach and )?return (?:this|the) (?:slip|portion)|talon (?:a (?:joindre|retourner|detacher)|de paiement)|coupon a joindre|bulletin de (?:paiement|versement)|zahlschein|uberweisungstrager|zahlungsabschnitt)\b/u;

/** Lines of one column under or above `line`, while they follow closely, at most `count`. */
function columnRun(doc: Doc, line: DocLine, count: number, isUp: boolean): DocLine[] {
  const column = linesOnPage(doc, line.page)
    .filter(
      (other) =>
        (isUp ? other.box.y < line.box.y - 1 : other.box.y > line.box.y + 1) &&
        Math.abs(other.box.x - line.box.x) < 12 &&
        overlapX(other.box, line.box) > 0,
    )
    .sort((a, b) => (isUp ? b.box.y - a.box.y : a.box.y - b.box.y));
  const run: DocLine[] = [];
  let previous = line;
  for (const other of column.slice(0, count)) {
    const [upper, lower] = isUp ? [other, previous] : [previous, other];
    const gap = lower.box.y - (upper.box.y + upper.box.height);
    if (gap > Math.max(upper.box.height, 8) * 1.8) {
      break;
    }
    run.push(other);
    previous = other;
  }
  return run;
}

/** The lines of addressee blocks marked by an attention line: the company above, the address under. */
export function attentionBlockLines(doc: Doc): Set<number> {
  const lines = new Set<number>();
  for (const line of doc.lines) {
    if (!ATTENTION.test(line.folded)) {
      continue;
    }
    lines.add(line.index);
    for (const other of [...columnRun(doc, line, 2, true), ...columnRun(doc, line, 5, false)]) {
      lines.add(other.index);
    }
  }
  return lines;
}

/** Where each remittance slip of a document starts: its heading's page and top. */
export function remittanceSlips(doc: Doc): { page: number; top: number }[] {
  return doc.lines
    .filter((line) => REMITTANCE.test(line.folded))
    .map((line) => ({ page: line.page, top: line.box.y - 2 }));
}

/** Whether a line lies in a remittance slip: on its page, at or under its heading. */
export function isInSlip(slips: readonly { page: number; top: number }[], line: DocLine): boolean {
  return slips.some((slip) => slip.page === line.page && line.box.y >= slip.top);
}
