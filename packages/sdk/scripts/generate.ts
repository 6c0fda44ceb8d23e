import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { bundle, createConfig } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';

import { findJsonDataSchemas, type FormContract } from '../src/json-data-schemas.ts';
import { binaryFieldsAsFiles, renderJsonDataTypes } from './json-data-types.ts';

/** The two hosts described in `openapi/`. */
export const API_NAMES = ['middleware', 'service'] as const;
export type ApiName = (typeof API_NAMES)[number];

const HERE = dirname(fileURLToPath(import.meta.url));
/** Where the contract lives, relative to this package. */
export const OPENAPI_DIR = resolve(HERE, '../../../openapi');
/** Where the generated files are committed. */
export const GENERATED_DIR = resolve(HERE, '../src/generated');

const HEADER = [
  '/**',
  ' * This file was generated from openapi/{name}.yaml by `pnpm gen`.',
  ' * Do not edit it by hand: change the YAML and run `pnpm gen` again.',
  ' */',
  '',
].join('\n');

/**
 * Generates the SDK's files from the contract, in memory: for each host, its TypeScript types
 * (openapi-typescript) and its bundled OpenAPI document (one JSON file with internal references
 * only), which the servers validate requests and responses against; and `json-data.ts`, the type
 * of each form operation's `json_data` by operationId, which the form builder is typed by.
 *
 * Returns a map from file name (inside `src/generated/`) to content; the `pnpm gen` entry writes
 * it and the drift test compares it with what is committed, so both always use the same options.
 */
export async function generateSdk(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const config = await createConfig({});
  const jsonDataSchemas = new Map<ApiName, Map<string, string>>();
  for (const name of API_NAMES) {
    const source = join(OPENAPI_DIR, `${name}.yaml`);
    // A field with a default is optional to send: callers need not repeat the server's defaults.
    const ast = await openapiTS(pathToFileURL(source), {
      exportType: true,
      defaultNonNullable: false,
      transform: binaryFieldsAsFiles,
    });
    files.set(`${name}.ts`, HEADER.replace('{name}', name) + astToString(ast));

    const { bundle: bundled, problems } = await bundle({ ref: source, config });
    const errors = problems.filter((problem) => problem.severity === 'error');
    if (errors.length > 0) {
      throw new Error(`openapi/${name}.yaml: ${errors.map((e) => e.message).join('; ')}`);
    }
    files.set(`${name}.openapi.json`, `${JSON.stringify(bundled.parsed, null, 2)}\n`);
    jsonDataSchemas.set(name, findJsonDataSchemas(bundled.parsed as FormContract));
  }
  files.set('json-data.ts', HEADER.replace('{name}', '*') + renderJsonDataTypes(jsonDataSchemas));
  return files;
}

/** Reads the committed generated files, for comparison with a fresh generation. */
export async function readGeneratedSdk(names: Iterable<string>): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const name of names) {
    files.set(name, await readFile(join(GENERATED_DIR, name), 'utf8').catch(() => ''));
  }
  return files;
}
