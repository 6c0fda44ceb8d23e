// Checks on a result (issue #6 "Results and verification"): missing fields, totals that do not
// add up, line amounts that do not reach the net or the total ("missing rows detected").
import { conceptOf } from './header/attribute-concepts';
import type {
  ExtractedField,
  ExtractionConfiguration,
  ExtractionResult,
  ExtractionWarning,
} from './types';

const CENT = 0.011;

function numberOf(field: ExtractedField | undefined): number | undefined {
  return typeof field?.value === 'number' ? field.value : undefined;
}

/**
 * What the checks know besides the result: a withholding subtracted from the total (IRPF), and
 * the sum of the lines the document itself states (an e-invoice's line total, before
 * document-level allowances and charges), which the lines may add up to as well; on a page,
 * the amounts it prints under a sum label (`Summe Positionen`, `Warenwert`, `Sub-total` before a
 * discount or freight): lines adding up to one of them are all there.
 */
export type CheckContext = {
  hasNoText: boolean;
  withheld: number;
  linesTotal?: number;
  printedSums?: readonly number[];
};

/** The warnings a result deserves. */
export function checkResult(
  configuration: ExtractionConfiguration,
  result: ExtractionResult,
  { hasNoText, withheld, linesTotal, printedSums = [] }: CheckContext,
): ExtractionWarning[] {
  const warnings: ExtractionWarning[] = [];
  if (hasNoText) {
    warnings.push({ code: 'NO_TEXT', message: 'the document has no readable text' });
  }
  const byConcept = new Map<string, ExtractedField>();
  for (const attribute of configuration.attributes) {
    if (attribute.placement !== 'header') {
      continue;
    }
    const field = result.fields[attribute.name];
    if (field?.value === null || field === undefined) {
      warnings.push({
        code: 'FIELD_NOT_FOUND',
        attribute: attribute.name,
        message: `${attribute.name} not found`,
      });
      continue;
    }
    const concept = conceptOf(attribute);
    if (concept !== undefined) {
      byConcept.set(concept, field);
    }
  }
  const net = numberOf(byConcept.get('net'));
  const tax = numberOf(byConcept.get('tax'));
  const total = numberOf(byConcept.get('total'));
  if (
    net !== undefined &&
    tax !== undefined &&
    total !== undefined &&
    Math.abs(net + tax - total) > CENT &&
    Math.abs(net + tax - withheld - total) > CENT
  ) {
    warnings.push({
      code: 'TOTALS_MISMATCH',
      message: `net ${net} + tax ${tax} is not the total ${total}`,
    });
  }
  const hasDetail = configuration.attributes.some((attribute) => attribute.placement === 'detail');
  if (hasDetail && result.rows.length === 0) {
    warnings.push({ code: 'TABLE_NOT_FOUND', message: 'no line items found' });
  }
  const amountName = configuration.attributes.find(
    (attribute) =>
      attribute.placement === 'detail' &&
      attribute.type === 'number' &&
      /amount|importe|total|betrag|bedrag|montant/iu.test(attribute.name),
  )?.name;
  if (
    amountName !== undefined &&
    result.rows.length > 0 &&
    (net !== undefined || total !== undefined)
  ) {
    const amounts = result.rows
      .map((row) => numberOf(row.cells[amountName]))
      .filter((amount) => amount !== undefined);
    const sum = amounts.reduce((acc, amount) => acc + amount, 0);
    // A credit note prints its lines unsigned under its negative sums.
    const areLinesUnsigned = amounts.every((amount) => amount >= 0);
    const isCreditNote = (value: number): boolean => value < 0 && areLinesUnsigned;
    // Lines without any amount (a BASIC e-invoice may list items only) have nothing to check.
    const matches =
      amounts.length === 0 ||
      [net, total, linesTotal, ...printedSums].some(
        (value) =>
          value !== undefined &&
          Math.abs((isCreditNote(value) ? -value : value) - sum) <=
            Math.max(CENT, Math.abs(value) * 0.005),
      );
    if (!matches) {
      warnings.push({
        code: 'LINES_MISMATCH',
        message: `line amounts add up to ${sum.toFixed(2)}, not the net or the total`,
      });
    }
  }
  return warnings;
}
