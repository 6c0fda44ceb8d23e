// Numbers as sheets write them in text cells: `1.234,56`, `1,234.56`, `12,5`, `€ 1.200`,
// `(300)`, `-45`, `21 %`. Which mark is decimal is decided per column (see `decimalMarkOf`),
// because `1.234` alone can be either.

/** The decimal mark a column uses, when its values say so. */
export type DecimalMark = ',' | '.';

const CURRENCY = /US\$|[€£$¥]|\b(?:EUR|USD|GBP|CHF|MXN|ARS|CLP|COP)\b/giu;
const GROUP_ONLY = /['’\u00A0\u202F\u2009 ]/gu;

type NumberText = { digits: string; isNegative: boolean };

/** The digits and marks of a number written in a cell, or undefined when it is not one. */
function numberText(written: string): NumberText | undefined {
  let text = written.normalize('NFKC').trim();
  let isNegative = false;
  if (/^\(.*\)$/u.test(text)) {
    isNegative = true;
    text = text.slice(1, -1);
  }
  text = text.replace(CURRENCY, '').replace(/%$/u, '').trim();
  if (/^[-−–]/u.test(text)) {
    isNegative = !isNegative;
    text = text.slice(1);
  } else if (/[-−–]$/u.test(text)) {
    isNegative = !isNegative;
    text = text.slice(0, -1);
  }
  const digits = text.trim().replace(GROUP_ONLY, '');
  if (!/^\d(?:[\d.,]*\d)?$/u.test(digits) || /[.,]{2}/u.test(digits)) {
    return undefined;
  }
  return { digits, isNegative };
}

/** A mark that can only be decimal: the last of two kinds, or one followed by 1, 2 or 4+ digits. */
function sureDecimalMark(digits: string): DecimalMark | undefined {
  const marks = digits.match(/[.,]/gu) ?? [];
  const last = marks.at(-1) as DecimalMark | undefined;
  if (last === undefined) {
    return undefined;
  }
  if (marks.some((mark) => mark !== last)) {
    return last;
  }
  const after = digits.slice(digits.lastIndexOf(last) + 1);
  return marks.length === 1 && after.length !== 3 ? last : undefined;
}

/** The decimal mark the values of a column agree on, if any value shows it. */
export function decimalMarkOf(texts: readonly string[]): DecimalMark | undefined {
  const votes = { ',': 0, '.': 0 };
  for (const text of texts) {
    const parsed = numberText(text);
    const mark = parsed && sureDecimalMark(parsed.digits);
    if (mark !== undefined) {
      votes[mark] += 1;
    }
  }
  if (votes[','] === votes['.']) {
    return undefined;
  }
  return votes[','] > votes['.'] ? ',' : '.';
}

/** A number read from a cell, and whether it was written with a decimal part (`12,50`). */
export type CellNumber = { value: number; hasFraction: boolean };

/**
 * The number a cell's text is, read with the column's decimal mark (when it has one); otherwise
 * a single mark before exactly three digits groups thousands (`1.234` is 1234), as invoices write.
 */
export function parseCellNumber(text: string, decimalMark?: DecimalMark): CellNumber | undefined {
  const parsed = numberText(text);
  if (parsed === undefined) {
    return undefined;
  }
  const { digits } = parsed;
  const marks = digits.match(/[.,]/gu) ?? [];
  let decimal: string | undefined = sureDecimalMark(digits);
  if (decimal === undefined && marks.length === 1 && marks[0] === decimalMark) {
    decimal = decimalMark;
  }
  const decimalAt = decimal === undefined ? digits.length : digits.lastIndexOf(decimal);
  const groups = digits.slice(0, decimalAt).split(/[.,]/u);
  if (groups.length > 1 && groups.slice(1).some((group) => group.length !== 3)) {
    return undefined;
  }
  const fraction = digits.slice(decimalAt + 1);
  const value = Number(`${groups.join('')}${fraction === '' ? '' : `.${fraction}`}`);
  if (!Number.isFinite(value)) {
    return undefined;
  }
  return { value: parsed.isNegative ? -value : value, hasFraction: fraction !== '' };
}
