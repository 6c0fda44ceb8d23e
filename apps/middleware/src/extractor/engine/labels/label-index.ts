// Every label of a document, found once, with the value sites of each.
import type { Doc, DocLine } from '../document-lines';
import {
  compileMatcher,
  findLabelsInLine,
  type LabelMatcher,
  type LabelPattern,
  VOCABULARY_PATTERNS,
} from './find-labels';
import type { LabelKey, LabelMatch } from './label-match';
import { placedHolder } from './holder-label';
import { otherDocumentSpans, otherDocumentTest } from './other-document';
import { type ValueSite, valueSites } from './value-sites';

/** A label with the places its value may be. */
export type LabelWithSites = LabelMatch & { sites: ValueSite[] };

/** The labels of a document and quick questions about them. */
export type LabelIndex = {
  labels: LabelWithSites[];
  /** Labels announcing a concept (or a configured attribute's own name), strongest first. */
  labelsFor: (concept: LabelKey) => LabelWithSites[];
  /** Whether a line starts with a label. */
  startsWithLabel: (line: DocLine) => boolean;
  /** The labels found in a line. */
  labelsIn: (line: DocLine) => LabelWithSites[];
  /** Whether a place on a line names another document's facts (a corrected invoice's). */
  isOtherDocuments: (line: DocLine, offset: number) => boolean;
};

// A configuration runs on many documents: its matcher is compiled once.
const matchers = new Map<string, LabelMatcher>();
const MAX_MATCHERS = 64;

function cachedMatcher(extra: readonly LabelPattern[]): LabelMatcher {
  const key = extra.map((entry) => `${entry.phrase}=${entry.concepts.join(',')}`).join('|');
  let matcher = matchers.get(key);
  if (matcher === undefined) {
    matcher = compileMatcher([...VOCABULARY_PATTERNS, ...extra]);
    if (matchers.size >= MAX_MATCHERS) {
      matchers.clear();
    }
    matchers.set(key, matcher);
  }
  return matcher;
}

/** A part of a page whose labels do not count (a line-item table). */
export type ExcludedRegion = { page: number; top: number; bottom: number };

/**
 * Finds the labels of the vocabulary and of `extra` patterns in every line of a document,
 * except in `excluded` regions.
 */
export function indexLabels(
  doc: Doc,
  extra: readonly LabelPattern[] = [],
  excluded: readonly ExcludedRegion[] = [],
): LabelIndex {
  const matcher = extra.length === 0 ? undefined : cachedMatcher(extra);
  const byLine = new Map<number, LabelMatch[]>();
  const isExcluded = (line: DocLine): boolean => {
    const middle = line.box.y + line.box.height / 2;
    return excluded.some(
      (region) =>
        region.page === line.page && middle >= region.top - 1 && middle <= region.bottom + 1,
    );
  };
  const isOtherDocuments = otherDocumentTest(otherDocumentSpans(doc));
  for (const line of doc.lines) {
    if (isExcluded(line)) {
      continue;
    }
    byLine.set(
      line.index,
      findLabelsInLine(line, matcher).map((label) =>
        ofOtherDocument(placedHolder(doc, label), isOtherDocuments),
      ),
    );
  }
  const startsWithLabel = (line: DocLine): boolean =>
    (byLine.get(line.index) ?? []).some(
      (label) => label.start <= 1 && label.concepts.size > 0 && !isOnlyWeak(label),
    );
  const labels: LabelWithSites[] = [];
  for (const line of doc.lines) {
    for (const label of byLine.get(line.index) ?? []) {
      labels.push({ ...label, sites: valueSites(doc, label, startsWithLabel) });
    }
  }
  const byLineWithSites = new Map<number, LabelWithSites[]>();
  for (const label of labels) {
    byLineWithSites.set(label.line.index, [
      ...(byLineWithSites.get(label.line.index) ?? []),
      label,
    ]);
  }
  return {
    labels,
    labelsFor: (concept) =>
      labels.filter((label) => label.concepts.has(concept)).sort((a, b) => b.strength - a.strength),
    startsWithLabel,
    labelsIn: (line) => byLineWithSites.get(line.index) ?? [],
    isOtherDocuments,
  };
}

// A number or date label inside a reference to another document (`Fecha factura rectificada`,
// `Fecha de emisión` heading a table of associated vouchers), or whose value comes after one
// (`Datum der Ursprungsrechnung: 02.05.2024`), announces that document's.
const OTHER_DOCUMENTS: Partial<Record<LabelKey, LabelKey>> = {
  invoiceNumber: 'otherId',
  date: 'otherDate',
};

function ofOtherDocument(
  label: LabelMatch,
  isOtherDocuments: (line: DocLine, offset: number) => boolean,
): LabelMatch {
  const value = label.line.text.slice(label.end).search(/\d/u);
  if (
    !isOtherDocuments(label.line, label.end - 1) &&
    (value < 0 || !isOtherDocuments(label.line, label.end + value))
  ) {
    return label;
  }
  const concepts = new Set(
    [...label.concepts].map((concept) => OTHER_DOCUMENTS[concept] ?? concept),
  );
  return { ...label, concepts };
}

// Weak title words (`invoice`, `#`) do not stop a value search.
function isOnlyWeak(label: LabelMatch): boolean {
  return label.strength < 3 && [...label.concepts].every((concept) => concept === 'invoiceNumber');
}
