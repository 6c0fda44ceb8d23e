// The state an extraction leaves a document in (SPEC §4 extraction document states; issue 6
// "Results and verification"), and the warning codes the results screen shows.
import type { ExtractionResult, ExtractionWarningCode } from './engine';
import type { Attribute, ExtractionState } from './extractor-types';

/** Engine warnings as the contract's lower-case codes; `LINES_MISMATCH` is SPEC §8's "missing rows". */
const WARNING_CODES: Record<ExtractionWarningCode, string> = {
  FIELD_NOT_FOUND: 'field_not_found',
  TOTALS_MISMATCH: 'totals_mismatch',
  LINES_MISMATCH: 'missing_rows',
  TABLE_NOT_FOUND: 'table_not_found',
  NO_TEXT: 'no_text',
  E_INVOICE_UNREADABLE: 'e_invoice_unreadable',
};

// Checks whose failure means a person must look, whatever else was found.
const FAILED_CHECKS: ReadonlySet<ExtractionWarningCode> = new Set([
  'TOTALS_MISMATCH',
  'NO_TEXT',
  'E_INVOICE_UNREADABLE',
]);

/** What the engine reported, and how the text was read. */
export type StateInput = {
  attributes: readonly Attribute[];
  result: Pick<ExtractionResult, 'fields' | 'rows' | 'warnings'>;
};

/**
 * SPEC §4 / issue 6: `missing_rows` when the line amounts do not add up to the net or the total;
 * `requires_verification` when a required field is missing or a check fails (totals, no text, an
 * unreadable e-invoice, no line items where the configuration has detail attributes);
 * `auto_verified` when every field was found and every check passed; else `not_verified`.
 */
export function stateOf({ attributes, result }: StateInput): ExtractionState {
  const codes = new Set(result.warnings.map((warning) => warning.code));
  if (codes.has('LINES_MISMATCH')) {
    return 'missing_rows';
  }
  const header = attributes.filter((attribute) => attribute.placement === 'header');
  const isMissing = (name: string) => {
    const value = result.fields[name]?.value;
    return value === undefined || value === null || value === '';
  };
  const hasDetail = attributes.some((attribute) => attribute.placement === 'detail');
  const isRequiredMissing = header.some(
    (attribute) => attribute.required === true && isMissing(attribute.name),
  );
  const hasFailedCheck =
    [...codes].some((code) => FAILED_CHECKS.has(code)) || (hasDetail && result.rows.length === 0);
  if (isRequiredMissing || hasFailedCheck) {
    return 'requires_verification';
  }
  const isEveryFieldFound = header.every((attribute) => !isMissing(attribute.name));
  return isEveryFieldFound && codes.size === 0 ? 'auto_verified' : 'not_verified';
}

/** The warning codes of a result, each once, plus `ocr` when some page was read by OCR. */
export function warningCodesOf(
  result: Pick<ExtractionResult, 'warnings'>,
  { usedOcr }: { usedOcr: boolean },
): string[] {
  const codes = result.warnings.map((warning) => WARNING_CODES[warning.code]);
  return [...new Set([...codes, ...(usedOcr ? ['ocr'] : [])])];
}

/** States a person sets; `auto_verified` is the engine's alone. */
export function isSettableState(state: ExtractionState): boolean {
  return state !== 'auto_verified';
}

/** Whether a state counts as verified (then the document has a `verified_at`). */
export function isVerifiedState(state: ExtractionState): boolean {
  return state === 'verified' || state === 'manually_verified' || state === 'auto_verified';
}
