// Candidates for one concept from its labels' value sites, by value type.
import { type AmountMatch, findDates, foldText } from '@folio/core';

import { type Doc, type DocLine, overlapX, unionBox } from '../document-lines';
import type { LabelKey } from '../labels/label-match';
import type { LabelIndex, LabelWithSites } from '../labels/label-index';
import type { ValueSite } from '../labels/value-sites';
import { isAside } from './aside';
import { boxedDates } from './boxed-dates';
import type { Candidate } from './candidate';
import { weakenFarDates } from './far-dates';
import { isNoVatStatement } from './no-vat';
import { datesAcrossGap } from './split-dates';
import { taxPointDates } from './tax-point';
import {
  readAmounts,
  readCurrency,
  readDate,
  readIdentifier,
  readShortNumber,
  readTaxId,
  readText,
  type ReadValue,
} from './read-values';

// Nearer sites speak louder: after the label, then to its right, then under it or beside it.
const SITE_BONUS: Record<ValueSite['kind'], number> = { inline: 3, right: 2, below: 1, beside: 1 };

/** A labelled value's score: the label's strength, the site's nearness, the page. */
export function baseScore(label: LabelWithSites, site: ValueSite): number {
  const pagePenalty = Math.min(label.line.page - 1, 3);
  return (
    label.strength * 10 +
    SITE_BONUS[site.kind] -
    (site.rank > 1 ? site.rank * 0.2 : 0) -
    pagePenalty
  );
}

type Reader<T extends string | number> = (site: ValueSite) => ReadValue<T> | undefined;

/**
 * Candidates read by `read` from the first site of each label of `concept` that holds one;
 * labels `isKept` refuses (an aside) are passed over.
 */
export function collectSingle<T extends string | number>(
  index: LabelIndex,
  concept: LabelKey,
  read: Reader<T>,
  isKept: (label: LabelWithSites) => boolean = () => true,
): Candidate<T>[] {
  const candidates: Candidate<T>[] = [];
  for (const label of index.labelsFor(concept).filter(isKept)) {
    for (const site of label.sites) {
      const value = read(site);
      if (value !== undefined) {
        candidates.push({ ...value, score: baseScore(label, site), method: 'label' });
        break;
      }
    }
  }
  return candidates;
}

// A short number is a weaker reading than an identifier of the same label's.
const SHORT_NUMBER_PENALTY = 5;

/** Invoice-number candidates; a strong label's three digits on its row after the others. */
export const collectIdentifiers = (index: LabelIndex, concept: LabelKey): Candidate<string>[] => [
  ...collectSingle(index, concept, readIdentifier),
  ...collectSingle(index, concept, readShortNumber, (label) => label.strength >= 3).map(
    (candidate) => ({ ...candidate, score: candidate.score - SHORT_NUMBER_PENALTY }),
  ),
];

/** Tax-id candidates. */
export const collectTaxIds = (index: LabelIndex): Candidate<string>[] =>
  collectSingle(index, 'taxId', readTaxId);

/** Currency candidates from currency labels. */
export const collectCurrencyLabels = (index: LabelIndex): Candidate<string>[] =>
  collectSingle(index, 'currency', readCurrency);

/** Text candidates (a configured attribute's own label). */
export const collectTexts = (index: LabelIndex, concept: LabelKey): Candidate<string>[] =>
  collectSingle(index, concept, readText);

// Uruguay names its VAT rates `Tasa Básica` and `Tasa Mínima`: `IVA Tasa Básica (22%)` is a tax
// line with its amount, not a column of rates.
const RATE_AFTER_LABEL =
  /^[\s.\-–]*(%|in %|satz\b|rate\b|tasa\b(?!\s+(?:b[aá]sica|m[ií]nima))|taux\b)/iu;

// `MwSt. 19 % von 16.550,90 EUR  3.144,67 EUR`, `VAT 20% on £1,000.00`, `TVA 20 % sur 500,00`:
// an amount after such a word is the base the rate is taken of, never the labelled amount.
const BASE_BEFORE = /\b(von|auf|on|sur|over|base|basis|sobre)\s*[€£$]?\s*$/iu;

// `Net 30`, `Netto 14`: a whole number of days alone after a bare net label on its own line is a
// payment term (the days to pay net), never a net amount.
const BARE_NET = /^net(?:to)?\.?$/u;
const MOST_TERM_DAYS = 120;

function isNetTerm(label: LabelWithSites, site: ValueSite, match: AmountMatch): boolean {
  return (
    BARE_NET.test(label.phrase) &&
    site.kind === 'inline' &&
    !match.hasDecimals &&
    match.currency === undefined &&
    Number.isInteger(match.value) &&
    match.value > 0 &&
    match.value <= MOST_TERM_DAYS &&
    site.text.slice(match.end).trim() === ''
  );
}

/** Amount candidates of a concept: every amount of the label's first sites holding any. */
export function collectAmounts(index: LabelIndex, concept: LabelKey): Candidate<number>[] {
  const candidates: Candidate<number>[] = [];
  for (const label of index.labelsFor(concept)) {
    // `MwSt-%`, `IVA %`, `VAT %` head a column of rates: the numbers under it are not amounts.
    if (RATE_AFTER_LABEL.test(label.line.text.slice(label.end))) {
      continue;
    }
    if (isAside(label, concept)) {
      continue;
    }
    // `TVA non applicable, art. 293 B du CGI`: the tax word of a no-VAT statement labels no tax
    // (not the article's 293, nor an amount on the line under it).
    if (concept === 'tax' && isNoVatStatement(label.line)) {
      continue;
    }
    let found = 0;
    for (const site of label.sites) {
      const amounts = readAmounts(site).filter(
        (amount) =>
          !BASE_BEFORE.test(site.text.slice(0, amount.match.start)) &&
          !isNetTerm(label, site, amount.match),
      );
      amounts.forEach((amount, position) => {
        const candidate: Candidate<number> = {
          value: amount.value,
          text: amount.text,
          source: amount.source,
          score:
            baseScore(label, site) -
            position * 0.3 -
            found * 0.5 +
            (amount.match.hasDecimals ? 0.5 : 0),
          method: 'label',
        };
        if (amount.match.currency !== undefined) {
          candidate.currency = amount.match.currency;
        }
        candidates.push(candidate);
      });
      found += amounts.length;
      if (found >= 3 || (found > 0 && site.kind === 'below')) {
        break;
      }
    }
  }
  return candidates;
}

// Between an invoice number's label and a date: the number, then at most a word linking them.
const NUMBER_THEN_DATE =
  /^[\s:.#°º]*[^\s]+[\s,]*(?:\(?\s*(?:vom|du|del|de fecha|de|of|dated|issued on|issued at|issued|from|le|am|fecha|en fecha|date|datum)\b)?[\s:]*$/u;

// A letter's place and date (`Lyon, le 12 mars 2024`, `Berlin, den 05.03.2024`, `Bilbao, 5 de
// agosto de 2024`), alone on its line on the first page: the date the letter, the invoice, was
// written. As sure as a date label, a little less than an invoice-date one.
const PLACE_BEFORE = /^\p{L}[\p{L} .'’-]{1,40},\s*(?:le|den|am|el|the|on)?\s*$/iu;
const PLACE_DATE_BONUS = 16;

function isPlaceAndDate(line: DocLine, date: { start: number; end: number }): boolean {
  return (
    line.page === 1 &&
    PLACE_BEFORE.test(line.text.slice(0, date.start)) &&
    /^[\s.]*$/u.test(line.text.slice(date.end))
  );
}

const sourceKey = (candidate: Candidate): string =>
  `${candidate.source.page}:${Math.round(candidate.source.box.x)}:${Math.round(candidate.source.box.y)}`;

/** A date no label owns: earlier on the page is likelier, a print stamp with a time least. */
function freeDateScore(doc: Doc, line: DocLine, order: number, hasTime: boolean): number {
  return 10 - Math.min(order / doc.lines.length, 1) * 4 - (line.page - 1) - (hasTime ? 8 : 0);
}

/**
 * Invoice-date candidates: dates after invoice-date labels first, then dates no other label
 * claims (due, order, delivery dates) nor a reference to another document names (a corrected
 * invoice's), earlier ones first; print stamps with a time last.
 */
export function collectInvoiceDates(
  doc: Doc,
  index: LabelIndex,
  concept: LabelKey = 'date',
): Candidate<string>[] {
  const claimed = new Set<string>();
  for (const other of ['dueDate', 'otherDate'] as const) {
    for (const candidate of collectSingle(index, other, readDate)) {
      claimed.add(sourceKey(candidate));
    }
  }
  const labelled = collectSingle<string>(index, concept, (site) => {
    const date = readDate(site);
    return date === undefined ? undefined : { ...date, value: date.value };
  }).filter((candidate) => !claimed.has(sourceKey(candidate)));
  if (concept === 'date' && labelled.length === 0) {
    labelled.push(...taxPointDates(index, baseScore));
  }
  const taken = new Set(labelled.map(sourceKey));
  const free: Candidate<string>[] = [];
  doc.lines.forEach((line, order) => {
    const labels = index.labelsIn(line);
    for (const date of findDates(line.text)) {
      const owner = labels.filter((label) => label.end <= date.start).at(-1);
      if (
        (owner !== undefined &&
          (owner.concepts.has('dueDate') || owner.concepts.has('otherDate'))) ||
        index.isOtherDocuments(line, date.start)
      ) {
        continue;
      }
      const site: ValueSite = { kind: 'inline', line, start: 0, text: line.text, rank: 0 };
      const read = readDate({ ...site, text: line.text.slice(date.start), start: date.start });
      if (read === undefined) {
        continue;
      }
      // `Rechnung Nr. 471102 vom 05.03.2018`, `Invoice # 508 issued at 2020-11-21`: the date
      // written with the invoice's number is the invoice's (not `n° 114 - travaux du …`).
      const isWithNumber =
        owner?.concepts.has('invoiceNumber') === true &&
        NUMBER_THEN_DATE.test(foldText(line.text.slice(owner.end, date.start)));
      const candidate: Candidate<string> = {
        value: date.iso,
        text: date.text,
        source: read.source,
        score:
          freeDateScore(doc, line, order, date.hasTime) +
          (isWithNumber ? 12 : 0) +
          (isPlaceAndDate(line, date) ? PLACE_DATE_BONUS : 0),
        method: 'layout',
      };
      if (!claimed.has(sourceKey(candidate)) && !taken.has(sourceKey(candidate))) {
        free.push(candidate);
      }
    }
  });
  for (const { line, next, date } of datesAcrossGap(doc)) {
    if (index.isOtherDocuments(line, line.text.length - 1)) {
      continue;
    }
    free.push({
      value: date.iso,
      text: date.text,
      source: { page: line.page, box: unionBox([line.box, next.box]) },
      score: freeDateScore(doc, line, doc.lines.indexOf(line), date.hasTime),
      method: 'layout',
    });
  }
  return weakenFarDates([...labelled, ...free, ...boxedDateCandidates(doc, index, concept)]);
}

/**
 * Dates in DÍA / MES / AÑO boxes: the title over the boxes says whose date it is (a due date's
 * boxes are not the invoice's); with none, the headings themselves announce a date.
 */
function boxedDateCandidates(doc: Doc, index: LabelIndex, concept: LabelKey): Candidate<string>[] {
  const candidates: Candidate<string>[] = [];
  for (const boxed of boxedDates(doc)) {
    const titles =
      boxed.title === undefined
        ? []
        : index.labelsIn(boxed.title).filter((label) => overlapX(label.box, boxed.headings) > 0);
    if (titles.some((label) => label.concepts.has('dueDate') || label.concepts.has('otherDate'))) {
      continue;
    }
    const title = titles.find((label) => label.concepts.has(concept));
    candidates.push({
      value: boxed.iso,
      text: boxed.text,
      source: boxed.source,
      score: (title?.strength ?? 2) * 10 + SITE_BONUS.below,
      method: title === undefined ? 'layout' : 'label',
    });
  }
  return candidates;
}
