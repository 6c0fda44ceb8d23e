/**
 * A rectangle with a top-left origin: PDF points for PDF pages (OCR boxes are scaled back to
 * points), pixels for image files.
 */
export type Box = { x: number; y: number; width: number; height: number };

/** One word and where it is. `confidence` (0-100) is set by OCR only. */
export type Word = { text: string; box: Box; confidence?: number };

/**
 * A run of words on one row with no wide gap inside: a label and its value stay on one line,
 * two columns side by side give two lines.
 */
export type Line = { text: string; box: Box; words: Word[] };

/** Where a page's text came from. */
export type TextSource = 'text-layer' | 'ocr';

/** The text of one page as reading-order lines. */
export type PageText = {
  /** 1-based. */
  pageNumber: number;
  width: number;
  height: number;
  lines: Line[];
  source: TextSource;
};
