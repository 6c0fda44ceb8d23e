// What the contract's schemas cannot check for the extractor's form calls: a multipart body
// reaches the handler unvalidated, so updateDocument's own fields (`document_id`, `state`) are
// checked here; and a blank text where `json_data` requires one is a missing parameter.
import { AppError, isUuid } from '@folio/core';

import type { ExtractionState } from './extractor-types';

const STATES: readonly ExtractionState[] = [
  'not_verified',
  'verified',
  'auto_verified',
  'manually_verified',
  'requires_verification',
  'missing_rows',
];

const refuse = (field: string, reason: string) =>
  new AppError('BAD_REQUEST', { message: `${field}: ${reason}`, detail: { field, reason } });

/** A required text field (MISSING_PARAMETERS when absent or blank). */
export function requiredText(data: Record<string, unknown>, field: string): string {
  const value = data[field];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new AppError('MISSING_PARAMETERS', {
      message: `${field} is required`,
      detail: { fields: [field] },
    });
  }
  return value;
}

/** An extraction state, or undefined when absent or empty. */
export function parseState(value: unknown): ExtractionState | undefined {
  if (value === undefined || value === null || value === '') {
    return undefined;
  }
  const found = STATES.find((state) => state === value);
  if (found === undefined) {
    throw refuse('state', 'unknown_state');
  }
  return found;
}

export function parseUuid(value: unknown, field: string): string {
  if (!isUuid(value)) {
    throw refuse(field, 'not_uuid');
  }
  return value;
}
