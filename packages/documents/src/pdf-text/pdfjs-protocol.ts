import type { DocumentErrorCode } from '../errors';
import type { PageText } from '../layout/types';
import type { TextUsability } from './text-usability';

/** A page read from the PDF text layer, with the verdict on whether it needs OCR. */
export type PdfPageText = PageText & { usability: TextUsability };

/** What the pdf.js worker is asked to do with one PDF. */
export type PdfjsRequest = {
  task: 'text' | 'sizes' | 'info';
  data: Uint8Array<ArrayBuffer>;
  /** 1-based pages to read (every page when absent); `info` reads none. */
  pages?: readonly number[];
  maxPages: number;
};

/** One text run as pdf.js gives it (the part of its TextItem used here). */
export type RawTextItem = {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
};

/** One page as the worker sends it back: its viewport and, for `text`, its text content. */
export type RawPage = {
  pageNumber: number;
  width: number;
  height: number;
  /** The scale-1 viewport transform (PDF space to top-left page space). */
  transform: number[];
  items: RawTextItem[];
  styles: Record<string, { ascent?: number; descent?: number }>;
};

/** What the document is: sent once it is open and checked, before any page. */
export type PdfjsStart = { pageCount: number; info: Record<string, unknown> };

/**
 * The worker's messages for one request: `start`, then one `page` per page read (sent as soon
 * as it is parsed), then `end`; or `error` at any point. For `text`, the worker lays the page
 * out itself (`laidOut`, its text items then left out of `page`), so the caller's thread (that
 * of a server, busy with its database) does not; without `laidOut`, the caller lays it out.
 */
export type PdfjsMessage =
  | ({ kind: 'start' } & PdfjsStart)
  | { kind: 'page'; page: RawPage; laidOut?: PdfPageText }
  | { kind: 'end' }
  | { kind: 'error'; code: DocumentErrorCode; message: string; detail: Record<string, unknown> };
