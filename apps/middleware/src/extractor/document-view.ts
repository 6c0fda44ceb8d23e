import { AppError } from '@folio/core';

import type { DocumentRow } from './documents.queries';
import type { ExtractedDocument, FieldValue, ItemRow } from './extractor-types';

const iso = (value: Date | string) => new Date(value).toISOString();

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
    headers: row.headers as Record<string, FieldValue>,
    items: row.items as ItemRow[],
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
