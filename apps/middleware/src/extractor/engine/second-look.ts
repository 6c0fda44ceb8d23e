// A second OCR reading of a scan the engine is unsure about (issue 16: receipts are bound by what
// Tesseract reads, and it reads some lines at one resolution and loses them at another).
import { DEFAULT_SCAN_SCALE, type PageText } from '@folio/documents';

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
 * invoice's right date for a misread one. The next reads the page as one column (Tesseract's
 * block finder drops a receipt's right-aligned amounts whole at times, see `singleColumn`).
 *
 * A scan whose amounts are sure but which lacks a name field gets the first look only if it is
 * a low-resolution one (`forNames`): a bold shop name Tesseract drops at 1.5x a phone photo's
 * 96 ppi it reads at 1x (sroie's tune half: one issuer more). A page scanned at 150 ppi or more
 * is read near Tesseract's 300 dpi already, and a second OCR of a full invoice page costs about
 * as much as the first (the OCR track's time target).
 *
 * A scan at 300 ppi or more is rendered at 300 dpi at either scale: the look at its own
 * resolution would give Tesseract the same image, hence the same reading, so it is not taken
 * (`readAtScale`; a doubtful 350 ppi invoice scan costs one OCR fewer).
 */
const OWN_RESOLUTION: Look = { scanScale: 1, readAtScale: DEFAULT_SCAN_SCALE };
const LOOKS: readonly { look: Look; forNames?: Look }[] = [
  { look: OWN_RESOLUTION, forNames: { ...OWN_RESOLUTION, belowScanPpi: 150 } },
  { look: { singleColumn: true } },
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
 * `singleColumn` for the page read as one column, `belowScanPpi` for only the pages scanned
 * below that resolution (the others are not read again), `readAtScale` for no reading when the
 * pages would be rendered as they were at that scale (`readPdfPages`'s options).
 */
export type Look = {
  scanScale?: number;
  singleColumn?: boolean;
  belowScanPpi?: number;
  readAtScale?: number;
};

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
  const extract = async (text: Text): Promise<Reading<Text>> => {
    const result = await runBuiltInEngine({
      configuration,
      pages: text.pages,
      ...(pdf ? { pdf } : {}),
    });
    return { text, result, doubts: amountDoubts(configuration, result) };
  };
  const first = await extract(await read({}));
  const scanned = first.text.pages.filter((page) => page.source === 'ocr').length;
  if (scanned === 0 || scanned > MAX_PAGES_LOOKED_AT_AGAIN) {
    return { text: first.text, result: first.result };
  }
  const readings = [first];
  let best = first;
  for (const { look, forNames } of LOOKS) {
    const asked =
      best.doubts > 0
        ? look
        : forNames !== undefined &&
            hasNameLacking(
              configuration,
              readings.map((reading) => reading.result),
            )
          ? forNames
          : undefined;
    if (asked === undefined) {
      continue;
    }
    let again: Text;
    try {
      again = await read(asked);
    } catch (error) {
      if (signal?.aborted === true) {
        throw error;
      }
      continue;
    }
    // A look that read no page again (none scanned low enough) has nothing to add.
    if (again.pages.filter((page) => page.source === 'ocr').length < scanned) {
      continue;
    }
    const other = await extract(again);
    readings.push(other);
    if (other.doubts < best.doubts) {
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
