// A set priced part by part under its own row (`Werkzeugset 300,00` over `- Grundgerät 200,00`,
// `- Koffer 100,00`): rows that start further right than the set's (no position number, or
// indented) and whose amounts add up to the set's amount to the cent are its breakdown, not
// items of their own. Told by arithmetic and indentation, not by words.
import type { Band } from './row-bands';

/** A row under a table header as the rows are read: an item (anchor) or text. */
export type PartCandidate = { band: Band; isAnchor: boolean };

// Two amounts are the same sum when they differ by less than half a cent.
const isSameSum = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;

// A part starts right of its set's row by more than a rounding of the layout.
const INDENT = 2;

/**
 * Follows the items of a table in order. Each call takes an item and its amount, and returns
 * what is no longer an item's amount: when it completes a set's breakdown, the sum of the
 * breakdown's rows (those rows are then text of the set, `isAnchor` false), else 0.
 */
export function followSetParts(): (item: PartCandidate, amount: number) => number {
  let open: { of: number; left: number; sum: number; parts: PartCandidate[] } | undefined;
  return (item, amount) => {
    const left = item.band.box.x;
    if (
      open !== undefined &&
      left > open.left + INDENT &&
      Math.sign(amount) === Math.sign(open.of) &&
      Math.abs(open.sum + amount) < Math.abs(open.of) + 0.005
    ) {
      open.parts.push(item);
      open.sum += amount;
      if (open.parts.length >= 2 && isSameSum(open.sum, open.of)) {
        for (const part of open.parts) {
          part.isAnchor = false;
        }
        const folded = open.sum;
        open = undefined;
        return folded;
      }
      return 0;
    }
    open = { of: amount, left, sum: 0, parts: [] };
    return 0;
  };
}
