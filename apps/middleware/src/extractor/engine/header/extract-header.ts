// Header attributes: each attribute's concept (from its name) picks the reader; values are
// normalised by type and keep their page and box.
import { type Doc, middleY, offsetAtX } from '../document-lines';
import type { LabelIndex } from '../labels/label-index';
import type { ExtractedField, ExtractionAttribute } from '../types';
import { conceptOf, type HeaderConcept } from './attribute-concepts';
import { isAside } from './aside';
import { bestCandidate, type Candidate } from './candidate';
import {
  collectAmounts,
  collectIdentifiers,
  collectInvoiceDates,
  collectSingle,
  collectTaxIds,
  collectTexts,
} from './collect';
import { withoutAgents } from './agent-names';
import { findCurrency } from './currency';
import { buyerLines, findIssuer } from './issuer';
import { readAmounts, readDate, readIdentifier } from './read-values';
import { chooseTotals, type Totals } from './totals';
import { collectVoucherNumbers } from './voucher-number';
import { isTaxIdShaped } from './tax-id-shapes';
import { hasWordsSplitAfterR, joinSplitAfterR } from './split-after-r';
import { isAmericanAbove, monthFirstDate } from './us-page';

/** A found value's confidence from its score: labelled and consistent values near 1. */
function confidenceOf(candidate: Candidate, isConsistent = false): number {
  if (candidate.method === 'derived') {
    return 0.4;
  }
  const base = Math.max(0.2, Math.min(0.9, candidate.score / 36));
  return Math.round(Math.min(1, base + (isConsistent ? 0.1 : 0)) * 100) / 100;
}

function toField(candidate: Candidate | undefined, isConsistent = false): ExtractedField {
  if (candidate === undefined) {
    return { value: null, confidence: 0 };
  }
  return {
    value: candidate.value,
    text: candidate.text,
    confidence: confidenceOf(candidate, isConsistent),
    source: candidate.source,
    method: candidate.method,
  };
}

/** What the header readers share for one document, computed once. */
type HeaderContext = { doc: Doc; index: LabelIndex; totals: () => Totals };

/**
 * The value after the attribute's own name as a label; a known concept's name obeys that
 * concept's asides (a `total` is not a tip guide's bracketed `(Total $55.96)`).
 */
function ownLabelCandidate(
  context: HeaderContext,
  attribute: ExtractionAttribute,
  concept: HeaderConcept | undefined,
): Candidate | undefined {
  const key = `attribute:${attribute.name}` as const;
  switch (attribute.type) {
    case 'date':
      return bestCandidate(collectSingle(context.index, key, readDate));
    case 'number':
      return bestCandidate(
        collectSingle(
          context.index,
          key,
          (site) => readAmounts(site)[0],
          (label) => concept === undefined || !isAside(label, concept),
        ),
      );
    case 'simple':
      return (
        bestCandidate(collectSingle(context.index, key, readIdentifier)) ??
        bestCandidate(collectTexts(context.index, key))
      );
    case 'text':
    case 'table':
      return bestCandidate(collectTexts(context.index, key));
  }
}

/** Whether a candidate was read where a reference names another document (a corrected one). */
function isOtherDocuments({ doc, index }: HeaderContext, candidate: Candidate): boolean {
  const { page, box } = candidate.source;
  return doc.lines.some(
    (line) =>
      line.page === page &&
      box.x >= line.box.x - 1 &&
      box.x < line.box.x + line.box.width &&
      Math.abs(middleY(box) - middleY(line.box)) < line.box.height / 2 &&
      index.isOtherDocuments(line, offsetAtX(line, box.x)),
  );
}

function byConcept(
  context: HeaderContext,
  concept: HeaderConcept,
): { candidate?: Candidate; isConsistent?: boolean } {
  const { doc, index } = context;
  switch (concept) {
    case 'invoiceNumber':
      return {
        candidate: bestCandidate(
          [
            ...collectIdentifiers(index, 'invoiceNumber').filter(
              (candidate) => !isTaxIdShaped(candidate.value),
            ),
            ...collectVoucherNumbers(doc),
          ].filter((candidate) => !isOtherDocuments(context, candidate)),
        ),
      };
    case 'date': {
      const date = bestCandidate(collectInvoiceDates(doc, index));
      return {
        candidate: date !== undefined && isAmericanAbove(doc, date) ? monthFirstDate(date) : date,
      };
    }
    case 'dueDate':
    case 'otherDate':
      return { candidate: bestCandidate(collectSingle(index, concept, readDate)) };
    case 'issuer': {
      // A marketplace or carrier named beside the seller it acts for is not the issuer.
      const issuer = findIssuer(withoutAgents(doc, index), index);
      return {
        candidate:
          issuer !== undefined && hasWordsSplitAfterR(index)
            ? { ...issuer, value: joinSplitAfterR(issuer.value) }
            : issuer,
      };
    }
    case 'taxId':
    case 'issuerTaxId':
    case 'buyerTaxId': {
      // The buyer's tax id sits in the buyer's block; the issuer's anywhere else.
      const buyers = buyerLines(doc, index);
      const isBuyers = (candidate: Candidate): boolean =>
        doc.lines.some(
          (line) =>
            buyers.has(line.index) &&
            line.page === candidate.source.page &&
            Math.abs(line.box.y - candidate.source.box.y) < 2,
        );
      const wanted = concept === 'buyerTaxId';
      return {
        candidate: bestCandidate(
          collectTaxIds(index).filter((candidate) => isBuyers(candidate) === wanted),
        ),
      };
    }
    case 'net':
    case 'tax':
    case 'total': {
      const totals = context.totals();
      return { candidate: totals[concept], isConsistent: totals.isConsistent };
    }
    case 'amountDue':
    case 'otherAmount':
    case 'withholding':
    case 'rounding':
    case 'charge':
      return { candidate: bestCandidate(collectAmounts(index, concept)) };
    case 'currency':
      return { candidate: findCurrency(doc, index, context.totals().total) };
    case 'buyer':
      return { candidate: bestCandidate(collectTexts(index, 'buyer')) };
    case 'otherId':
      return {};
  }
}

/** Header values, and the withholding the totals were checked with. */
export type HeaderResult = { fields: Record<string, ExtractedField>; withheld: number };

/**
 * Net, tax and total of a document, chosen once on first `read` and shared by every reader;
 * `withheldIfRead` is the withholding they were checked with, 0 when nobody needed them.
 */
export type LazyTotals = { read: () => Totals; withheldIfRead: () => number };

export function lazyTotals(doc: Doc, index: LabelIndex): LazyTotals {
  let totals: Totals | undefined;
  return {
    read: () => (totals ??= chooseTotals(doc, index)),
    withheldIfRead: () => totals?.withheld ?? 0,
  };
}

/** Extracts every header attribute of a configuration from a document. */
export function extractHeader(
  doc: Doc,
  index: LabelIndex,
  attributes: readonly ExtractionAttribute[],
  totals: LazyTotals = lazyTotals(doc, index),
): HeaderResult {
  const context: HeaderContext = { doc, index, totals: totals.read };
  const fields: Record<string, ExtractedField> = {};
  for (const attribute of attributes) {
    const concept = conceptOf(attribute);
    const found = concept === undefined ? {} : byConcept(context, concept);
    // A known concept's readers know more than a bare name; the name (and the detail text) as a
    // label is the way to fields of the user's own, and the fallback for known ones.
    if (found.candidate !== undefined) {
      fields[attribute.name] = toField(found.candidate, found.isConsistent === true);
    } else {
      fields[attribute.name] = toField(ownLabelCandidate(context, attribute, concept));
    }
  }
  return { fields, withheld: totals.withheldIfRead() };
}
