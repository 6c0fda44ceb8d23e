// The rules of the document database's `json_data` (SPEC §7) that its contentSchema cannot say:
// the contract has already checked each field's type, list lengths and ids.
import { AppError } from '@folio/core';

import type { InsertJsonData } from './docdb-insert-form';

const refuse = (field: string, reason: string) =>
  new AppError('BAD_REQUEST', { message: `${field}: ${reason}`, detail: { field, reason } });

/** The ids a call names; absent or null is MISSING_PARAMETERS. */
export function requireIds(ids: readonly string[] | null | undefined, field: string): string[] {
  if (ids === undefined || ids === null) {
    throw new AppError('MISSING_PARAMETERS', {
      message: `${field} is required`,
      detail: { fields: [field] },
    });
  }
  return [...ids];
}

/** The date a row is filed under: an ISO date or date-time, now when absent. */
export function parseRecordDate(value: InsertJsonData['date']): Date {
  if (value === undefined || value === null || value === '') {
    return new Date();
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw refuse('date', 'not_a_date');
  }
  return date;
}

/** The configuration's name, `configName` as SPEC §7 spells it (or `config_name`). */
export function configNameOf(
  data: Pick<InsertJsonData, 'configName' | 'config_name'>,
): string | undefined {
  const value = data.configName ?? data.config_name;
  if (value === undefined || value === null) {
    return undefined;
  }
  if (value.trim() === '') {
    throw refuse('configName', 'not_text');
  }
  return value.trim();
}
