// Scoring exactly as invoices-dev/README.md says: both sides normalised, any alternative of a
// list counts; per field correct, wrong or missing; line items paired by amount, then by
// description.
import {
  identifierKey,
  isSameText,
  normaliseCurrency,
  parseAmount,
  parseDate,
} from '../../../packages/core/src/extraction/index.ts';
import type { Expected, ExpectedLine } from './dataset.ts';

/** A field's outcome. */
export type Outcome = 'correct' | 'wrong' | 'missing';

type Kind = 'identifier' | 'date' | 'amount' | 'currency' | 'text';

const KIND: Record<string, Kind> = {
  invoice_number: 'identifier',
  date: 'date',
  issuer: 'text',
  total: 'amount',
  net_total: 'amount',
  tax_total: 'amount',
  currency: 'currency',
};

const HALF_CENT = 0.005 + 1e-9;

function toAmount(value: string | number): number | undefined {
  return typeof value === 'number' ? value : parseAmount(value);
}

/** Whether one produced value matches one expected value, by the field's kind. */
export function isMatch(kind: Kind, ours: string | number, expected: string | number): boolean {
  switch (kind) {
    case 'identifier':
      return (
        identifierKey(String(ours)) === identifierKey(String(expected)) &&
        identifierKey(String(ours)) !== ''
      );
    case 'date': {
      const date = parseDate(String(ours));
      return date !== undefined && date === parseDate(String(expected));
    }
    case 'amount': {
      const [a, b] = [toAmount(ours), toAmount(expected)];
      return a !== undefined && b !== undefined && Math.abs(a - b) <= HALF_CENT;
    }
    case 'currency': {
      const code = normaliseCurrency(String(ours));
      return code !== undefined && code === normaliseCurrency(String(expected));
    }
    case 'text':
      return isSameText(String(ours), String(expected));
  }
}

/** Scores one header field. */
export function scoreField(
  field: string,
  ours: string | number | null | undefined,
  expected: Expected,
): Outcome {
  if (ours === null || ours === undefined || ours === '') {
    return 'missing';
  }
  const kind = KIND[field] ?? 'text';
  const alternatives = Array.isArray(expected) ? expected : [expected];
  return alternatives.some((alternative: string | number) => isMatch(kind, ours, alternative))
    ? 'correct'
    : 'wrong';
}

/** A produced line item, as the bench compares it. */
export type ProducedLine = { description?: string; amount?: number };

/** Pairs produced rows with expected ones: first by amount, then by description. */
export function pairLines(
  produced: readonly ProducedLine[],
  expected: readonly ExpectedLine[],
): number {
  const used = new Set<number>();
  const paired = new Set<number>();
  expected.forEach((line, index) => {
    if (line.amount === undefined) {
      return;
    }
    const candidates = produced
      .map((row, rowIndex) => ({ row, rowIndex }))
      .filter(
        ({ row, rowIndex }) =>
          !used.has(rowIndex) &&
          row.amount !== undefined &&
          Math.abs(row.amount - (line.amount ?? 0)) <= HALF_CENT,
      );
    const best =
      candidates.find(
        ({ row }) =>
          line.description !== undefined &&
          row.description !== undefined &&
          isSameText(row.description, line.description),
      ) ?? candidates[0];
    if (best !== undefined) {
      used.add(best.rowIndex);
      paired.add(index);
    }
  });
  expected.forEach((line, index) => {
    if (paired.has(index) || line.description === undefined) {
      return;
    }
    const rowIndex = produced.findIndex(
      (row, candidate) =>
        !used.has(candidate) &&
        row.description !== undefined &&
        isSameText(row.description, line.description ?? ''),
    );
    if (rowIndex >= 0) {
      used.add(rowIndex);
      paired.add(index);
    }
  });
  return paired.size;
}
