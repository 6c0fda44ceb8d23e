import { findCards, findIbans } from './bank-number-spans';
import { findEmails } from './email-spans';
import { findNames } from './name-spans';
import type { PersonalDataSpan } from './personal-data-kind';
import { findPhones } from './phone-spans';
import { findSpanishIds } from './spanish-id-spans';

export type { PersonalDataKind, PersonalDataSpan } from './personal-data-kind';

// When two detectors claim overlapping text, the earlier one wins: an address holds digits that
// look like a phone number, an IBAN holds a run of digits that can pass a Luhn check, and numbers
// with a check digit are more certain than a phone number's shape.
const DETECTORS: readonly ((text: string) => PersonalDataSpan[])[] = [
  findEmails,
  findIbans,
  findCards,
  findSpanishIds,
  findPhones,
  findNames,
];

/**
 * Where `span` goes in `sorted` (ordered, never overlapping), or undefined when it overlaps one
 * of them: the first span ending after `span` starts is the only one that can overlap it, and
 * otherwise is the one `span` goes before.
 */
function placeAmong(
  sorted: readonly PersonalDataSpan[],
  span: PersonalDataSpan,
): number | undefined {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle]?.end ?? 0) <= span.start) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  const next = sorted[low];
  return next !== undefined && next.start < span.end ? undefined : low;
}

/** Every personal-data span of `text`, in order, never overlapping. */
export function findPersonalData(text: string): PersonalDataSpan[] {
  const kept: PersonalDataSpan[] = [];
  for (const detect of DETECTORS) {
    for (const span of detect(text)) {
      const place = placeAmong(kept, span);
      if (place !== undefined) {
        kept.splice(place, 0, span);
      }
    }
  }
  return kept;
}
