// Fields of the document database's `json_data` (SPEC §7), checked as the contract would.
import { AppError } from '@folio/core';

import { parseUuid } from '../extractor/json-data';

/** Ids one call may name (openapi DocdbFileIdsRequest). */
export const MAX_IDS = 500;

const refuse = (field: string, reason: string) =>
  new AppError('BAD_REQUEST', { message: `${field}: ${reason}`, detail: { field, reason } });

/** A list of 1 to {@link MAX_IDS} ids. */
export function parseUuidList(value: unknown, field: string): string[] {
  if (value === undefined || value === null) {
    throw new AppError('MISSING_PARAMETERS', {
      message: `${field} is required`,
      detail: { fields: [field] },
    });
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_IDS) {
    throw refuse(field, 'not_a_list_of_ids');
  }
  return value.map((item) => parseUuid(item, field));
}

/** The date a row is filed under: an ISO date or date-time, now when absent. */
export function parseRecordDate(value: unknown): Date {
  if (value === undefined || value === null || value === '') {
    return new Date();
  }
  const date = typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
  if (date === undefined || Number.isNaN(date.getTime())) {
    throw refuse('date', 'not_a_date');
  }
  return date;
}

/** The configuration's name, `configName` as SPEC §7 spells it (or `config_name`). */
export function configNameOf(data: Record<string, unknown>): string | undefined {
  const value = data['configName'] ?? data['config_name'];
  if (value === undefined || value === null) {
    return undefined;
  }
  if (typeof value !== 'string' || value.trim() === '') {
    throw refuse('configName', 'not_text');
  }
  return value.trim();
}
