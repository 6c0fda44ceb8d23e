import { AppError } from '@folio/core';
import { findJsonDataSchemas, type FormContract } from '@folio/sdk';
import addFormats from 'ajv-formats';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';

import type { AuthenticatedUser } from './auth/access-token';
import { assertUserContext } from './auth/user-context';
import type { OpenApiDocument } from './contract';

/** Characters of `json_data` a call takes unless it allows more: the user context and a few fields. */
export const JSON_DATA_MAX_LENGTH = 64 * 1024;

/**
 * Reads the `json_data` text of `operationId`'s form (SPEC §7) into its contract type: a JSON
 * object within `maxLength` characters (BAD_REQUEST with `detail.field` `json_data` otherwise),
 * whose user context is the token's (FORBIDDEN otherwise, before anything else is looked at), and
 * which passes the operation's contentSchema, defaults filled in. A missing field of the schema is
 * MISSING_PARAMETERS with `detail.fields`; any other mismatch is BAD_REQUEST with `detail.field`
 * and a `reason`.
 */
export type JsonDataReader<Schemas> = <Operation extends keyof Schemas & string>(
  operationId: Operation,
  text: string | undefined,
  auth: AuthenticatedUser,
  options?: { maxLength?: number },
) => Schemas[Operation];

const CONTRACT_ID = 'urn:folio:contract';

/**
 * Compiles the contentSchema of every form operation of `spec` once, at start-up, with the same
 * Ajv settings the JSON bodies get (no coercion, defaults applied), and answers the reader.
 */
export function createJsonDataReader<Schemas>(spec: OpenApiDocument): JsonDataReader<Schemas> {
  const contract = spec as FormContract;
  // `verbose` keeps the failing keyword's schema, for the limits a refusal names.
  const ajv = new Ajv2020({
    allErrors: false,
    useDefaults: true,
    verbose: true,
    allowUnionTypes: true,
  });
  addFormats(ajv);
  // OpenAPI's own annotation, and the document's schemas held under the name its `$ref`s use.
  ajv.addVocabulary(['example', 'components']);
  ajv.addSchema({ components: contract.components ?? {} }, CONTRACT_ID);
  const validators = new Map<string, ValidateFunction>();
  for (const [operationId, ref] of findJsonDataSchemas(contract)) {
    validators.set(operationId, ajv.compile({ $ref: `${CONTRACT_ID}${ref}` }));
  }

  return (operationId, text, auth, options) => {
    const validate = validators.get(operationId);
    if (validate === undefined) {
      throw new Error(`${operationId} takes no json_data`);
    }
    const value = parseJsonObject(text, options?.maxLength ?? JSON_DATA_MAX_LENGTH);
    assertUserContext(auth, value);
    if (!validate(value)) {
      throw refusalOf(validate.errors?.[0]);
    }
    return value as Schemas[typeof operationId];
  };
}

function parseJsonObject(text: string | undefined, maxLength: number): Record<string, unknown> {
  const refuse = (message: string) =>
    new AppError('BAD_REQUEST', { message, detail: { field: 'json_data' } });
  if (text === undefined) {
    throw refuse('no json_data field');
  }
  if (text.length > maxLength) {
    throw refuse('json_data too long');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse('json_data is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw refuse('json_data is not a JSON object');
  }
  return value as Record<string, unknown>;
}

/** What a JSON type is called in a `not_<type>` reason (`not_text` as the servers always said). */
const TYPE_NAMES: Record<string, string> = { string: 'text', array: 'list' };

const REASONS: Record<string, (error: ErrorObject, name: string) => string> = {
  type: (error) => {
    const type = String((error.params as { type?: unknown }).type).split(',')[0] ?? '';
    return `not_${TYPE_NAMES[type] ?? type}`;
  },
  enum: (_error, name) => `unknown_${name}`,
  format: (error) => `not_${String((error.params as { format?: unknown }).format)}`,
  minimum: () => 'out_of_range',
  maximum: () => 'out_of_range',
  minLength: () => 'too_short',
  maxLength: () => 'too_long',
  minItems: () => 'too_few',
  maxItems: () => 'too_many',
};

/**
 * The catalogue error of the first way `json_data` breaks its schema. `detail.field` is the
 * `json_data` field at fault (a nested value adds its `path`); a range names its `min` and `max`,
 * a closed list its `allowed` values, so a client can say what would do.
 */
function refusalOf(error: ErrorObject | undefined): AppError {
  const path = (error?.instancePath ?? '')
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  const missing = (error?.params as { missingProperty?: unknown } | undefined)?.missingProperty;
  if (error?.keyword === 'required' && path.length === 0 && typeof missing === 'string') {
    return new AppError('MISSING_PARAMETERS', {
      message: `json_data.${missing} is required`,
      detail: { fields: [missing] },
    });
  }
  const field = path[0] ?? 'json_data';
  const name = [...path].reverse().find((part) => !/^\d+$/u.test(part)) ?? field;
  const keyword = error?.keyword ?? 'invalid';
  const limits = error?.parentSchema as { minimum?: number; maximum?: number } | undefined;
  const allowed = (error?.params as { allowedValues?: unknown } | undefined)?.allowedValues;
  return new AppError('BAD_REQUEST', {
    message: `json_data.${path.join('.') || field}: ${error?.message ?? 'is invalid'}`,
    detail: {
      field,
      reason: error && REASONS[keyword] ? REASONS[keyword](error, name) : `invalid_${keyword}`,
      ...(path.length > 1 ? { path: path.join('.') } : {}),
      ...(keyword === 'minimum' || keyword === 'maximum'
        ? { min: limits?.minimum, max: limits?.maximum }
        : {}),
      ...(keyword === 'enum' ? { allowed } : {}),
    },
  });
}
