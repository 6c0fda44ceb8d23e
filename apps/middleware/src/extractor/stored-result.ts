// An engine's answer as a document stores and answers it (openapi FieldValue): values kept
// normalised, each with the text it was read from, its page and its box as `[x0, y0, x1, y1]`.
import { stateOf, warningCodesOf } from './document-states';
import type { ExtractedField, ExtractionResult } from './engine';
import type { Attribute, FieldValue, ItemRow, StoredResult } from './extractor-types';

/** The contract's `engine` of the built-in engine. */
export const BUILT_IN_ENGINE = 'builtin';

/** A FieldValue with nothing found. */
export const EMPTY_FIELD: FieldValue = { value: null, raw: null, page: null, box: null };

const round = (value: number) => Math.round(value * 100) / 100;

/** One engine value as a FieldValue. */
export function toFieldValue(field: ExtractedField | undefined): FieldValue {
  if (field === undefined) {
    return { ...EMPTY_FIELD, confidence: 0 };
  }
  const box = field.source?.box;
  return {
    value: field.value,
    raw: field.text ?? null,
    page: field.source?.page ?? null,
    box:
      box === undefined
        ? null
        : [round(box.x), round(box.y), round(box.x + box.width), round(box.y + box.height)],
    confidence: round(field.confidence),
  };
}

/**
 * What an extraction stores on a document: every header attribute of the configuration (null
 * when not found), a row per line item with a cell per detail attribute, the names as the
 * document's available fields, the state of SPEC §4 and the warning codes.
 */
export function toStoredResult(
  attributes: readonly Attribute[],
  result: ExtractionResult,
  options: { usedOcr: boolean; engine?: string },
): StoredResult {
  const headerNames = attributes
    .filter((attribute) => attribute.placement === 'header')
    .map((attribute) => attribute.name);
  const detailNames = attributes
    .filter((attribute) => attribute.placement === 'detail')
    .map((attribute) => attribute.name);
  const headers = Object.fromEntries(
    headerNames.map((name) => [name, toFieldValue(result.fields[name])]),
  );
  const items: ItemRow[] = result.rows.map((row) =>
    Object.fromEntries(detailNames.map((name) => [name, toFieldValue(row.cells[name])])),
  );
  return {
    state: stateOf({ attributes, result }),
    headers,
    items,
    availableFields: { headers: headerNames, details: detailNames },
    warnings: warningCodesOf(result, { usedOcr: options.usedOcr }),
    engine: options.engine ?? BUILT_IN_ENGINE,
  };
}
