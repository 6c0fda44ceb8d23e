import { findEndsBeforeStarts } from './date-order';
import { findDifferentValues } from './different-values';
import { groupByDocumentNumbers } from './document-numbers';
import { documentPages } from './evidence';
import type { MissionInput } from './mission-input';
import type { MissionResultOf } from './mission-result';
import { readQuantities } from './read-quantities';
import { findTotalsThatDoNotAddUp } from './sum-checks';
import { findTablesThatDoNotAddUp } from './table-sums';

/**
 * What does not hold together in the documents' figures and dates: one labelled quantity with
 * different values (within a document, or across documents that share a document number: two
 * unrelated invoices naturally have different totals), totals that their parts do not make
 * (labelled parts or table rows), and periods that end before they start. Amounts are read in
 * Spanish and English formats, dates in numeric and written forms (the core's extraction rules).
 */
export function validateConsistency(input: MissionInput): MissionResultOf<'validate-consistency'> {
  const pages = documentPages(input);
  const readingsByPage = pages.map((page) => ({ page, readings: readQuantities(page) }));
  const readings = readingsByPage.flatMap((item) => item.readings);
  const totalsByDocument = input.documents.flatMap((document) =>
    findTotalsThatDoNotAddUp(readings.filter((reading) => reading.at.document === document)),
  );
  return {
    kind: 'validate-consistency',
    inconsistencies: [
      ...findDifferentValues(readings, groupByDocumentNumbers(pages)),
      ...totalsByDocument,
      ...readingsByPage.flatMap(({ page, readings: onPage }) =>
        findTablesThatDoNotAddUp(page, onPage),
      ),
      ...findEndsBeforeStarts(pages, readings),
    ],
  };
}
