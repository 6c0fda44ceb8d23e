import { checkNewFieldName, type FieldNameProblem } from './attributes';
import type { ExtractedDocument, FieldValue } from './types';

/** The part of an extracted document a user edits: its header fields and its detail rows. */
export type EditableDocument = Pick<ExtractedDocument, 'headers' | 'items' | 'available_fields'>;

/** An edit that was made, or why it was refused. */
export type EditResult =
  { ok: true; document: EditableDocument } | { ok: false; problem: FieldNameProblem };

const EMPTY_VALUE: FieldValue = { value: null, raw: null, page: null, box: null, edited: true };

/** A copy of the editable part of a document, so edits never touch the loaded one. */
export function editableCopy(document: EditableDocument): EditableDocument {
  return {
    headers: { ...document.headers },
    items: document.items.map((row) => ({ ...row })),
    available_fields: {
      headers: [...document.available_fields.headers],
      details: [...document.available_fields.details],
    },
  };
}

/**
 * Adds a header field to this document only (SPEC §3 "Adding a field or header applies only to
 * that document"), refused when the document already has it: 'The header already exists'
 * (SPEC §5).
 */
export function addHeader(document: EditableDocument, name: string): EditResult {
  const problem = checkNewFieldName(name, document.available_fields.headers, 'header');
  if (problem) {
    return { ok: false, problem };
  }
  const trimmed = name.trim();
  return {
    ok: true,
    document: {
      ...document,
      headers: { ...document.headers, [trimmed]: EMPTY_VALUE },
      available_fields: {
        ...document.available_fields,
        headers: [...document.available_fields.headers, trimmed],
      },
    },
  };
}

/** Removes a header field and its value from this document. */
export function removeHeader(document: EditableDocument, name: string): EditableDocument {
  const headers = { ...document.headers };
  delete headers[name];
  return {
    ...document,
    headers,
    available_fields: {
      ...document.available_fields,
      headers: document.available_fields.headers.filter((header) => header !== name),
    },
  };
}

/**
 * Adds a detail field (a column of the rows) to this document only, every row getting an empty
 * value; refused when the document already has it: 'The field already exists' (SPEC §5).
 */
export function addField(document: EditableDocument, name: string): EditResult {
  const problem = checkNewFieldName(name, document.available_fields.details, 'detail');
  if (problem) {
    return { ok: false, problem };
  }
  const trimmed = name.trim();
  return {
    ok: true,
    document: {
      ...document,
      items: document.items.map((row) => ({ ...row, [trimmed]: EMPTY_VALUE })),
      available_fields: {
        ...document.available_fields,
        details: [...document.available_fields.details, trimmed],
      },
    },
  };
}

/** Removes a detail field (a column) from this document and from each of its rows. */
export function removeField(document: EditableDocument, name: string): EditableDocument {
  return {
    ...document,
    items: document.items.map((row) => {
      const copy = { ...row };
      delete copy[name];
      return copy;
    }),
    available_fields: {
      ...document.available_fields,
      details: document.available_fields.details.filter((field) => field !== name),
    },
  };
}

/** Adds an empty detail row at the end. */
export function addRow(document: EditableDocument): EditableDocument {
  const row = Object.fromEntries(
    document.available_fields.details.map((field) => [field, EMPTY_VALUE]),
  );
  return { ...document, items: [...document.items, row] };
}

/** Removes the detail row at `index`. */
export function removeRow(document: EditableDocument, index: number): EditableDocument {
  return { ...document, items: document.items.filter((_, position) => position !== index) };
}

/** Replaces the value of a header field. */
export function setHeaderValue(
  document: EditableDocument,
  name: string,
  value: FieldValue,
): EditableDocument {
  return { ...document, headers: { ...document.headers, [name]: value } };
}

/** Replaces the value of one cell of the detail rows. */
export function setCellValue(
  document: EditableDocument,
  index: number,
  name: string,
  value: FieldValue,
): EditableDocument {
  return {
    ...document,
    items: document.items.map((row, position) =>
      position === index ? { ...row, [name]: value } : row,
    ),
  };
}
