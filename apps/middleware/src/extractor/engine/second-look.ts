// A second OCR reading of a scan the engine is unsure about (issue 16: receipts are bound by what
// Tesseract reads, and it reads some lines at one resolution and loses them at another).
import type { PageText } from '@folio/documents';

import { runBuiltInEngine } from './run-engine';
import { conceptOf } from './header/attribute-concepts';
import { hasNameLacking, withNamesAcrossReadings } from './names-across-readings';
import type { ExtractionConfiguration, ExtractionResult } from './types';

/**
 * The further looks, in order, each taken only while the readings so far still leave a doubt it
 * can settle. The first renders a scan at its own resolution (the first reading is 1.5 times
 * it): on the receipts of invoices-dev it took 4 more fields right of 89 (tune half +1,
 * held-out half +3) and changed none of the scanned invoices; 2x and 2.5x did worse than no
 * second look. Judged by every doubt rather than the amounts' alone, it traded a scanned
 * invoice's right date for a misread one. It also reads a shop's name line Tesseract did not
 * return at 1.5x (a bold line it drops at one resolution and reads at another). The next reads
 * the page as one column (Tesseract's block finder drops a receipt's right-aligned amounts
 * whole at times, see `singleColumn`): it can only settle the amounts.
 */
const LOOKS: readonly { look: Look; settles: 'amounts' | 'all' }[] = [
  { look: { scanScale: 1 }, settles: 'all' },
  { look: { singleColumn: true }, settles: 'amounts' },
];

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

type Reading<Text> = { text: Text; result: ExtractionResult; doubts: number };

/**
 * Reads a PDF and runs the engine; when OCR read it (at most two pages) and the engine doubts its
 * amounts or lacks a name field (`names-across-readings.ts`), reads it again as `LOOKS` say while
 * a doubt a look can settle remains. The reading whose amounts it doubts least is kept (the
 * earlier on a tie), a name field it lacks taken from the earliest reading that has it. A
 * reading that fails is skipped; an abort of `signal` is thrown as is.
 */
export async function extractWithSecondLook<Text extends { pages: PageText[] }>(input: {
  configuration: ExtractionConfiguration;
  /** The PDF, for an e-invoice it carries (the engine reads one before the pages). */
  pdf?: Uint8Array | undefined;
  read: ReadPages<Text>;
  signal?: AbortSignal | undefined;
}): Promise<{ text: Text; result: ExtractionResult }> {
  const { configuration, pdf, read, signal } = input;
  const readPage = async (look: Look): Promise<Reading<Text>> => {
    const text = await read(look);
    const result = await runBuiltInEngine({
      configuration,
      pages: text.pages,
      ...(pdf ? { pdf } : {}),
    });
    return { text, result, doubts: amountDoubts(configuration, result) };
  };
  const first = await readPage({});
  const scanned = first.text.pages.filter((page) => page.source === 'ocr').length;
  if (scanned === 0 || scanned > MAX_PAGES_LOOKED_AT_AGAIN) {
    return { text: first.text, result: first.result };
  }
  const readings = [first];
  let best = first;
  for (const { look, settles } of LOOKS) {
    const lacksName =
      settles === 'all' &&
      hasNameLacking(
        configuration,
        readings.map((reading) => reading.result),
      );
    if (best.doubts === 0 && !lacksName) {
      continue;
    }
    try {
      readings.push(await readPage(look));
    } catch (error) {
      if (signal?.aborted === true) {
        throw error;
      }
      continue;
    }
    const other = readings.at(-1);
    if (other !== undefined && other.doubts < best.doubts) {
      best = other;
    }
  }
  return {
    text: best.text,
    result: withNamesAcrossReadings(
      configuration,
      best.result,
      readings.map((reading) => reading.result),
    ),
  };
}
