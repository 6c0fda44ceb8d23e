import type { DocumentErrorCode } from '../errors';
import type { ParsedSpreadsheetFormat, SheetLimits } from '../office/spreadsheet-parse';

/** A parse the reader worker runs on bytes it is given (transferred, not copied). */
export type ReaderRequest =
  | { task: 'docx' | 'office-check'; data: Uint8Array<ArrayBuffer> }
  | { task: 'text'; data: Uint8Array<ArrayBuffer>; markup: 'plain' | 'html'; maxBytes: number }
  | {
      task: 'spreadsheet';
      data: Uint8Array<ArrayBuffer>;
      format: ParsedSpreadsheetFormat;
      limits: SheetLimits;
    };

/** The worker's one answer to a request: the parse's result, or why it failed. */
export type ReaderAnswer =
  | { kind: 'done'; value: unknown }
  | { kind: 'error'; code: DocumentErrorCode; message: string; detail: Record<string, unknown> };
