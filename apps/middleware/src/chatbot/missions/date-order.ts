import { findDates } from '@folio/core';

import { evidenceOf, type DocumentPage } from './evidence';
import type { Inconsistency } from './mission-result';
import { readingEvidence, type QuantityReading } from './read-quantities';

type EndBeforeStart = Extract<Inconsistency, { kind: 'end-before-start' }>;

// A period written in one breath: 'desde el 1 de marzo de 2025 hasta el 28 de febrero de 2025',
// 'del 01/03/2025 al 28/02/2025', 'from March 1, 2025 to February 28, 2025', '01/03/2025 -
// 28/02/2025'. What opens it (just before the first date) and what joins the two dates.
const OPENS_PERIOD =
  /(?<![\p{L}])(?:desde(?: el)?|del|entre(?: el)?|from|between|per[ií]odo|period)[\s:]*$/iu;
const JOINS_PERIOD = /^\s*,?\s*(?:hasta(?: el)?|al|y(?: el)?|to|until|till|through|and)\s*$/iu;
const DASH = /^\s*[-–—]\s*$/u;
// How far before the first date the opening word may stand.
const OPENING_REACH = 24;

/**
 * The periods that end before they start: a document's labelled end date earlier than its
 * labelled start date, and any written period ('del 01/03/2025 al 28/02/2025') that runs backwards.
 */
export function findEndsBeforeStarts(
  pages: readonly DocumentPage[],
  readings: readonly QuantityReading[],
): EndBeforeStart[] {
  return [...labelledPeriods(readings), ...pages.flatMap(writtenPeriods)];
}

function labelledPeriods(readings: readonly QuantityReading[]): EndBeforeStart[] {
  const byDocument = new Map<string, { start?: QuantityReading; end?: QuantityReading }>();
  for (const reading of readings) {
    const period = byDocument.get(reading.at.document.fileId) ?? {};
    if (reading.quantity === 'start-date') {
      period.start ??= reading;
    } else if (reading.quantity === 'end-date') {
      period.end ??= reading;
    }
    byDocument.set(reading.at.document.fileId, period);
  }
  return [...byDocument.values()].flatMap(({ start, end }) =>
    start && end && end.normalised < start.normalised
      ? [
          {
            kind: 'end-before-start' as const,
            start: start.normalised,
            end: end.normalised,
            evidence: [readingEvidence(start), readingEvidence(end)],
          },
        ]
      : [],
  );
}

function writtenPeriods(page: DocumentPage): EndBeforeStart[] {
  const dates = findDates(page.text);
  return dates.flatMap((first, index) => {
    const second = dates[index + 1];
    if (!second || second.iso >= first.iso) {
      return [];
    }
    const between = page.text.slice(first.end, second.start);
    const before = page.text.slice(Math.max(0, first.start - OPENING_REACH), first.start);
    const isPeriod =
      DASH.test(between) || (JOINS_PERIOD.test(between) && OPENS_PERIOD.test(before));
    if (!isPeriod) {
      return [];
    }
    const opening = OPENS_PERIOD.exec(before);
    const quoteStart = opening ? first.start - (before.length - opening.index) : first.start;
    return [
      {
        kind: 'end-before-start' as const,
        start: first.iso,
        end: second.iso,
        evidence: [evidenceOf(page, quoteStart, second.end)],
      },
    ];
  });
}
