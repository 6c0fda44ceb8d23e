import { isDocumentError } from '../errors';
import { linesToText } from '../layout/build-lines';
import {
  DEFAULT_MAX_PAGES,
  DEFAULT_TIMEOUT_MS,
  type ParseLimits,
  remainingLimits,
} from '../limits';
import { runTool } from '../tools/run-tool';
import { readPdfText } from './read-pdf-text';
import { mendTableRows } from './table-rows';
import { type TextUsability, assessTextUsability } from './text-usability';

/** One page's words in reading order, without positions. */
export type PdfPlainPage = { pageNumber: number; text: string; usability: TextUsability };

/** A PDF's page count and the plain text of every page. */
export type PdfPlainText = { pageCount: number; pages: PdfPlainPage[] };

// pdftotext ends every page with a form feed.
const PAGE_END = '\f';
// The typographic ligatures (ff, fi, fl, ffi, ffl, long st, st) a font may map a glyph to;
// pdf.js writes them out as letters, and so must this reader for a search to find "office".
const LIGATURES = /[\uFB00-\uFB06]/gu;
// pdftotext puts a blank line between its text blocks, and every cell of a table is a block of
// its own: a reader that takes blank lines for paragraph ends would take each cell for a title.
// Lines follow each other as in pdf.js's lines, and the chunker finds paragraphs as it does there.
const BLANK_LINES = /\n(?:[ \t]*\n)+/gu;
// Text past this (64 KB a page over a thousand pages, where a dense page holds about 5 KB) is a
// hostile file's: poppler is stopped and pdf.js, in its memory-bounded worker, judges the file.
const MAX_TEXT_BYTES = 64 * 1024 * 1024;
// Failures where pdf.js may still read the file, or must be the one to say why it cannot.
const DECLINED = new Set(['PDF_INVALID', 'TOOL_UNAVAILABLE', 'DOCUMENT_TOO_LARGE']);

/** A pdftotext output's pages: every page ends with a form feed, the text after the last is empty. */
function pagesOf(stdout: Buffer): string[] {
  const pages = stdout.toString('utf8').split(PAGE_END);
  pages.pop();
  return pages;
}

// In reading order a table comes as a run of short lines, one per cell: this many in a row, each
// at most CELL_CHARS long, is what makes a page worth its layout.
const TABLE_CELLS = 6;
const CELL_CHARS = 40;

/** Whether a page's reading-order text has a run of cell-like lines. */
function mayHoldTable(text: string): boolean {
  let run = 0;
  for (const line of text.split('\n')) {
    const length = line.trim().length;
    run = length > 0 && length <= CELL_CHARS ? run + 1 : 0;
    if (run >= TABLE_CELLS) {
      return true;
    }
  }
  return false;
}

/**
 * The text of every page of a PDF by poppler's `pdftotext`, for readers that need its words and
 * not their positions (search, the chat's passages). It costs a fraction of pdf.js's text
 * content (about a tenth of the CPU on text-layer reports), runs in its own process and is killed
 * at the limits like every tool.
 *
 * Resolves to null when poppler declines (a damaged or encrypted file, more pages than the limit,
 * no pages, no `pdftotext`): the caller then reads the file with `readPdfText`, whose error (or
 * recovery) is the one the product reports. Timeouts and aborts are thrown as they are.
 */
export async function readPdfPlainText(
  data: Uint8Array,
  limits: ParseLimits = {},
): Promise<PdfPlainText | null> {
  const started = Date.now();
  const maxPages = limits.maxPages ?? DEFAULT_MAX_PAGES;
  // The time limit covers both runs, as every reader's covers its whole read.
  const budget = { ...limits, timeoutMs: limits.timeoutMs ?? DEFAULT_TIMEOUT_MS };
  // One page past the limit tells a file at the limit from one over it. A declined file (see
  // DECLINED) comes back as undefined.
  const pdftotext = (mode: string[]) =>
    runTool(
      'pdftotext',
      [...mode, '-q', '-enc', 'UTF-8', '-l', String(maxPages + 1), 'fd://0', '-'],
      {
        ...remainingLimits(budget, started),
        input: data,
        maxOutputBytes: MAX_TEXT_BYTES,
        failureCode: 'PDF_INVALID',
      },
    ).then(
      ({ stdout }) => pagesOf(stdout),
      (error: unknown) => {
        if (isDocumentError(error) && DECLINED.has(error.code)) {
          return undefined;
        }
        throw error;
      },
    );
  const texts = (await pdftotext([]))?.map((raw) => raw.replace(BLANK_LINES, '\n'));
  if (texts === undefined || texts.length === 0 || texts.length > maxPages) {
    return null;
  }
  // The physical layout only vouches for table rows, and costs a second run: only for a file
  // with a page that may hold a table. A layout that cannot be had leaves the cells as they are.
  const layouts = texts.some(mayHoldTable) ? await pdftotext(['-layout']) : undefined;
  const sameLayout = layouts?.length === texts.length ? layouts : undefined;
  return {
    pageCount: texts.length,
    pages: texts.map((lines, index) => {
      const layout = sameLayout?.[index];
      const text = (layout === undefined ? lines : mendTableRows(lines, layout)).replace(
        LIGATURES,
        (ligature) => ligature.normalize('NFKC'),
      );
      return { pageNumber: index + 1, text, usability: assessTextUsability(text) };
    }),
  };
}

/**
 * A PDF's words page by page, for search and chat: poppler's (`readPdfPlainText`), or pdf.js's
 * lines when poppler declines the file, so every error is pdf.js's (`readPdfText`). One time
 * limit covers both readers.
 */
export async function readPdfWords(
  data: Uint8Array,
  limits: ParseLimits = {},
): Promise<PdfPlainText> {
  const started = Date.now();
  const budget = { ...limits, timeoutMs: limits.timeoutMs ?? DEFAULT_TIMEOUT_MS };
  const plain = await readPdfPlainText(data, budget);
  if (plain) {
    return plain;
  }
  const layer = await readPdfText(data, remainingLimits(budget, started));
  return {
    pageCount: layer.pageCount,
    pages: layer.pages.map(({ pageNumber, lines, usability }) => ({
      pageNumber,
      text: linesToText(lines),
      usability,
    })),
  };
}
