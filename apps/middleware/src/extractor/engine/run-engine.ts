// The built-in engine's entry: an embedded e-invoice first, then labels and layout.
import { withoutCopies } from './copy-pages';
import { toDoc } from './document-lines';
import { readEmbeddedInvoice } from './e-invoice/read-embedded-invoice';
import { attributePatterns } from './header/attribute-concepts';
import { collectAmounts } from './header/collect';
import { extractHeader, lazyTotals } from './header/extract-header';
import { indexLabels } from './labels/label-index';
import { findAmountList } from './table/amount-list';
import { detailTargets } from './table/detail-targets';
import { extractTable } from './table/extract-table';
import type { Totals } from './header/totals';
import type {
  EngineInput,
  ExtractionAttribute,
  ExtractionResult,
  ExtractionWarning,
} from './types';
import { checkResult } from './check-result';
import { mergeEInvoice } from './e-invoice/merge-e-invoice';

/**
 * Extracts a configuration's attributes from a document with no key and no network (issue #6
 * "built-in engine"). When the PDF carries a Factur-X/ZUGFeRD/XRechnung/UBL XML, its values come
 * first and the page text fills the rest; otherwise labels and values are searched on the
 * positioned lines, line items are read from the table whose header row matches the detail
 * attributes, and amounts are checked against each other. Never throws on a document's content.
 */
export async function runBuiltInEngine(input: EngineInput): Promise<ExtractionResult> {
  const warnings: ExtractionWarning[] = [];
  const eInvoice =
    input.pdf === undefined ? undefined : await readEmbeddedInvoice(input.pdf, warnings);
  const layout = extractFromPages(input);
  if (eInvoice === undefined) {
    return { ...layout, warnings: [...warnings, ...layout.warnings] };
  }
  const merged = mergeEInvoice(input.configuration, eInvoice, layout);
  const checks = checkResult(input.configuration, merged, {
    hasNoText: false,
    withheld: 0,
    ...(eInvoice.fields.linesTotal === undefined ? {} : { linesTotal: eInvoice.fields.linesTotal }),
  });
  return { ...merged, warnings: [...warnings, ...checks] };
}

// Without detail attributes the usual columns still locate the table to keep out of the header.
const DEFAULT_DETAIL: readonly ExtractionAttribute[] = [
  { name: 'description', type: 'text', placement: 'detail' },
  { name: 'quantity', type: 'number', placement: 'detail' },
  { name: 'unit_price', type: 'number', placement: 'detail' },
  { name: 'amount', type: 'number', placement: 'detail' },
];

/** The sums a header-less item list may add up to: the net, or the total when prices include tax. */
function amountsToMatch(totals: Totals): number[] {
  return [totals.net?.value, totals.total?.value].filter((value) => value !== undefined);
}

/** The layout part alone, synchronous: labels, values and tables on the positioned lines. */
export function extractFromPages(input: Omit<EngineInput, 'pdf'>): ExtractionResult {
  const { attributes } = input.configuration;
  const doc = toDoc(withoutCopies(input.pages));
  const header = attributes.filter((attribute) => attribute.placement === 'header');
  const detail = attributes.filter((attribute) => attribute.placement === 'detail');
  // Tables first: labels inside a line-item table (an `IVA` column) are not header labels.
  const table = extractTable(doc, detail.length === 0 ? DEFAULT_DETAIL : detail);
  const index = indexLabels(doc, header.flatMap(attributePatterns), table.regions);
  const totals = lazyTotals(doc, index);
  const { fields, withheld } = extractHeader(doc, index, header, totals);
  const rows =
    detail.length === 0 || table.rows.length > 0
      ? table.rows
      : findAmountList(doc, detailTargets(detail), amountsToMatch(totals.read()));
  const result: ExtractionResult = {
    engine: 'built-in',
    from: 'layout',
    fields,
    rows,
    warnings: [],
  };
  return {
    ...result,
    warnings: checkResult(input.configuration, result, {
      hasNoText: doc.lines.length === 0,
      withheld,
      printedSums: (['net', 'otherAmount', 'total'] as const).flatMap((concept) =>
        collectAmounts(index, concept).map((candidate) => candidate.value),
      ),
    }),
  };
}
