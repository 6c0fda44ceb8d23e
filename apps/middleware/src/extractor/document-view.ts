import { AppError, provenanceOf } from '@folio/core';

import type { DocumentRow } from './documents.queries';
import type { ExtractedDocument, FieldValue, ItemRow } from './extractor-types';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A stored value as answered: `provenance` is `manual` once a person edited it, and absent when
 * unknown (results stored before provenance was recorded load as they were).
 */
function withProvenance(field: FieldValue): FieldValue {
  if (typeof field !== 'object' || field === null || Array.isArray(field)) {
    return field;
  }
  const { provenance: _stored, ...rest } = field;
  const provenance = provenanceOf(field);
  return provenance === undefined ? rest : { ...rest, provenance };
}

const mapFields = (fields: Record<string, FieldValue>): Record<string, FieldValue> =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, withProvenance(field)]));

/** A stored document as the contract's ExtractedDocument. */
export function toExtractedDocument(row: DocumentRow): ExtractedDocument {
  return {
    document_id: row.id,
    config_name: row.config_name,
    run_id: row.run_id,
    file_id: row.file_id,
    file_name: row.file_name,
    pages: row.pages,
    state: row.state,
    headers: mapFields(row.headers as Record<string, FieldValue>),
    items: (row.items as ItemRow[]).map(mapFields),
    available_fields: row.available_fields,
    warnings: row.warnings,
    ...(row.engine === null ? {} : { engine: row.engine }),
    error: row.error,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    verified_at: row.verified_at === null ? null : iso(row.verified_at),
  };
}

/** RESOURCE_NOT_FOUND for a document the caller does not have (another user's included). */
export function documentNotFound(id: string): AppError {
  return new AppError('RESOURCE_NOT_FOUND', {
    message: `no document ${id} for this user`,
    detail: { resource: 'document' },
  });
}
