// Argentine vouchers (AFIP) number an invoice by its point of sale and its own number, printed
// apart: "Punto de Venta: 0003  Comp. Nro: 00003668" is the invoice `0003-00003668`.
import { boxOfSpan, type Doc, type DocLine } from '../document-lines';
import type { Candidate } from './candidate';

// On folded text: the point of sale, then the voucher's number, each with its digits.
const POINT_OF_SALE =
  /\b(?:punto de venta|pto\.? (?:de )?vta\.?|pto\.? (?:de )?venta|p\.? ?de ?venta)\s*(?:n(?:ro|°|º|o)?\.?)?\s*[:#]?\s*(\d{1,5})\b/u;
const VOUCHER =
  /\b(?:comp(?:robante)?\.?|factura)\s*(?:n(?:ro|°|º|o)\.?|numero|#)\s*[:#]?\s*(\d{1,8})\b/u;

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
    const near = doc.lines.filter(
      (other) => other.page === line.page && Math.abs(other.box.y - line.box.y) <= NEAR,
    );
    const numbered = [line, ...near.filter((other) => other !== line)]
      .map((other) => ({ other, match: VOUCHER.exec(other.folded) }))
      .find((item): item is { other: DocLine; match: RegExpExecArray } => item.match !== null);
    const number = numbered?.match[1];
    if (numbered === undefined || number === undefined) {
      continue;
    }
    const value = `${point[1].padStart(4, '0')}-${number.padStart(8, '0')}`;
    const start = numbered.match.index;
    found.push({
      value,
      text: value,
      source: {
        page: numbered.other.page,
        box: boxOfSpan(numbered.other, start, start + numbered.match[0].length),
      },
      // Above any single labelled number: the pair is the voucher's full identity.
      score: 40,
      method: 'label',
    });
  }
  return found;
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
