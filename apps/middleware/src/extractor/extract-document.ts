// One document through the extractor (issue 6 "Per document"): its text (the text layer, OCR
// where a page has none usable, OCR everywhere for handwritten documents), then the engine.
import { readPdfPages, type PageText } from '@folio/documents';

import { extractWithModel, type AiProviders } from '../ai';
import type { Logger } from '../db/logger';
import { extractWithSecondLook, type ExtractionResult } from './engine';
import type { Attribute, DocumentType, StoredResult } from './extractor-types';
import { toStoredResult } from './stored-result';

/** What the extractor needs of a configuration to extract. */
export type ExtractionPlan = { documentType: DocumentType; attributes: readonly Attribute[] };

/** A configuration as one document's extraction needs it: the engine's plan and the model step's. */
export type ModelPlan = ExtractionPlan & { model: string | null; prompt: string | null };

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
  /** OCR at this many times a scan's resolution (the engine's second look). */
  scanScale?: number | undefined;
  /** OCR a scan as one column of text (the engine's further look at a receipt). */
  singleColumn?: boolean | undefined;
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
    ...(options.scanScale === undefined ? {} : { scanScale: options.scanScale }),
    ...(options.singleColumn === true ? { singleColumn: true } : {}),
  });
  return {
    pages: text.pages,
    pageCount: text.pageCount,
    usedOcr: text.pages.some((page) => page.source === 'ocr'),
  };
}

/**
 * Extracts a configuration's attributes from a PDF with the built-in engine (with its second look
 * at a scan it is unsure about); `keptResult` then runs the model step of the provider layer
 * (`apps/middleware/src/ai/`) when a configuration names a model. Fails as `readPdfPages` does (a
 * `DocumentError`).
 */
export async function extractDocument(
  pdf: Uint8Array,
  plan: ExtractionPlan,
  options: ExtractOptions = {},
): Promise<DocumentExtraction> {
  const { text, result } = await extractWithSecondLook({
    configuration: { attributes: plan.attributes },
    pdf,
    read: (look) => readDocumentPages(pdf, plan, { ...options, ...look }),
    signal: options.signal,
  });
  return { ...text, result };
}

export type ModelStepOptions = {
  /** The AI providers configured here; without them the built-in result stands. */
  ai?: AiProviders | undefined;
  /** Cancels the model call (a cancelled run); its reason is thrown as is. */
  signal?: AbortSignal | undefined;
  logger?: Logger | undefined;
};

/**
 * What a document keeps of its extraction, once the built-in engine has read it: with a model in
 * the plan and AI providers here, the model step first (`extractWithModel`: the model's result and
 * engine, or the built-in one with `llm_unavailable` or `llm_fallback`), then the SPEC §4 state,
 * the fields and rows and the warnings. A run's documents and the wizard's test both end here, so
 * the test shows what a run would give. Throws only the abort reason of `options.signal`.
 */
export async function keptResult(
  plan: ModelPlan,
  extraction: Pick<DocumentExtraction, 'pages' | 'usedOcr' | 'result'>,
  options: ModelStepOptions = {},
): Promise<StoredResult> {
  const modelled =
    plan.model !== null && options.ai !== undefined
      ? await extractWithModel(plan, extraction.pages, extraction.result, {
          providers: options.ai,
          signal: options.signal,
          logger: options.logger,
        })
      : undefined;
  const stored = toStoredResult(plan.attributes, modelled?.result ?? extraction.result, {
    usedOcr: extraction.usedOcr,
    pages: extraction.pages,
    ...(modelled ? { engine: modelled.engine } : {}),
  });
  return { ...stored, warnings: [...stored.warnings, ...(modelled?.warnings ?? [])] };
}
