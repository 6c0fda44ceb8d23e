// The built-in engine's contract: what it is given and what it returns. Every other engine (LLM
// providers) returns the same ExtractionResult, so jobs, checks and screens handle one shape.
import type { Box, PageText } from '@folio/documents';

/** Attribute types of a configuration (spec §3 "Attribute"). */
export type AttributeType = 'simple' | 'table' | 'text' | 'date' | 'number';

/** Where an attribute lives: once per document, or once per line item. */
export type AttributePlacement = 'header' | 'detail';

/** One field to extract. `detail` is the user's free-text hint; the engine uses it as a label. */
export type ExtractionAttribute = {
  name: string;
  type: AttributeType;
  placement: AttributePlacement;
  detail?: string | null;
};

/** What to extract: the configuration's attributes, header and detail. */
export type ExtractionConfiguration = { attributes: readonly ExtractionAttribute[] };

/** Where a value was read: 1-based page and a box in that page's units (PDF points). */
export type SourceBox = { page: number; box: Box };

/** How a value was found. */
export type ExtractionMethod = 'e-invoice' | 'label' | 'layout' | 'table' | 'derived';

/**
 * One extracted value, normalised by type: numbers are decimal numbers, dates ISO `YYYY-MM-DD`,
 * currencies ISO 4217 codes, the rest trimmed text. `value` is null when nothing was found.
 */
export type ExtractedField = {
  value: string | number | null;
  /** The text as written on the page, before normalisation. */
  text?: string;
  /** 0 (guess) to 1 (certain). */
  confidence: number;
  source?: SourceBox;
  method?: ExtractionMethod;
};

/** One line item: a cell per detail attribute, and the box of the whole row. */
export type ExtractedRow = { cells: Record<string, ExtractedField>; source?: SourceBox };

/** Why a result needs a human look. */
export type ExtractionWarningCode =
  | 'FIELD_NOT_FOUND'
  | 'TOTALS_MISMATCH'
  | 'LINES_MISMATCH'
  | 'TABLE_NOT_FOUND'
  | 'NO_TEXT'
  | 'E_INVOICE_UNREADABLE';

/** A warning for the results screen; `message` is English for logs, the code is what screens map. */
export type ExtractionWarning = {
  code: ExtractionWarningCode;
  attribute?: string;
  message: string;
};

/** The engine's answer for one document. */
export type ExtractionResult = {
  engine: 'built-in';
  /** `e-invoice` when an embedded Factur-X/ZUGFeRD/XRechnung/UBL XML gave the values. */
  from: 'e-invoice' | 'layout';
  /** Header attributes by name; every configured header attribute has an entry. */
  fields: Record<string, ExtractedField>;
  /** Line items, each with a cell per detail attribute found. */
  rows: ExtractedRow[];
  warnings: ExtractionWarning[];
};

/** The engine's input: the configuration and the document's positioned text. */
export type EngineInput = {
  configuration: ExtractionConfiguration;
  /** Pages as `@folio/documents` reads them (text layer or OCR). */
  pages: readonly PageText[];
  /** The PDF itself, when there is one: an embedded e-invoice XML is read from it first. */
  pdf?: Uint8Array;
};
