import { agreeToTheCent, sumToCents } from './cents';
import type { Inconsistency } from './mission-result';
import type { QuantityId } from './quantity-labels';
import { readingEvidence, type QuantityReading } from './read-quantities';

/**
 * A total that its labelled parts make: `result = plus - minus`. Where `mayOmitMinus`, the result
 * may also be written before the subtractions (an invoice's 'Total' with or without its IRPF
 * withholding, both common in Spain).
 */
type Equation = {
  result: QuantityId;
  plus: readonly QuantityId[];
  minus: readonly QuantityId[];
  mayOmitMinus: boolean;
};

const EQUATIONS: readonly Equation[] = [
  { result: 'total', plus: ['net', 'vat'], minus: ['withholding'], mayOmitMinus: true },
  { result: 'amount-due', plus: ['net', 'vat'], minus: ['withholding'], mayOmitMinus: false },
  { result: 'net-pay', plus: ['gross-pay'], minus: ['deductions'], mayOmitMinus: false },
];

/**
 * The labelled totals of a document that its labelled parts do not make: base + VAT (- IRPF)
 * against the invoice total or amount due, gross - deductions against a payslip's net pay. Each
 * equation is checked only when every part it needs is written.
 */
export function findTotalsThatDoNotAddUp(
  readings: readonly QuantityReading[],
): Extract<Inconsistency, { kind: 'sum-mismatch' }>[] {
  const byQuantity = new Map<QuantityId, QuantityReading[]>();
  for (const reading of readings) {
    if (reading.amount !== undefined) {
      byQuantity.set(reading.quantity, [...(byQuantity.get(reading.quantity) ?? []), reading]);
    }
  }
  return EQUATIONS.flatMap((equation) => {
    const result = byQuantity.get(equation.result)?.at(-1);
    const plus = equation.plus.map((id) => termOf(byQuantity.get(id)));
    const minus = equation.minus.map((id) => termOf(byQuantity.get(id)));
    const isComplete =
      plus.every((term) => term.readings.length > 0) &&
      (equation.mayOmitMinus || minus.every((term) => term.readings.length > 0));
    if (!result?.amount || !isComplete) {
      return [];
    }
    const added = sumToCents(plus.map((term) => term.value));
    const computed = sumToCents([added, ...minus.map((term) => -term.value)]);
    const terms = plus.length + minus.length;
    const isMade =
      agreeToTheCent(computed, result.amount, terms) ||
      (equation.mayOmitMinus && agreeToTheCent(added, result.amount, terms));
    if (isMade) {
      return [];
    }
    const parts = [...plus, ...minus].flatMap((term) => term.readings);
    return [
      {
        kind: 'sum-mismatch' as const,
        total: equation.result,
        stated: result.amount,
        computed,
        evidence: [...parts, result].map(readingEvidence),
      },
    ];
  });
}

/**
 * A part's value: the sum of its lines by rate (the first line of each rate) when it is split by
 * rate, else its first line.
 */
function termOf(readings: readonly QuantityReading[] = []): {
  value: number;
  readings: QuantityReading[];
} {
  const byRate = new Map<string, QuantityReading>();
  for (const reading of readings) {
    if (reading.qualifier !== undefined && !byRate.has(reading.qualifier)) {
      byRate.set(reading.qualifier, reading);
    }
  }
  const chosen = byRate.size > 0 ? [...byRate.values()] : readings.slice(0, 1);
  return { value: sumToCents(chosen.map((reading) => reading.amount ?? 0)), readings: chosen };
}
