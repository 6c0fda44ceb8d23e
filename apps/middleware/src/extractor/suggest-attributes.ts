// Attributes suggested from an example (issue 6 "The wizard": labels found on the page with their
// values). The engine has no suggestion entry point, so this asks it two things: its label index
// over the example's positioned lines (which labels of its vocabularies are on the page, and
// where their values sit), and an extraction of the usual invoice fields, whose values come
// normalised like any run's. No vocabulary of its own: the engine's decides what a label is.
import { findDates, findAmounts } from '@folio/core';
import type { PageText } from '@folio/documents';

import { extractFromPages, type ExtractionAttribute } from './engine';
import { toDoc } from './engine/document-lines';
import { indexLabels, type LabelWithSites } from './engine/labels/label-index';
import type { Concept } from './engine/labels/vocabulary-entry';
import type { AttributeType, FieldValue, SuggestedAttribute } from './extractor-types';
import { toFieldValue } from './stored-result';

/** The header fields asked for, each named after the engine concept its name means. */
const HEADER_FIELDS: readonly (ExtractionAttribute & { concept: Concept })[] = [
  { name: 'invoice_number', type: 'simple', placement: 'header', concept: 'invoiceNumber' },
  { name: 'date', type: 'date', placement: 'header', concept: 'date' },
  { name: 'due_date', type: 'date', placement: 'header', concept: 'dueDate' },
  { name: 'issuer', type: 'text', placement: 'header', concept: 'issuer' },
  { name: 'buyer', type: 'text', placement: 'header', concept: 'buyer' },
  { name: 'tax_id', type: 'simple', placement: 'header', concept: 'taxId' },
  { name: 'net', type: 'number', placement: 'header', concept: 'net' },
  { name: 'tax', type: 'number', placement: 'header', concept: 'tax' },
  { name: 'total', type: 'number', placement: 'header', concept: 'total' },
  { name: 'currency', type: 'simple', placement: 'header', concept: 'currency' },
];

/** The usual line-item columns. */
const DETAIL_FIELDS: readonly ExtractionAttribute[] = [
  { name: 'description', type: 'text', placement: 'detail' },
  { name: 'quantity', type: 'number', placement: 'detail' },
  { name: 'unit_price', type: 'number', placement: 'detail' },
  { name: 'amount', type: 'number', placement: 'detail' },
];

/** Other labelled values the engine recognises (order numbers, delivery dates, discounts...). */
const OTHER_TYPES: Partial<Record<Concept, AttributeType>> = {
  otherId: 'simple',
  otherDate: 'date',
  otherAmount: 'number',
};

// Page furniture, not document data.
const FURNITURE = /^(page|pagina|seite|pag)$/u;
const MAX_OTHER = 8;
const MAX_VALUE_LENGTH = 80;

/** The label as printed, without its trailing colon (`Factura nº:` -> `Factura nº`). */
function labelText(label: LabelWithSites): string {
  const printed = label.line.text.slice(label.start, label.end).trim();
  const text = printed === '' ? label.phrase : printed;
  return text.replace(/[\s:.#-]+$/u, '');
}

/** A label's name as an attribute name: `Order number` -> `order_number`. */
function nameOf(label: LabelWithSites): string {
  return label.phrase
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/gu, '')
    .slice(0, 60);
}

const distance = (label: LabelWithSites, value: FieldValue) => {
  if (value.box === null || value.box === undefined || value.page !== label.line.page) {
    return Number.POSITIVE_INFINITY;
  }
  const [x0 = 0, y0 = 0] = value.box;
  return Math.hypot(x0 - (label.box.x + label.box.width), y0 - label.box.y);
};

/** The label that announced a found value: the nearest of its concept on the value's page. */
function labelFor(labels: readonly LabelWithSites[], value: FieldValue): string | null {
  const nearest = [...labels].sort((a, b) => distance(a, value) - distance(b, value))[0];
  return nearest === undefined || distance(nearest, value) === Number.POSITIVE_INFINITY
    ? null
    : labelText(nearest);
}

/** The value next to a label of an `other*` concept, read by its type. */
function otherValue(label: LabelWithSites, type: AttributeType): FieldValue | undefined {
  for (const site of label.sites) {
    const text = site.text.trim();
    if (type === 'date') {
      const date = findDates(text)[0];
      if (date !== undefined) {
        return { value: date.iso, raw: date.text, page: site.line.page, box: null };
      }
    } else if (type === 'number') {
      const amount = findAmounts(text, findDates(text)).find((found) => !found.isPercent);
      if (amount !== undefined) {
        return { value: amount.value, raw: amount.text, page: site.line.page, box: null };
      }
    } else if (text !== '' && text.length <= MAX_VALUE_LENGTH && /[\p{L}\p{N}]/u.test(text)) {
      return { value: text, raw: text, page: site.line.page, box: null };
    }
  }
  return undefined;
}

/**
 * Suggested attributes of an example: the usual invoice header fields found on it (named in
 * English, `detail` the label as printed, so the engine also looks for that label), other
 * labelled values it recognises, and the line-item columns found. When no column is found, the
 * usual ones are suggested without examples: a configuration needs a detail attribute (SPEC §5).
 */
export function suggestAttributes(pages: readonly PageText[]): SuggestedAttribute[] {
  const index = indexLabels(toDoc(pages));
  const extracted = extractFromPages({
    configuration: { attributes: [...HEADER_FIELDS, ...DETAIL_FIELDS] },
    pages,
  });
  const suggestions: SuggestedAttribute[] = [];
  for (const field of HEADER_FIELDS) {
    const value = toFieldValue(extracted.fields[field.name]);
    if (value.value === null) {
      continue;
    }
    suggestions.push({
      name: field.name,
      type: field.type,
      placement: 'header',
      detail: labelFor(index.labelsFor(field.concept), value),
      required: false,
      example: value,
    });
  }
  const taken = new Set(suggestions.map((suggestion) => suggestion.name));
  let others = 0;
  for (const label of index.labels) {
    const concept = [...label.concepts].find((key) => key in OTHER_TYPES) as Concept | undefined;
    const type = concept === undefined ? undefined : OTHER_TYPES[concept];
    const name = nameOf(label);
    if (type === undefined || others >= MAX_OTHER || name === '' || taken.has(name)) {
      continue;
    }
    if (FURNITURE.test(name)) {
      continue;
    }
    const example = otherValue(label, type);
    if (example === undefined) {
      continue;
    }
    taken.add(name);
    others += 1;
    suggestions.push({
      name,
      type,
      placement: 'header',
      detail: labelText(label),
      required: false,
      example,
    });
  }
  const firstRow = extracted.rows[0];
  const columns = DETAIL_FIELDS.filter((field) =>
    extracted.rows.some((row) => (row.cells[field.name]?.value ?? null) !== null),
  );
  for (const field of columns.length === 0 ? DETAIL_FIELDS : columns) {
    const cell = firstRow?.cells[field.name];
    suggestions.push({
      name: field.name,
      type: field.type,
      placement: 'detail',
      detail: null,
      required: false,
      ...(cell === undefined || cell.value === null ? {} : { example: toFieldValue(cell) }),
    });
  }
  return suggestions;
}
