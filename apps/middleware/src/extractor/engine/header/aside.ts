// What an aside is: a total quoted in brackets with its label (`15%: $7.30 (Total $55.96)`, a
// tip guide's total with that tip). It is what the document would total in another case, not
// what it totals. Both the concept's readers (collect.ts) and a configured name's fallback
// (extract-header.ts) ask here, so the one rule holds on both paths.
import type { LabelKey } from '../labels/label-match';
import type { LabelWithSites } from '../labels/label-index';
import type { HeaderConcept } from './attribute-concepts';

// The amounts a bracketed quote never stands for: the document's total and what is due.
const ASIDE_CONCEPTS: ReadonlySet<string> = new Set(['total', 'amountDue']);

/**
 * Whether a label opens a bracket and the bracket closes on the label's line or its first
 * value's (`(Total $55.96)`, or `(Total` with `$58.39)` read apart).
 */
function isBracketed(label: LabelWithSites): boolean {
  return (
    /\(\s*$/u.test(label.line.text.slice(0, label.start)) &&
    [label.line.text.slice(label.end), ...label.sites.slice(0, 1).map((site) => site.text)].some(
      (text) => text.includes(')'),
    )
  );
}

/** Whether `label`, read for `concept` (a total, what is due), quotes an aside. */
export function isAside(label: LabelWithSites, concept: LabelKey | HeaderConcept): boolean {
  return ASIDE_CONCEPTS.has(concept) && isBracketed(label);
}
