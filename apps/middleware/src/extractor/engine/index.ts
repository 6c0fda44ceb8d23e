/**
 * The built-in extraction engine (issue #6): no key, no network, no per-supplier template.
 * Give it a configuration and a document's positioned pages (from `@folio/documents`), and the
 * PDF when there is one; it returns every header attribute normalised with its page, box and
 * confidence, the line items, and warnings. `extractPdf` reads the PDF (text layer or OCR) too.
 */
export { extractFromPages, runBuiltInEngine } from './run-engine';
export { extractPdf, type ExtractPdfOptions } from './extract-pdf';
export { extractWithSecondLook, type ReadPages } from './second-look';
export type {
  AttributePlacement,
  AttributeType,
  EngineInput,
  ExtractedField,
  ExtractedRow,
  ExtractionAttribute,
  ExtractionConfiguration,
  ExtractionMethod,
  ExtractionResult,
  ExtractionWarning,
  ExtractionWarningCode,
  SourceBox,
} from './types';
