import type { Inconsistency, LabelledValue } from './mission-result';
import { readingEvidence, type QuantityReading } from './read-quantities';

// Every place is quoted up to this many; the values that differ are always all listed.
const MAX_EVIDENCE = 8;

/**
 * The quantities written with different values in different places (a total of 1.210,00 on the
 * invoice and 1.201,00 on its copy; 12 months here and 24 there), within a document or across
 * documents about the same thing (`groupOf`: each file's group; a file not in it stands alone).
 * A tax or base is compared only with lines of the same rate.
 */
export function findDifferentValues(
  readings: readonly QuantityReading[],
  groupOf: ReadonlyMap<string, string> = new Map(),
): Extract<Inconsistency, { kind: 'different-values' }>[] {
  const groups = new Map<string, QuantityReading[]>();
  for (const reading of readings) {
    const fileId = reading.at.document.fileId;
    const key = `${groupOf.get(fileId) ?? fileId}|${reading.quantity}|${reading.qualifier ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), reading]);
  }
  return [...groups.values()].flatMap((group) => {
    const first = group[0];
    const values = distinctValues(group);
    if (!first || values.length < 2) {
      return [];
    }
    const files = new Set(group.map((reading) => reading.at.document.fileId));
    const inconsistency: Extract<Inconsistency, { kind: 'different-values' }> = {
      kind: 'different-values',
      quantity: first.quantity,
      scope: files.size > 1 ? 'across-documents' : 'within-document',
      values,
      evidence: group.slice(0, MAX_EVIDENCE).map(readingEvidence),
    };
    if (first.qualifier !== undefined) {
      inconsistency.qualifier = first.qualifier;
    }
    return [inconsistency];
  });
}

/** The first reading of each value, in reading order. */
function distinctValues(group: readonly QuantityReading[]): LabelledValue[] {
  const seen = new Map<string, LabelledValue>();
  for (const reading of group) {
    if (!seen.has(reading.normalised)) {
      seen.set(reading.normalised, {
        text: reading.text,
        normalised: reading.normalised,
        evidence: readingEvidence(reading),
      });
    }
  }
  return [...seen.values()];
}
