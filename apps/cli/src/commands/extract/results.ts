import { translate } from '@folio/core';

import type { SignedInContext } from '../../context';
import { formatTable, safeText } from '../files/format';

import {
  checkOut,
  listAllResults,
  writeResults,
  type ExtractedDocument,
  type ExtractionState,
} from './results-out';

/** The flags of `folio extract results`. */
export type ResultsOptions = { state?: ExtractionState; out?: string; force?: boolean };

/** The extraction states of SPEC §4, the values `--state` takes. */
export const EXTRACTION_STATES: readonly ExtractionState[] = [
  'not_verified',
  'verified',
  'auto_verified',
  'manually_verified',
  'requires_verification',
  'missing_rows',
];

/** One line per document: id, file, state, the header values found, warnings. */
export function resultRows(documents: readonly ExtractedDocument[]): string[][] {
  return documents.map((document) => [
    document.document_id,
    document.file_name,
    document.state,
    Object.entries(document.headers)
      .map(([name, field]) => `${name}=${field.value === null ? '' : String(field.value)}`)
      .join(' '),
  ]);
}

/**
 * `folio extract results CONFIG [--state S] [--out file.csv|.xlsx|.json]`: the configuration's
 * documents, newest first, optionally in one state; `--json` prints them all.
 */
export async function runResults(
  context: SignedInContext,
  configName: string,
  options: ResultsOptions,
): Promise<number> {
  const { output, language } = context;
  const out =
    options.out === undefined ? undefined : await checkOut(options.out, options.force === true);
  const documents = await listAllResults(context, {
    configName,
    ...(options.state ? { state: options.state } : {}),
  });
  const t = (key: 'id' | 'file' | 'state' | 'values') =>
    translate(language, `cli.extract.columns.${key}`);
  if (documents.length === 0) {
    output.info(translate(language, 'cli.extract.results.none', { config: safeText(configName) }));
  } else {
    formatTable(
      [
        { heading: t('id') },
        { heading: t('file') },
        { heading: t('state') },
        { heading: t('values') },
      ],
      resultRows(documents),
    ).forEach((line) => output.info(line));
  }
  let written: string | null = null;
  if (out !== undefined) {
    const bytes = await writeResults(context, out, configName, documents);
    written = out.target;
    output.info(translate(language, 'cli.utils.written', { path: out.target, bytes }));
  }
  output.data({
    config_name: configName,
    total: documents.length,
    items: documents,
    output: written,
  });
  return 0;
}

/** `folio extract verify DOCUMENT_ID`: marks a document manually verified (SPEC §4, §7). */
export async function runVerify(context: SignedInContext, documentId: string): Promise<number> {
  const { output, language } = context;
  const document = await context.folio.extractor.documents.update(documentId, {
    state: 'manually_verified',
  });
  output.info(
    translate(language, 'cli.extract.verified', {
      file: safeText(document.file_name),
      id: document.document_id,
      state: document.state,
    }),
  );
  output.data(document);
  return 0;
}
