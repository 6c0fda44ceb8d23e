import {
  linesToText,
  ocrImage,
  ocrPdfPages,
  readPdfWords,
  readSpreadsheet,
  readTextFile,
  readWordDocument,
  type CellValue,
  type Sheet,
  type SpreadsheetFormat,
} from '@folio/documents';

import type { DocumentFormat } from './document-format';
import type { IndexLimits } from './index-limits';

/** The text of one page of a file (a sheet of a workbook; 1 for files without pages). */
export type PageText = { page: number; text: string };

/** What the index learned from a file. */
export type ExtractedText = {
  pages: PageText[];
  /** A PDF's page count; null for other files. */
  pageCount: number | null;
  /** Pages read by OCR, and pages that needed it but were past the OCR limits. */
  ocrPages: number;
  ocrSkippedPages: number;
};

export type ExtractOptions = {
  signal: AbortSignal;
  limits: IndexLimits;
  /** Called as pages are read (OCR is the slow part); `total` is the file's page count. */
  onProgress: (done: number, total: number) => Promise<void>;
  /** OCR every page of a PDF, text layer or not (a handwritten topic's `mannuscrit`). */
  ocrEveryPage?: boolean;
};

type Readable = Exclude<DocumentFormat, { reader: 'none' }>;

/**
 * Reads the text of a file with @folio/documents, by format: the PDF text layer with OCR for the
 * pages without usable text (bounded by `maxOcrPages` and `ocrBudgetMs`), word-processing
 * documents, the cells of spreadsheets, text, HTML, and images by OCR. Throws the toolkit's
 * `DocumentError` for a file it cannot read.
 */
export async function extractText(
  data: Uint8Array,
  format: Readable,
  options: ExtractOptions,
): Promise<ExtractedText> {
  const { signal, limits } = options;
  const parse = { signal, timeoutMs: limits.readTimeoutMs };
  const single = (text: string): ExtractedText => ({
    pages: [{ page: 1, text }],
    pageCount: null,
    ocrPages: 0,
    ocrSkippedPages: 0,
  });
  switch (format.reader) {
    case 'pdf':
      return extractPdf(data, options);
    case 'word':
      return single((await readWordDocument(data, format.format, parse)).text);
    case 'spreadsheet':
      return extractSpreadsheet(data, format.format, options);
    case 'text':
    case 'html':
      return single(
        await readTextFile(data, format.reader === 'html' ? 'html' : 'plain', {
          ...parse,
          maxBytes: limits.maxBytes,
        }),
      );
    case 'image': {
      const page = await ocrImage(data, parse);
      return { ...single(linesToText(page.lines)), ocrPages: 1 };
    }
  }
}

async function extractPdf(data: Uint8Array, options: ExtractOptions): Promise<ExtractedText> {
  const { signal, limits, onProgress } = options;
  const started = Date.now();
  const layer = await readPdfWords(data, {
    signal,
    timeoutMs: limits.readTimeoutMs,
    maxPages: limits.maxPages,
  });
  const pages = layer.pages.map((page) => ({
    page: page.pageNumber,
    text: page.text,
    needsOcr: options.ocrEveryPage === true || !page.usability.usable,
  }));
  const toOcr = pages.filter((page) => page.needsOcr);
  let done = pages.length - toOcr.length;
  await onProgress(done, pages.length);
  let ocrPages = 0;
  for (const page of toOcr) {
    const remainingMs = limits.ocrBudgetMs - (Date.now() - started);
    if (ocrPages >= limits.maxOcrPages || remainingMs <= 0) {
      break;
    }
    const [ocr] = await ocrPdfPages(data, [page.page], {
      signal,
      timeoutMs: Math.min(limits.readTimeoutMs, remainingMs),
    });
    page.text = ocr ? linesToText(ocr.lines) : page.text;
    ocrPages += 1;
    done += 1;
    await onProgress(done, pages.length);
  }
  return {
    pages: pages.map(({ page, text }) => ({ page, text })),
    pageCount: layer.pageCount,
    ocrPages,
    ocrSkippedPages: toOcr.length - ocrPages,
  };
}

async function extractSpreadsheet(
  data: Uint8Array,
  format: SpreadsheetFormat,
  { signal, limits }: ExtractOptions,
): Promise<ExtractedText> {
  const workbook = await readSpreadsheet(data, format, {
    signal,
    timeoutMs: limits.readTimeoutMs,
    maxRows: limits.maxSheetRows,
  });
  return {
    pages: workbook.sheets.map((sheet, index) => ({ page: index + 1, text: sheetText(sheet) })),
    pageCount: null,
    ocrPages: 0,
    ocrSkippedPages: 0,
  };
}

/** A sheet as text: its name, then a line per row with its cells separated by tabs. */
function sheetText(sheet: Sheet): string {
  const lines = [sheet.name];
  for (const row of sheet.rows) {
    const cells = row.map(cellText).filter((text) => text !== '');
    if (cells.length > 0) {
      lines.push(cells.join('\t'));
    }
  }
  return lines.join('\n');
}

/** A cell's text as the sheet shows it: a formula by its result, an error or a blank as nothing. */
export function cellText(cell: CellValue): string {
  switch (cell.type) {
    case 'empty':
    case 'error':
      return '';
    case 'formula':
      return cellText(cell.result);
    default:
      return String(cell.value);
  }
}
