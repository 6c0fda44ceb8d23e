import { extname, resolve } from 'node:path';

import type { MiddlewareComponents } from '@folio/sdk';

import type { SignedInContext } from '../../context';
import { CliError } from '../../errors';
import { exists, writeOutput } from '../utils-files';

export type ExtractedDocument = MiddlewareComponents['schemas']['ExtractedDocument'];
export type ExtractionState = MiddlewareComponents['schemas']['ExtractionState'];

/** The formats of `--out`, by the file's extension. */
export type OutFormat = 'csv' | 'xlsx' | 'json';

const OUT_FORMATS: Record<string, OutFormat> = { '.csv': 'csv', '.xlsx': 'xlsx', '.json': 'json' };

/** The format of an `--out` file from its extension (`.csv`, `.xlsx` or `.json`, any case). */
export function outFormat(path: string): OutFormat {
  const format = OUT_FORMATS[extname(path).toLowerCase()];
  if (format === undefined) {
    throw new CliError('cli.extract.outFormat', { path });
  }
  return format;
}

/**
 * Where `--out` writes, checked before any work: a known format, and no existing file unless
 * `--force` (the write itself refuses one created meanwhile).
 */
export async function checkOut(path: string, force: boolean) {
  const target = resolve(path);
  const format = outFormat(target);
  if (!force && (await exists(target))) {
    throw new CliError('cli.utils.outputExists', { path: target });
  }
  return { target, format, force };
}

/** Every result of a configuration, newest first, following the keyset pages of listResults. */
export async function listAllResults(
  context: SignedInContext,
  filter: { configName: string; state?: ExtractionState; runId?: string },
): Promise<ExtractedDocument[]> {
  const items: ExtractedDocument[] = [];
  const query = {
    ...(filter.state ? { state: filter.state } : {}),
    ...(filter.runId ? { run_id: filter.runId } : {}),
  };
  for await (const document of context.folio.extractor.results(filter.configName, query)) {
    items.push(document);
  }
  return items;
}

/**
 * Writes results atomically: JSON is the documents as listResults answers them; CSV and XLSX are
 * the server's export of those documents (exportResults: CSV UTF-8 with a BOM, both safe against
 * formula injection), so the CLI's files are the web's. Answers the bytes written.
 */
export async function writeResults(
  context: SignedInContext,
  out: { target: string; format: OutFormat; force: boolean },
  configName: string,
  documents: readonly ExtractedDocument[],
): Promise<number> {
  let bytes: Uint8Array;
  if (out.format === 'json') {
    bytes = new TextEncoder().encode(`${JSON.stringify(documents, null, 2)}\n`);
  } else {
    const exported = await context.folio.extractor.export(configName, out.format, {
      documentIds: documents.map((document) => document.document_id),
    });
    bytes = new Uint8Array(await exported.blob.arrayBuffer());
  }
  await writeOutput(out.target, bytes, out.force);
  return bytes.length;
}
