// A credit note, a corrective invoice, a refund voucher or a debit note names the document it
// corrects: "Factura rectificada: F-0195 de fecha 10/03/2024", "Ticket original nº … de fecha …",
// "Comprobante asociado: Factura A 0004-00000987 del …", "CFDI relacionados" over the related
// invoice's folio and date, "Original invoice", "Ursprungsrechnung", "facture d'origine". What
// such a reference introduces (the rest of its line, a line continuing it with "de fecha", the
// block under it when it is a heading) is that other document's number and date, never the
// document's own (issue 16: "a credit note's own date").
import {
  type Doc,
  type DocLine,
  isSameRow,
  overlapX,
  linesOnPage,
  rightOnRow,
} from '../document-lines';

/** Where another document's facts start on a line: from `start` to the line's end. */
export type OtherDocumentSpan = { line: DocLine; start: number };

// On folded text (lower case, no accents).
const NOUN = String.raw`(?:factura|fra\.?|ticket|tique|comprobante|comp\.?|documento|doc\.?|albaran|cfdi|folio|uuid|nota|recibo)s?`;
const REFERENCES: readonly RegExp[] = [
  // A document named with what makes it another: `factura rectificada`, `ticket original`,
  // `comprobantes asociados`, `CFDI relacionado`, `doc. origen`, `factura que se rectifica`.
  new RegExp(
    String.raw`\b${NOUN}\s+(?:originale?s?|rectificad[ao]s?|asociad[ao]s?|relacionad[ao]s?|de origen|origen|sustituid[ao]s?|anulad[ao]s?|corregid[ao]s?|que se (?:rectifica|abona|anula|ajusta|sustituye|corrige))\b`,
    'u',
  ),
  // A verb or preposition pointing at it: `rectifica a`, `sustituye a la factura`, `anula
  // factura B`, `s/ ticket`, `según factura`, `corresponde a factura`, `abona la factura`.
  new RegExp(
    String.raw`\b(?:rectifica|sustituye|anula|abona|ajusta|corrige)(?:\s+(?:a|al|la|el)\b)*[\s:]+(?:${NOUN}\b|[\p{L}]{0,4}[\s\-/.]?\d)|(?:\bs\/|\bsegun|\bcorresponde a|\ben sustitucion de|\bajuste s\/)\s*(?:la\s+|el\s+)?${NOUN}\b`,
    'u',
  ),
  // What the credit or the correction is of: `abono de la factura`, `rectificativa de la fra.`.
  new RegExp(
    String.raw`(?<=\b(?:rectificativa|abono|credito|debito|devolucion|anulacion)\s+)(?:de|del|a)\s+(?:la\s+|el\s+)?${NOUN}\b`,
    'u',
  ),
  // A date named by its origin: `fecha original`, `fecha de origen`.
  /\bfecha\s+(?:de\s+)?(?:origen|original)\b/u,
  // English, German and French.
  /\b(?:original|originating|referenced|related|corrected|cancelled|credited) (?:invoice|receipt|document)\b|\b(?:credit|refund|correction) (?:against|for|of) (?:invoice|receipt)\b|\b(?:relates to|corrects|replaces|cancels) (?:the )?(?:invoice|receipt)\b/u,
  /\b(?:ursprungsrechnung|ursprungsbeleg|originalrechnung|bezugsrechnung|stornierte rechnung)|\b(?:korrektur|storno|gutschrift) zur? rechnung\b|\bzu rechnung\b|\bbezug rechnung\b/u,
  /\b(?:facture|ticket) (?:d'origine|d’origine|initiale|originale|rectifiee|annulee)\b|\bavoir sur facture\b|\bannule (?:et remplace )?la facture\b/u,
];

// On a document that returns or credits a purchase, the purchase's ticket and date are another
// document's (`Ticket de compra: T2/918295`, `Fecha de compra: 28/12/2024`); on a receipt of
// its own they may be the receipt's.
const REFUND_TITLE =
  /\b(?:devolucion|abono|reembolso|vale de|nota de credito|rectificativa|refund|return|credit note|gutschrift|storno|avoir|remboursement)\b/u;
const PURCHASE =
  /\b(?:ticket|tique|factura|fra\.?|recibo|comprobante)s? de (?:la )?compra\b|\bfecha (?:de )?(?:la )?compra\b|\bpurchase (?:receipt|date)\b|\b(?:kaufbeleg|kaufdatum|kaufdatums)\b|\bdate d'achat\b|\bticket d'achat\b/u;

// A credit note labelling its own number or date as a credit note's (`Credit Note No:`,
// `Gutschriftsdatum:`, `Avoir n° :`) or its date as the date it was issued (`Date of Issue:`,
// `Ausstellungsdatum:`) names the invoice it credits with the plain invoice words for that same
// fact: `Invoice Ref:`, `Against Invoice:` beside its own number label, `Invoice Date:`,
// `Rechnung vom:`, `Facture du :` beside its own date label. A credit note with no label of its
// own for a fact (`Gutschrift-Nr.` over `Rechnungsdatum:`) keeps it.
const OWN_CREDIT = {
  number:
    /\b(?:credit (?:note|memo) (?:no|number|#)|credit no\b|gutschrift(?:s)?(?:nummer|-nr|\s+nr)|avoir n|n° d.avoir)/u,
  date: /\b(?:credit (?:note|memo) date|gutschriftsdatum|date de l.avoir|date of issue|issue date|date issued|ausstellungsdatum|date d.emission)/u,
};
const CREDITED = {
  number:
    /^(?:(?:against|original|sur|zu|ref\.?|reference)\s+)?(?:invoice|rechnung|facture)(?:\s+(?:no\.?|nr\.?|number|ref\.?|n°))?\s*:|^(?:rechnungsnummer|rechnungsnr\.?|ref\.? facture|reference facture|n° de facture)\s*:/u,
  date: /^(?:(?:original)\s+)?(?:invoice date|rechnung vom|rechnungsdatum|datum der rechnung|facture du|date de (?:la )?facture)\s*:/u,
};

/** On a credit note labelling its own facts as such, the lines labelled as an invoice's. */
function creditedInvoiceLabels(doc: Doc): DocLine[] {
  const first = linesOnPage(doc, 1);
  if (!first.some((line) => REFUND_TITLE.test(line.folded))) {
    return [];
  }
  return (['number', 'date'] as const).flatMap((fact) =>
    first.some((line) => OWN_CREDIT[fact].test(line.folded))
      ? first.filter((line) => CREDITED[fact].test(line.folded.trim()))
      : [],
  );
}

/** Words that carry a reference on to the line under it: `De fecha: 10/03/2024`. */
const CONTINUATION = /^(?:de fecha|con fecha|del|de|dated|of|vom|du|en fecha)\b/u;

/** Rows of a block under a reference written as a heading, at the most. */
const BLOCK_ROWS = 6;

/** Where the first reference of a line starts, if it has one. */
export function referenceStart(folded: string): number | undefined {
  const starts = REFERENCES.map((pattern) => pattern.exec(folded)?.index).filter(
    (start): start is number => start !== undefined,
  );
  return starts.length === 0 ? undefined : Math.min(...starts);
}

/** Whether a reference is the whole line (`COMPROBANTES ASOCIADOS`, `CFDI Relacionados:`). */
function isHeading(line: DocLine): boolean {
  return REFERENCES.some((pattern) => {
    const match = pattern.exec(line.folded);
    return (
      match !== null &&
      match.index <= 1 &&
      /^[\s:()s]*$/u.test(line.folded.slice(match.index + match[0].length))
    );
  });
}

const gapOf = (above: DocLine, below: DocLine): number =>
  below.box.y - (above.box.y + above.box.height);

/** The nearest line under `line` in its column, if close enough to continue it. */
function nextInColumn(doc: Doc, line: DocLine): DocLine | undefined {
  return linesOnPage(doc, line.page)
    .filter(
      (other) =>
        other.box.y > line.box.y + 1 &&
        overlapX(other.box, line.box) > 0 &&
        gapOf(line, other) <= Math.max(line.box.height, 8) * 1.8,
    )
    .sort((a, b) => a.box.y - b.box.y)[0];
}

/**
 * The rows under a heading, while they follow each other closely: the first row's lines from
 * the heading's column rightwards set the block's width, the rows after it keep to that width.
 */
function blockUnder(doc: Doc, heading: DocLine): DocLine[] {
  const below = linesOnPage(doc, heading.page)
    .filter((line) => line.box.y > heading.box.y + 1 && line.box.x >= heading.box.x - 4)
    .sort((a, b) => a.box.y - b.box.y);
  const block: DocLine[] = [];
  let previous = heading;
  let left = heading.box.x;
  let right = heading.box.x + heading.box.width;
  for (let rows = 0; rows < BLOCK_ROWS; rows += 1) {
    const first = below.find(
      (line) => line.box.y > previous.box.y + 1 && !isSameRow(line, previous),
    );
    if (first === undefined || gapOf(previous, first) > Math.max(previous.box.height, 8) * 1.8) {
      break;
    }
    const row = below.filter((line) => isSameRow(line, first));
    if (rows === 0) {
      if (!row.some((line) => overlapX(line.box, heading.box) > 0)) {
        break;
      }
      right = Math.max(right, ...row.map((line) => line.box.x + line.box.width));
      left = Math.min(left, ...row.map((line) => line.box.x));
    }
    const kept = row.filter((line) => line.box.x + line.box.width > left && line.box.x < right);
    if (kept.length === 0) {
      break;
    }
    block.push(...kept);
    previous = kept.reduce((lowest, line) => (line.box.y > lowest.box.y ? line : lowest));
  }
  return block;
}

/** The nearest line right of `line` on its row, if any. */
function valueRightOf(doc: Doc, line: DocLine): DocLine | undefined {
  return rightOnRow(doc, line)[0];
}

/** Every span of a document that names another document's facts. */
export function otherDocumentSpans(doc: Doc): OtherDocumentSpan[] {
  const spans: OtherDocumentSpan[] = [];
  const isRefund = doc.lines.some(
    (line) => line.page === 1 && line.box.y < line.pageHeight / 3 && REFUND_TITLE.test(line.folded),
  );
  for (const line of doc.lines) {
    const purchase = isRefund ? PURCHASE.exec(line.folded)?.index : undefined;
    const reference = referenceStart(line.folded);
    const start = purchase === undefined ? reference : Math.min(purchase, reference ?? Infinity);
    if (start === undefined) {
      continue;
    }
    spans.push({ line, start });
    if (isHeading(line)) {
      // A label (`Factura original:` | `24/01550`): its value is the line to its right; a
      // heading with nothing beside it heads a block of the other document's facts.
      const value = valueRightOf(doc, line);
      spans.push(
        ...(value === undefined ? blockUnder(doc, line) : [value]).map((other) => ({
          line: other,
          start: 0,
        })),
      );
    }
    const next = nextInColumn(doc, line);
    if (next !== undefined && CONTINUATION.test(next.folded)) {
      spans.push({ line: next, start: 0 });
    }
  }
  for (const line of creditedInvoiceLabels(doc)) {
    const value = valueRightOf(doc, line);
    spans.push({ line, start: 0 }, ...(value === undefined ? [] : [{ line: value, start: 0 }]));
  }
  return spans;
}

/** Asks whether a place on a line belongs to another document, for `spans` of one document. */
export function otherDocumentTest(
  spans: readonly OtherDocumentSpan[],
): (line: DocLine, offset: number) => boolean {
  const starts = new Map<number, number>();
  for (const span of spans) {
    starts.set(span.line.index, Math.min(span.start, starts.get(span.line.index) ?? Infinity));
  }
  return (line, offset) => {
    const start = starts.get(line.index);
    return start !== undefined && offset >= start;
  };
}
