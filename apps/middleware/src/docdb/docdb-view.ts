import { AppError } from '@folio/core';
import type { MiddlewareComponents } from '@folio/sdk';

import type { DocdbFileRow, DocdbRecordRow } from './docdb.queries';

/** A row of the document database as the contract answers it. */
export type DocdbRecord = MiddlewareComponents['schemas']['DocdbRecord'];

/** Rows with their files, in the rows' order. */
export function toDocdbRecords(
  records: readonly DocdbRecordRow[],
  files: readonly DocdbFileRow[],
): DocdbRecord[] {
  const byRecord = new Map<string, DocdbFileRow[]>();
  for (const file of files) {
    byRecord.set(file.record_id, [...(byRecord.get(file.record_id) ?? []), file]);
  }
  return records.map((record) => ({
    _id: record.id,
    config_name: record.config_name,
    date: new Date(record.date).toISOString(),
    document_id: record.document_id,
    data: record.data,
    files: (byRecord.get(record.id) ?? []).map((file) => ({
      file_id: file.id,
      file_name: file.file_name,
      size: Number(file.size),
    })),
  }));
}

/**
 * A document's data as the database keeps it (SPEC §7 "insert"): `{ headers, items }` with plain
 * values, the page positions and confidences of the extractor left behind.
 */
export function plainData(headers: unknown, items: unknown): Record<string, unknown> {
  return {
    headers: plainObject(headers),
    items: Array.isArray(items) ? items.map(plainObject) : [],
  };
}

function plainObject(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {};
  }
  return Object.fromEntries(
    Object.entries(value).map(([name, cell]) => [
      name,
      typeof cell === 'object' && cell !== null && 'value' in cell
        ? (cell as { value: unknown }).value
        : cell,
    ]),
  );
}

/** RESOURCE_NOT_FOUND for a row or file the caller does not have (another user's included). */
export function docdbNotFound(resource: 'record' | 'file', id: string): AppError {
  return new AppError('RESOURCE_NOT_FOUND', {
    message: `no ${resource} ${id} for this user`,
    detail: { resource },
  });
}
