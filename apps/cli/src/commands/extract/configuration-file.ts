import { readFile } from 'node:fs/promises';

import { isAlphanumeric } from '@folio/core';
import type { MiddlewareComponents } from '@folio/sdk';

import { CliError } from '../../errors';

type Schemas = MiddlewareComponents['schemas'];
export type ConfigurationInput = Schemas['ConfigurationInput'];
type Attribute = Schemas['Attribute'];

// The choices and bounds of openapi/components/extractor.yaml (ConfigurationInput, Attribute).
const DOCUMENT_TYPES = ['invoice', 'accounting', 'handwritten', 'other'] as const;
const ATTRIBUTE_TYPES = ['simple', 'table', 'text', 'date', 'number'] as const;
const PLACEMENTS = ['header', 'detail'] as const;
const MAX_NAME = 100;
const MAX_PROMPT = 4000;
const MAX_DETAIL = 500;
const MAX_ATTRIBUTES = 200;

/** Fields `folio extract configs show --json` prints that the server sets: read and ignored. */
const SERVER_FIELDS = new Set(['id', 'created_at', 'updated_at', 'last_run_at', 'document_count']);
const CONFIGURATION_FIELDS = new Set([
  'name',
  'document_type',
  'prompt',
  'model',
  'example_file_id',
  'attributes',
]);
const ATTRIBUTE_FIELDS = new Set(['name', 'type', 'placement', 'detail', 'required']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function oneOf<T extends string>(
  path: string,
  field: string,
  value: unknown,
  choices: readonly T[],
): T {
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) {
    throw new CliError('cli.extract.file.badChoice', { path, field, choices: choices.join(', ') });
  }
  return value as T;
}

function optionalText(path: string, field: string, value: unknown, max: number) {
  if (value === undefined || value === null) {
    return value;
  }
  if (typeof value !== 'string' || value.length > max) {
    throw new CliError('cli.extract.file.badText', { path, field, max });
  }
  return value;
}

function checkUnknown(
  path: string,
  prefix: string,
  value: Record<string, unknown>,
  known: Set<string>,
) {
  for (const key of Object.keys(value)) {
    if (!known.has(key) && !SERVER_FIELDS.has(key)) {
      throw new CliError('cli.extract.file.unknownField', { path, field: `${prefix}${key}` });
    }
  }
}

function parseAttribute(path: string, value: unknown, index: number): Attribute {
  const field = `attributes[${String(index)}]`;
  if (!isRecord(value)) {
    throw new CliError('cli.extract.file.badAttribute', { path, field });
  }
  checkUnknown(path, `${field}.`, value, ATTRIBUTE_FIELDS);
  const name = typeof value['name'] === 'string' ? value['name'].trim() : '';
  if (name === '' || name.length > MAX_NAME) {
    throw new CliError('cli.extract.file.badAttributeName', { path, field: `${field}.name` });
  }
  if (value['required'] !== undefined && typeof value['required'] !== 'boolean') {
    throw new CliError('cli.extract.file.badBoolean', { path, field: `${field}.required` });
  }
  const detail = optionalText(path, `${field}.detail`, value['detail'], MAX_DETAIL);
  return {
    name,
    type: oneOf(path, `${field}.type`, value['type'], ATTRIBUTE_TYPES),
    placement: oneOf(path, `${field}.placement`, value['placement'], PLACEMENTS),
    ...(detail === undefined ? {} : { detail }),
    required: value['required'] === true,
  };
}

/**
 * A configuration from the text of a JSON file (`folio extract configs create --from`), checked
 * against the contract and the rules of SPEC §5 before anything is sent, each problem named with
 * the file and the field: letters and digits only in the name, a known document type, at least
 * one header and one detail attribute, attribute names unique per placement (ignoring case). The
 * output of `configs show --json` is accepted too; the fields the server sets are ignored, so
 * the file always creates a new configuration.
 */
export function parseConfiguration(text: string, path: string): ConfigurationInput {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CliError('cli.extract.file.notJson', { path, message });
  }
  if (!isRecord(value)) {
    throw new CliError('cli.extract.file.notObject', { path });
  }
  checkUnknown(path, '', value, CONFIGURATION_FIELDS);
  const name = typeof value['name'] === 'string' ? value['name'].trim() : '';
  if (name === '' || name.length > MAX_NAME || !isAlphanumeric(name)) {
    throw new CliError('cli.extract.file.badName', { path, max: MAX_NAME });
  }
  const documentType = oneOf(path, 'document_type', value['document_type'], DOCUMENT_TYPES);
  const prompt = optionalText(path, 'prompt', value['prompt'], MAX_PROMPT);
  const model = optionalText(path, 'model', value['model'], MAX_NAME);
  const exampleFileId = optionalText(path, 'example_file_id', value['example_file_id'], MAX_NAME);
  const raw = value['attributes'];
  if (!Array.isArray(raw) || raw.length > MAX_ATTRIBUTES) {
    throw new CliError('cli.extract.file.badAttributes', { path, max: MAX_ATTRIBUTES });
  }
  const attributes = raw.map((attribute: unknown, index) => parseAttribute(path, attribute, index));
  const seen = new Set<string>();
  for (const attribute of attributes) {
    const key = `${attribute.placement}:${attribute.name.toLowerCase()}`;
    if (seen.has(key)) {
      throw new CliError('cli.extract.file.duplicateAttribute', {
        path,
        name: attribute.name,
        placement: attribute.placement,
      });
    }
    seen.add(key);
  }
  for (const placement of PLACEMENTS) {
    if (!attributes.some((attribute) => attribute.placement === placement)) {
      throw new CliError('cli.extract.file.needsPlacements', { path });
    }
  }
  return {
    name,
    document_type: documentType,
    attributes,
    ...(prompt === undefined ? {} : { prompt }),
    ...(model === undefined ? {} : { model }),
    ...(exampleFileId === undefined ? {} : { example_file_id: exampleFileId }),
  };
}

/** Reads and checks a configuration file; a missing or unreadable file is named. */
export async function readConfigurationFile(path: string): Promise<ConfigurationInput> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const isMissing = error instanceof Error && 'code' in error && error.code === 'ENOENT';
    throw new CliError(isMissing ? 'cli.extract.inputMissing' : 'cli.extract.inputUnreadable', {
      path,
    });
  }
  return parseConfiguration(text.replace(/^\uFEFF/, ''), path);
}
