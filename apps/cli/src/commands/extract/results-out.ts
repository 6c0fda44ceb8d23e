import { extname, resolve } from 'node:path';

import type { MiddlewareComponents } from '@folio/sdk';

import type { SignedInContext } from '../../context';
import { CliError } from '../../errors';
import { exists, writeOutput } from '../utils-files';

export type ExtractedDocument = MiddlewareComponents['schemas']['ExtractedDocument'];
export type ExtractionState = MiddlewareComponents['schemas']['ExtractionState'];

/** The formats of `--out`, by the file's extension. */
export type OutFormat = 'csv' | 'json';

/** The format of an `--out` file from its extension (`.csv` or `.json`, any case). */
export function outFormat(path: string): OutFormat {
  const extension = extname(path).toLowerCase();
  if (extension === '.csv' || extension === '.json') {
    return extension === '.csv' ? 'csv' : 'json';
  }
  throw new CliError('cli.extract.outFormat', { path });
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
 * Writes results atomically: JSON is the documents as listResults answers them; CSV is the
 * server's export of those documents (exportResults: UTF-8 with a BOM, safe against formula
 * injection), so the CLI's CSV is the web's. Answers the bytes written.
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
    const csv = await context.folio.extractor.export(configName, 'csv', {
      documentIds: documents.map((document) => document.document_id),
    });
    bytes = new Uint8Array(await csv.blob.arrayBuffer());
  }
  await writeOutput(out.target, bytes, out.force);
  return bytes.length;
}
