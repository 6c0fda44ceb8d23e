// Fields of `json_data` (SPEC §7 form bodies), which the contract carries as a string: checked here
// as the contract would check them, so services receive typed values.
import { AppError } from '@folio/core';

import type { Attribute, DocumentType, ExtractionState } from './extractor-types';

const DOCUMENT_TYPES: readonly DocumentType[] = ['invoice', 'accounting', 'handwritten', 'other'];
const ATTRIBUTE_TYPES: readonly Attribute['type'][] = ['simple', 'table', 'text', 'date', 'number'];
const PLACEMENTS: readonly Attribute['placement'][] = ['header', 'detail'];
const STATES: readonly ExtractionState[] = [
  'not_verified',
  'verified',
  'auto_verified',
  'manually_verified',
  'requires_verification',
  'missing_rows',
];
const MAX_ATTRIBUTES = 200;
/** The general prompt instruction's longest text (contract ConfigurationInput.prompt). */
const PROMPT_MAX_LENGTH = 4000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

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

/** An optional text field. */
export function optionalText(data: Record<string, unknown>, field: string): string | undefined {
  const value = data[field];
  if (value === undefined || value === null) {
    return undefined;
  }
  if (typeof value !== 'string') {
    throw refuse(field, 'not_text');
  }
  return value;
}

export function parseDocumentType(value: unknown): DocumentType {
  const found = DOCUMENT_TYPES.find((type) => type === value);
  if (found === undefined) {
    throw refuse('document_type', value === undefined ? 'required' : 'unknown_document_type');
  }
  return found;
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
  if (typeof value !== 'string' || !UUID.test(value)) {
    throw refuse(field, 'not_uuid');
  }
  return value;
}

/** An optional uuid field (`example_file_id`); absent or null is undefined. */
export function optionalUuid(data: Record<string, unknown>, field: string): string | undefined {
  const value = data[field];
  return value === undefined || value === null ? undefined : parseUuid(value, field);
}

/** The general prompt instruction (`prompt`), as a configuration takes it: at most 4000 characters. */
export function optionalPrompt(data: Record<string, unknown>): string | undefined {
  const value = optionalText(data, 'prompt');
  if (value !== undefined && value.length > PROMPT_MAX_LENGTH) {
    throw refuse('prompt', 'too_long');
  }
  return value;
}

/** The attributes of `json_data`, shaped like the contract's Attribute; absent is undefined. */
export function parseAttributes(value: unknown): Attribute[] | undefined {
  if (value === undefined || value === null) {
    return undefined;
  }
  if (!Array.isArray(value) || value.length > MAX_ATTRIBUTES) {
    throw refuse('attributes', 'invalid_attributes');
  }
  return value.map((entry: unknown) => {
    const item = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
      string,
      unknown
    >;
    const type = ATTRIBUTE_TYPES.find((known) => known === item['type']);
    const placement = PLACEMENTS.find((known) => known === item['placement']);
    const { name, detail, required } = item;
    if (
      typeof name !== 'string' ||
      name.length > 100 ||
      type === undefined ||
      placement === undefined ||
      !(
        detail === undefined ||
        detail === null ||
        (typeof detail === 'string' && detail.length <= 500)
      ) ||
      !(required === undefined || typeof required === 'boolean')
    ) {
      throw refuse('attributes', 'invalid_attribute');
    }
    return {
      name,
      type,
      placement,
      detail: typeof detail === 'string' ? detail : null,
      required: required === true,
    };
  });
}
