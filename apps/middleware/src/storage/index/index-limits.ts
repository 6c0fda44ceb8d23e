import { DEFAULT_MAX_PAGES, DEFAULT_TIMEOUT_MS } from '@folio/documents';

/** How far the content index goes for one file; each read is also bounded by the toolkit. */
export type IndexLimits = {
  /** Larger files are `skipped`: their bytes are read into memory to be parsed. */
  maxBytes: number;
  /** PDFs with more pages fail (`DOCUMENT_TOO_MANY_PAGES`), as everywhere in the product. */
  maxPages: number;
  /** Time limit of one parse (a PDF's text layer, a DOCX, a workbook, one OCR). */
  readTimeoutMs: number;
  /** Pages of one PDF that may be OCRed; pages past it keep whatever text layer they have. */
  maxOcrPages: number;
  /** Time all the OCR of one file may take; pages not reached by then are left as they are. */
  ocrBudgetMs: number;
  /** Rows read per sheet of a workbook. */
  maxSheetRows: number;
  /** Runs of one job before a file that keeps failing (timeouts, a missing tool) is `failed`. */
  maxAttempts: number;
};

const MIB = 1024 * 1024;

/**
 * The defaults. OCR is bounded per file because indexing runs for every upload, unasked: a
 * 1,000-page scan would otherwise hold a worker for an hour. It spends no page balance (the
 * balance pays for work the user asks for: extraction, OCR, training).
 */
export const DEFAULT_INDEX_LIMITS: IndexLimits = {
  maxBytes: 64 * MIB,
  maxPages: DEFAULT_MAX_PAGES,
  readTimeoutMs: DEFAULT_TIMEOUT_MS,
  maxOcrPages: 50,
  ocrBudgetMs: 10 * 60 * 1000,
  maxSheetRows: 10_000,
  maxAttempts: 3,
};
