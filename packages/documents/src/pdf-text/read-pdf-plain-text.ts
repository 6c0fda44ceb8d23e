import { isDocumentError } from '../errors';
import { DEFAULT_MAX_PAGES, type ParseLimits } from '../limits';
import { runTool } from '../tools/run-tool';
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
// Failures where pdf.js may still read the file, or must be the one to say why it cannot.
const DECLINED = new Set(['PDF_INVALID', 'TOOL_UNAVAILABLE', 'DOCUMENT_TOO_LARGE']);

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
  const maxPages = limits.maxPages ?? DEFAULT_MAX_PAGES;
  let stdout: Buffer;
  try {
    // One page past the limit tells a file at the limit from one over it.
    const args = ['-q', '-enc', 'UTF-8', '-l', String(maxPages + 1), 'fd://0', '-'];
    ({ stdout } = await runTool('pdftotext', args, {
      ...limits,
      input: data,
      failureCode: 'PDF_INVALID',
    }));
  } catch (error) {
    if (isDocumentError(error) && DECLINED.has(error.code)) {
      return null;
    }
    throw error;
  }
  const texts = stdout.toString('utf8').split(PAGE_END);
  // The text after the last page's form feed is empty.
  texts.pop();
  if (texts.length === 0 || texts.length > maxPages) {
    return null;
  }
  return {
    pageCount: texts.length,
    pages: texts.map((raw, index) => {
      const text = raw
        .replace(LIGATURES, (ligature) => ligature.normalize('NFKC'))
        .replace(BLANK_LINES, '\n');
      return { pageNumber: index + 1, text, usability: assessTextUsability(text) };
    }),
  };
}
