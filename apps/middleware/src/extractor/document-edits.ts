// A person's edits of a document (SPEC §7 "Insert or update document", `updated_data`): values
// normalised by the rules that normalise extracted ones (packages/core extraction: amounts to
// decimals, dates to ISO, currencies to ISO codes), names added to this document only, and a name
// added twice refused (SPEC §5 "The field already exists", "The header already exists").
import { AppError, normaliseCurrency, parseAmount, parseDate, provenanceOf } from '@folio/core';

import { EMPTY_FIELD } from './stored-result';
import type {
  Attribute,
  AttributeType,
  AvailableFields,
  FieldValue,
  ItemRow,
} from './extractor-types';

/** A document as an edit starts from. */
export type EditableDocument = {
  headers: Record<string, FieldValue>;
  items: ItemRow[];
  availableFields: AvailableFields;
};

const NAME_MAX_LENGTH = 100;
const MAX_ITEMS = 10_000;
const CURRENCY_NAME = /^(currency|moneda|divisa|waehrung|wahrung|devise)$/iu;

const refuse = (message: string, detail: Record<string, unknown>) =>
  new AppError('BAD_REQUEST', { message, detail: { field: 'updated_data', ...detail } });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `updated_data` form field as an object; BAD_REQUEST when it is not JSON of one. */
export function parseUpdatedData(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse('updated_data is not JSON', { reason: 'not_json' });
  }
  if (!isObject(value)) {
    throw refuse('updated_data is not a JSON object', { reason: 'not_object' });
  }
  return value;
}

/**
 * A list of names after an edit: trimmed, not empty, at most 100 characters, each once ignoring
 * case: a repeat is BAD_REQUEST `header_exists` (headers) or `field_exists` (details).
 */
function checkNames(raw: unknown, placement: 'header' | 'detail'): string[] {
  if (!Array.isArray(raw)) {
    throw refuse(`available ${placement} names are not a list`, { reason: 'invalid_names' });
  }
  const seen = new Set<string>();
  return raw.map((entry) => {
    const name = typeof entry === 'string' ? entry.normalize('NFC').trim() : '';
    if (name === '' || name.length > NAME_MAX_LENGTH) {
      throw refuse(`invalid ${placement} name`, { reason: 'invalid_name', name: entry });
    }
    const key = name.toLowerCase();
    if (seen.has(key)) {
      const reason = placement === 'header' ? 'header_exists' : 'field_exists';
      throw refuse(`${placement} ${name} already exists`, { reason, name });
    }
    seen.add(key);
    return name;
  });
}

/** A value typed in, normalised by the attribute's type; null when left empty. */
export function normaliseEditedValue(
  input: unknown,
  type: AttributeType,
  name: string,
): string | number | null {
  if (input === null || input === undefined || (typeof input === 'string' && input.trim() === '')) {
    return null;
  }
  if (typeof input !== 'string' && typeof input !== 'number') {
    throw refuse(`value of ${name} is not text or a number`, { reason: 'invalid_value', name });
  }
  if (type === 'number') {
    const value = typeof input === 'number' ? input : parseAmount(input);
    if (value === undefined || !Number.isFinite(value)) {
      throw refuse(`${name}: ${String(input)} is not an amount`, {
        reason: 'invalid_number',
        name,
      });
    }
    return value;
  }
  const text = String(input).normalize('NFC').trim();
  if (type === 'date') {
    const iso = parseDate(text);
    if (iso === undefined) {
      throw refuse(`${name}: ${text} is not a date`, { reason: 'invalid_date', name });
    }
    return iso;
  }
  if (CURRENCY_NAME.test(name)) {
    return normaliseCurrency(text) ?? text;
  }
  return text;
}

/** The edited value of a field: given as the value itself or as a FieldValue `{ value, ... }`. */
function inputValue(input: unknown): unknown {
  return isObject(input) && 'value' in input ? input['value'] : input;
}

const isBox = (value: unknown): value is [number, number, number, number] =>
  Array.isArray(value) && value.length === 4 && value.every((n) => typeof n === 'number');

/**
 * Where a value came from, when the client sends a FieldValue back (a row moved or deleted keeps
 * its own page and box): its `raw`, `page`, `box`, `confidence` and `provenance` (issue 16), each
 * kept only when well-formed.
 */
function sentSource(input: unknown): Partial<FieldValue> {
  if (!isObject(input)) {
    return {};
  }
  const source: Partial<FieldValue> = {};
  if (typeof input['raw'] === 'string' || input['raw'] === null) {
    source.raw = input['raw'];
  }
  if ((Number.isInteger(input['page']) && Number(input['page']) > 0) || input['page'] === null) {
    source.page = input['page'] as number | null;
  }
  if (isBox(input['box']) || input['box'] === null) {
    source.box = input['box'];
  }
  if (typeof input['confidence'] === 'number' && Number.isFinite(input['confidence'])) {
    source.confidence = input['confidence'];
  }
  const provenance = provenanceOf({ provenance: input['provenance'] });
  if (provenance !== undefined) {
    source.provenance = provenance;
  }
  return source;
}

/**
 * The FieldValue after an edit: the stored one when the value did not change; else the new value,
 * marked `edited`, with the source the client sent or the stored one.
 */
function editedField(
  previous: FieldValue | undefined,
  value: string | number | null,
  input: unknown,
): FieldValue {
  const before = { ...(previous ?? EMPTY_FIELD), ...sentSource(input) };
  const isEdited =
    (previous ?? EMPTY_FIELD).value !== value || (isObject(input) && input['edited'] === true);
  return isEdited ? { ...before, value, edited: true } : before;
}

/** Finds `name` in `names` ignoring case; the listed spelling. */
function listedName(names: readonly string[], name: string): string | undefined {
  const key = name.trim().toLowerCase();
  return names.find((listed) => listed.toLowerCase() === key);
}

/**
 * Applies `updated_data` (`{ headers, items, available_fields }`, each optional) to a document.
 * `available_fields` gives the names after the edit (added ones apply to this document only);
 * `headers` maps header names to values; `items` replaces the rows, each mapping detail names to
 * values. A name that is not available is BAD_REQUEST `unknown_header` / `unknown_field`.
 */
export function applyEdits(
  document: EditableDocument,
  data: Record<string, unknown>,
  attributes: readonly Attribute[],
): EditableDocument {
  const available = data['available_fields'];
  if (available !== undefined && !isObject(available)) {
    throw refuse('available_fields is not an object', { reason: 'invalid_names' });
  }
  const headerNames =
    available?.['headers'] === undefined
      ? document.availableFields.headers
      : checkNames(available['headers'], 'header');
  const detailNames =
    available?.['details'] === undefined
      ? document.availableFields.details
      : checkNames(available['details'], 'detail');
  const typeOf = (name: string, placement: 'header' | 'detail'): AttributeType =>
    attributes.find(
      (attribute) =>
        attribute.placement === placement && attribute.name.toLowerCase() === name.toLowerCase(),
    )?.type ?? 'simple';

  const headers: Record<string, FieldValue> = Object.fromEntries(
    headerNames.map((name) => [name, document.headers[name] ?? EMPTY_FIELD]),
  );
  const editedHeaders = data['headers'];
  if (editedHeaders !== undefined) {
    if (!isObject(editedHeaders)) {
      throw refuse('headers is not an object', { reason: 'invalid_headers' });
    }
    for (const [given, input] of Object.entries(editedHeaders)) {
      const name = listedName(headerNames, given);
      if (name === undefined) {
        throw refuse(`no header ${given}`, { reason: 'unknown_header', name: given });
      }
      const value = normaliseEditedValue(inputValue(input), typeOf(name, 'header'), name);
      headers[name] = editedField(headers[name], value, input);
    }
  }

  const rowOf = (previous: ItemRow | undefined, input: Record<string, unknown>): ItemRow => {
    const row: ItemRow = Object.fromEntries(
      detailNames.map((name) => [name, previous?.[name] ?? EMPTY_FIELD]),
    );
    for (const [given, cell] of Object.entries(input)) {
      const name = listedName(detailNames, given);
      if (name === undefined) {
        throw refuse(`no field ${given}`, { reason: 'unknown_field', name: given });
      }
      const value = normaliseEditedValue(inputValue(cell), typeOf(name, 'detail'), name);
      row[name] = editedField(row[name], value, cell);
    }
    return row;
  };
  const editedItems = data['items'];
  let items: ItemRow[];
  if (editedItems === undefined) {
    items = document.items.map((row) => rowOf(row, {}));
  } else {
    if (!Array.isArray(editedItems) || editedItems.length > MAX_ITEMS) {
      throw refuse('items is not a list of rows', { reason: 'invalid_items' });
    }
    // Rows have no ids: a row sent back with the values of a stored one is that row (after a row
    // above it was deleted, or rows were moved), so it is not taken for an edit of the row that
    // stood at its place; any other row is the stored row at its place, edited.
    const valuesKey = (value: (name: string) => unknown) =>
      JSON.stringify(detailNames.map((name) => value(name) ?? null));
    const storedByValues = new Map<string, ItemRow>();
    for (const row of [...document.items].reverse()) {
      storedByValues.set(
        valuesKey((name) => row[name]?.value),
        row,
      );
    }
    items = editedItems.map((input, index) => {
      if (!isObject(input)) {
        throw refuse('a row is not an object', { reason: 'invalid_items' });
      }
      const cells = new Map(
        Object.entries(input).map(([given, cell]) => [listedName(detailNames, given), cell]),
      );
      const sent = storedByValues.get(valuesKey((name) => inputValue(cells.get(name))));
      return rowOf(sent ?? document.items[index], input);
    });
  }
  return { headers, items, availableFields: { headers: headerNames, details: detailNames } };
}
