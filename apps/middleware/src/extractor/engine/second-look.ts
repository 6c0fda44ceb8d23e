// A second OCR reading of a scan the engine is unsure about (issue 16: receipts are bound by what
// Tesseract reads, and it reads some lines at one resolution and loses them at another).
import type { PageText } from '@folio/documents';

import { runBuiltInEngine } from './run-engine';
import { conceptOf } from './header/attribute-concepts';
import type { ExtractionConfiguration, ExtractionResult } from './types';

/**
 * The further looks, in order, each taken only while the best reading so far still has doubts.
 * The first renders a scan at its own resolution (the first reading is 1.5 times it): on the
 * receipts of invoices-dev it took 4 more fields right of 89 (tune half +1, held-out half +3)
 * and changed none of the scanned invoices; 2x and 2.5x did worse than no second look. Judged by
 * every doubt rather than the amounts' alone, it traded a scanned invoice's right date for a
 * misread one. The next reads the page as one column (Tesseract's block finder drops a
 * receipt's right-aligned amounts whole at times, see `singleColumn`).
 */
const LOOKS: readonly Look[] = [{ scanScale: 1 }, { singleColumn: true }];

/** A second reading costs an OCR per page: only short scans (receipts, one-page bills) get one. */
const MAX_PAGES_LOOKED_AT_AGAIN = 2;

const AMOUNT_CONCEPTS: ReadonlySet<string> = new Set(['net', 'tax', 'total']);

/**
 * The engine's doubts about a result's amounts, what a receipt or bill is checked by: an amount
 * it did not find, amounts that do not add up, lines that do not reach the net or the total.
 */
function amountDoubts(configuration: ExtractionConfiguration, result: ExtractionResult): number {
  const isAmount = (name: string | undefined) => {
    const attribute = configuration.attributes.find((each) => each.name === name);
    return attribute !== undefined && AMOUNT_CONCEPTS.has(conceptOf(attribute) ?? '');
  };
  return result.warnings.filter(
    (warning) =>
      warning.code === 'TOTALS_MISMATCH' ||
      warning.code === 'LINES_MISMATCH' ||
      (warning.code === 'FIELD_NOT_FOUND' && isAmount(warning.attribute)),
  ).length;
}

/**
 * How to read a scan again: `scanScale` asks for OCR at that many times the scan's resolution,
 * `singleColumn` for the page read as one column.
 */
export type Look = { scanScale?: number; singleColumn?: boolean };

/** Reads the document's pages, as `look` asks. */
export type ReadPages<Text extends { pages: PageText[] }> = (look: Look) => Promise<Text>;

/**
 * Reads a PDF and runs the engine; when OCR read it (at most two pages) and the engine doubts its
 * amounts, reads it again as `LOOKS` say while doubts remain and keeps the reading whose amounts
 * it doubts least (the earlier on a tie). A reading that fails is skipped; an abort of `signal`
 * is thrown as is.
 */
export async function extractWithSecondLook<Text extends { pages: PageText[] }>(input: {
  configuration: ExtractionConfiguration;
  /** The PDF, for an e-invoice it carries (the engine reads one before the pages). */
  pdf?: Uint8Array | undefined;
  read: ReadPages<Text>;
  signal?: AbortSignal | undefined;
}): Promise<{ text: Text; result: ExtractionResult }> {
  const { configuration, pdf, read, signal } = input;
  const text = await read({});
  const result = await runBuiltInEngine({
    configuration,
    pages: text.pages,
    ...(pdf ? { pdf } : {}),
  });
  const scanned = text.pages.filter((page) => page.source === 'ocr').length;
  if (
    scanned === 0 ||
    scanned > MAX_PAGES_LOOKED_AT_AGAIN ||
    amountDoubts(configuration, result) === 0
  ) {
    return { text, result };
  }
  let best = { text, result, doubts: amountDoubts(configuration, result) };
  for (const look of LOOKS) {
    if (best.doubts === 0) {
      break;
    }
    let again: Text;
    try {
      again = await read(look);
    } catch (error) {
      if (signal?.aborted === true) {
        throw error;
      }
      continue;
    }
    const other = await runBuiltInEngine({
      configuration,
      pages: again.pages,
      ...(pdf ? { pdf } : {}),
    });
    const doubts = amountDoubts(configuration, other);
    if (doubts < best.doubts) {
      best = { text: again, result: other, doubts };
    }
  }
  return { text: best.text, result: best.result };
}
