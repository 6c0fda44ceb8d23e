// The bench's cache of read pages (text layer and OCR), so tuning the engine's rules does not
// OCR the scanned corpora again on a shared 2-core machine. Keyed by the PDF's bytes and by the
// reader's own sources (packages/documents/src): a change to rendering, the OCR resolution or the
// line builder reads every file again. `--no-cache` skips it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { type PdfPagesOptions, type PdfText, readPdfPages } from '@folio/documents';

const REPOSITORY = resolve(import.meta.dirname, '../../..');
const READER_SOURCES = join(REPOSITORY, 'packages/documents/src');
const CACHE_DIR = join(REPOSITORY, 'node_modules/.cache/bench-extract-pages');

/** A hash of every non-test source file of the document reader. */
function readerVersion(): string {
  const hash = createHash('sha256');
  const files = readdirSync(READER_SOURCES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  for (const file of files) {
    hash.update(file).update(readFileSync(join(READER_SOURCES, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

let version: string | undefined;

/**
 * The PDF's pages as `readPdfPages` reads them with `options`, from the cache when the same
 * reader read it with the same options.
 */
export async function readPagesCached(
  pdf: Uint8Array,
  isCacheOn: boolean,
  options: PdfPagesOptions = {},
): Promise<PdfText> {
  if (!isCacheOn) {
    return readPdfPages(pdf, options);
  }
  version ??= readerVersion();
  const key = createHash('sha256')
    .update(version)
    .update(JSON.stringify(options))
    .update(pdf)
    .digest('hex');
  const path = join(CACHE_DIR, `${key}.json`);
  if (existsSync(path)) {
    return JSON.parse(readFileSync(path, 'utf8')) as PdfText;
  }
  const text = await readPdfPages(pdf, options);
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(path, JSON.stringify(text));
  return text;
}
