// An engine's answer as a document stores and answers it (openapi FieldValue): values kept
// normalised, each with the text it was read from, its page, its box as `[x0, y0, x1, y1]` and
// where it came from (the e-invoice XML, the page's text layer or OCR; issue 16).
import type { Provenance } from '@folio/core';
import type { PageText } from '@folio/documents';

import { stateOf, warningCodesOf } from './document-states';
import type { ExtractedField, ExtractionResult } from './engine';
import type { Attribute, FieldValue, ItemRow, StoredResult } from './extractor-types';

/** The contract's `engine` of the built-in engine. */
export const BUILT_IN_ENGINE = 'builtin';

/** A FieldValue with nothing found. */
export const EMPTY_FIELD: FieldValue = { value: null, raw: null, page: null, box: null };

const round = (value: number) => Math.round(value * 100) / 100;

/** How each page of a document was read: its text layer, or OCR. */
export type ReadPages = readonly Pick<PageText, 'pageNumber' | 'source'>[];

const sourceOfPage = (page: Pick<PageText, 'source'>): Provenance =>
  page.source === 'ocr' ? 'ocr' : 'text';

/**
 * Where a found value came from (issue 16): the e-invoice XML when the engine took it from
 * there; else how its page was read (text layer or OCR); a value with no page (a model's value
 * not found back on the page) takes the document's way of reading when every page was read
 * alike. Undefined when nothing was found, or when it cannot be told.
 */
export function provenanceOfField(
  field: ExtractedField | undefined,
  pages: ReadPages | undefined,
): Provenance | undefined {
  if (field === undefined || field.value === null || field.value === '') {
    return undefined;
  }
  if (field.method === 'e-invoice') {
    return 'e_invoice';
  }
  if (pages === undefined) {
    return undefined;
  }
  const pageNumber = field.source?.page;
  if (pageNumber !== undefined) {
    const page = pages.find((read) => read.pageNumber === pageNumber);
    return page === undefined ? undefined : sourceOfPage(page);
  }
  const ways = new Set(pages.map(sourceOfPage));
  return ways.size === 1 ? [...ways][0] : undefined;
}

/** One engine value as a FieldValue; with the pages as read, it carries its provenance. */
export function toFieldValue(field: ExtractedField | undefined, pages?: ReadPages): FieldValue {
  if (field === undefined) {
    return { ...EMPTY_FIELD, confidence: 0 };
  }
  const box = field.source?.box;
  const provenance = provenanceOfField(field, pages);
  return {
    value: field.value,
    raw: field.text ?? null,
    page: field.source?.page ?? null,
    box:
      box === undefined
        ? null
        : [round(box.x), round(box.y), round(box.x + box.width), round(box.y + box.height)],
    confidence: round(field.confidence),
    ...(provenance === undefined ? {} : { provenance }),
  };
}

/**
 * What an extraction stores on a document: every header attribute of the configuration (null
 * when not found), a row per line item with a cell per detail attribute, the names as the
 * document's available fields, the state of SPEC §4 and the warning codes. With `pages` (how
 * each page was read) every found value carries its provenance.
 */
export function toStoredResult(
  attributes: readonly Attribute[],
  result: ExtractionResult,
  options: { usedOcr: boolean; engine?: string; pages?: ReadPages },
): StoredResult {
  const headerNames = attributes
    .filter((attribute) => attribute.placement === 'header')
    .map((attribute) => attribute.name);
  const detailNames = attributes
    .filter((attribute) => attribute.placement === 'detail')
    .map((attribute) => attribute.name);
  const headers = Object.fromEntries(
    headerNames.map((name) => [name, toFieldValue(result.fields[name], options.pages)]),
  );
  const items: ItemRow[] = result.rows.map((row) =>
    Object.fromEntries(
      detailNames.map((name) => [name, toFieldValue(row.cells[name], options.pages)]),
    ),
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
