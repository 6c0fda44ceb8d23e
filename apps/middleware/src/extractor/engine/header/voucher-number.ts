// Argentine vouchers (AFIP) number an invoice by its point of sale and its own number, printed
// apart: "Punto de Venta: 0003  Comp. Nro: 00003668" is the invoice `0003-00003668`; a fiscal
// controller's ticket writes "P.V. Nro.: 0003" over "Nro. T.: 00003668".
import { boxOfSpan, type Doc, type DocLine, linesOnPage } from '../document-lines';
import type { Candidate } from './candidate';

// On folded text: the point of sale, then the voucher's number, each with its digits (OCR reads
// a dot after the colon at times: `P.V. N°:.0008`).
const POINT_OF_SALE =
  /\b(?:punto de venta|pto\.? (?:de )?vta\.?|pto\.? (?:de )?venta|p\.? ?de ?venta|p\. ?v\.)\s*(?:n(?:ro|°|º|o)?\.?)?\s*[:#]?\.?\s*(\d{1,5})\b/u;
const VOUCHER =
  /\b(?:comp(?:robante)?\.?|factura|tique|ticket)\s*(?:n(?:ro|°|º|o)\.?|numero|#)\s*[:#]?\s*(\d{1,8})\b/u;
// After the point of sale, a bare number label is the voucher's (`P.V. N°: 0003  Nro.: 00003668`,
// `Nro. T.: 00003668` for a ticket's): on the same line after it, or opening a line near it.
const NUMBER_LABEL = String.raw`(?:n(?:ro|°|º|o)\.?|numero)(?:\s*t\.)?\s*[:#]?\s*(\d{6,8})\b`;
const BARE_NUMBER = new RegExp(String.raw`(?:^|\s)${NUMBER_LABEL}`, 'u');
const OPENING_NUMBER = new RegExp(String.raw`^\s*${NUMBER_LABEL}`, 'u');

// A printed number already joined (`0003-00003668`, `A 0003-00003668`) needs no joining.
const JOINED = /\b\d{4,5}-\d{8}\b/u;

// Joined with a spaced dash after a number label (`Nro. 0022 - 00087081`, `Nº 0005 - 00001234`):
// the two parts would otherwise read as the point of sale alone.
const SPACED =
  /(?:\bn(?:ro|°|º|o)?\.?|\bnumero|\bcomp(?:robante)?\.?)\s*[:#]?\s*(\d{4,5})\s+[-–]\s+(\d{8})\b/u;

// The two parts may sit on one line or on lines close together (a box of the voucher's head).
const NEAR = 40;

/** The invoice number joined from a point of sale and a voucher number written near it. */
export function collectVoucherNumbers(doc: Doc): Candidate<string>[] {
  const found: Candidate<string>[] = doc.lines.flatMap(spacedVoucherNumber);
  for (const line of doc.lines) {
    const point = POINT_OF_SALE.exec(line.folded);
    if (point?.[1] === undefined || JOINED.test(line.folded)) {
      continue;
    }
    const near = linesOnPage(doc, line.page).filter(
      (other) => Math.abs(other.box.y - line.box.y) <= NEAR,
    );
    const numbered = [line, ...near.filter((other) => other !== line)]
      .map((other) => ({
        other,
        match: voucherNumberIn(other, other === line ? point : undefined),
      }))
      .find((item): item is { other: DocLine; match: NumberMatch } => item.match !== undefined);
    const number = numbered?.match.digits;
    if (numbered === undefined || number === undefined) {
      continue;
    }
    const value = `${point[1].padStart(4, '0')}-${number.padStart(8, '0')}`;
    const { start, end } = numbered.match;
    found.push({
      value,
      text: value,
      source: {
        page: numbered.other.page,
        box: boxOfSpan(numbered.other, start, end),
      },
      // Above any single labelled number: the pair is the voucher's full identity.
      score: 40,
      method: 'label',
    });
  }
  return found;
}

type NumberMatch = { digits: string; start: number; end: number };

/**
 * The voucher's number on a line: after `Comp. Nro`, `Factura N°`, `Tique Nro`; on the point of
 * sale's own line (`point`) also a bare `Nro.` after it, on another line a bare one opening it.
 */
function voucherNumberIn(line: DocLine, point?: RegExpExecArray): NumberMatch | undefined {
  const labelled = VOUCHER.exec(line.folded);
  if (labelled?.[1] !== undefined) {
    return { digits: labelled[1], start: labelled.index, end: labelled.index + labelled[0].length };
  }
  const from = point === undefined ? 0 : point.index + point[0].length;
  const bare = (point === undefined ? OPENING_NUMBER : BARE_NUMBER).exec(line.folded.slice(from));
  return bare?.[1] === undefined
    ? undefined
    : { digits: bare[1], start: from + bare.index, end: from + bare.index + bare[0].length };
}

function spacedVoucherNumber(line: DocLine): Candidate<string>[] {
  const match = SPACED.exec(line.folded);
  if (match?.[1] === undefined || match[2] === undefined) {
    return [];
  }
  const value = `${match[1]}-${match[2]}`;
  const start = match.index + match[0].indexOf(match[1]);
  return [
    {
      value,
      text: value,
      source: { page: line.page, box: boxOfSpan(line, start, match.index + match[0].length) },
      score: 40,
      method: 'label',
    },
  ];
}
