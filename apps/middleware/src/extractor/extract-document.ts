// One document through the extractor (issue 6 "Per document"): its text (the text layer, OCR
// where a page has none usable, OCR everywhere for handwritten documents), then the engine.
import { readPdfPages, type PageText } from '@folio/documents';

import { runBuiltInEngine, type ExtractionResult } from './engine';
import type { Attribute, DocumentType } from './extractor-types';

/** What the extractor needs of a configuration to extract. */
export type ExtractionPlan = { documentType: DocumentType; attributes: readonly Attribute[] };

/** A document's text and the engine's answer on it. */
export type DocumentExtraction = {
  pages: PageText[];
  pageCount: number;
  usedOcr: boolean;
  result: ExtractionResult;
};

export type ExtractOptions = {
  signal?: AbortSignal | undefined;
  /** Pages the document has (known from its upload): bounds the read and its time. */
  expectedPages?: number | undefined;
  /** OCR every page whatever the document type (an image example). */
  isScan?: boolean | undefined;
};

// The text layer of a page takes milliseconds; OCR of a page takes seconds on two cores.
const BASE_TIMEOUT_MS = 60_000;
const PER_PAGE_TIMEOUT_MS = 30_000;

/** Reads a PDF's pages the way a configuration asks (handwritten: OCR on every page). */
export async function readDocumentPages(
  pdf: Uint8Array,
  plan: Pick<ExtractionPlan, 'documentType'>,
  options: ExtractOptions = {},
): Promise<Pick<DocumentExtraction, 'pages' | 'pageCount' | 'usedOcr'>> {
  const pagesHint = options.expectedPages ?? 1;
  const text = await readPdfPages(pdf, {
    ocr: plan.documentType === 'handwritten' || options.isScan === true ? 'always' : 'auto',
    signal: options.signal,
    maxPages: Number.MAX_SAFE_INTEGER,
    timeoutMs: BASE_TIMEOUT_MS + PER_PAGE_TIMEOUT_MS * pagesHint,
  });
  return {
    pages: text.pages,
    pageCount: text.pageCount,
    usedOcr: text.pages.some((page) => page.source === 'ocr'),
  };
}

/**
 * Extracts a configuration's attributes from a PDF with the built-in engine. The LLM engines of
 * the provider layer (`apps/middleware/src/ai/`) come in here when a configuration names a model.
 * Fails as `readPdfPages` does (a `DocumentError`).
 */
export async function extractDocument(
  pdf: Uint8Array,
  plan: ExtractionPlan,
  options: ExtractOptions = {},
): Promise<DocumentExtraction> {
  const text = await readDocumentPages(pdf, plan, options);
  const result = await runBuiltInEngine({
    configuration: { attributes: plan.attributes },
    pages: text.pages,
    pdf,
  });
  return { ...text, result };
}
