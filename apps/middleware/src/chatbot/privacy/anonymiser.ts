import { normaliseOriginal } from './normalise-original';
import { findPersonalData, type PersonalDataKind } from './personal-data';
import {
  formatPlaceholder,
  placeholderKey,
  placeholderNumber,
  replacePlaceholders,
} from './placeholders';

/** One masked original of a conversation and the placeholder that stands for it. */
export type MaskEntry = { placeholder: string; kind: PersonalDataKind; original: string };

/**
 * Placeholders of one conversation: the same original always gets the same placeholder, so the
 * model can tell "[NAME_1]" and "[NAME_2]" apart across turns without ever seeing either name.
 */
export type MaskTable = {
  /** `text` with every piece of personal data replaced by its placeholder (new ones are added). */
  mask(text: string): string;
  /** `text` with every known placeholder, however loosely the model wrote it, put back. */
  restore(text: string): string;
  /** Every entry so far, in the order they were added: to persist and to show the user. */
  entries(): MaskEntry[];
};

/**
 * A conversation's mask table, continuing from `entries` (those persisted with the conversation):
 * their placeholders keep their meaning and new ones are numbered after them, per kind.
 */
export function createMaskTable(entries: readonly MaskEntry[] = []): MaskTable {
  const list: MaskEntry[] = [];
  const byOriginal = new Map<string, MaskEntry>();
  const byKey = new Map<string, MaskEntry>();
  const lastNumber = new Map<PersonalDataKind, number>();
  const identity = (kind: PersonalDataKind, original: string) =>
    `${kind}:${normaliseOriginal(kind, original)}`;

  function add(entry: MaskEntry): void {
    list.push(entry);
    if (!byOriginal.has(identity(entry.kind, entry.original))) {
      byOriginal.set(identity(entry.kind, entry.original), entry);
    }
    byKey.set(placeholderKey(entry.placeholder), entry);
    const number = placeholderNumber(entry.placeholder, entry.kind) ?? 0;
    lastNumber.set(entry.kind, Math.max(number, lastNumber.get(entry.kind) ?? 0));
  }

  function placeholderFor(kind: PersonalDataKind, original: string): string {
    const known = byOriginal.get(identity(kind, original));
    if (known) {
      return known.placeholder;
    }
    const placeholder = formatPlaceholder(kind, (lastNumber.get(kind) ?? 0) + 1);
    add({ placeholder, kind, original });
    return placeholder;
  }

  for (const entry of entries) {
    add({ ...entry });
  }

  return {
    mask(text) {
      let masked = '';
      let copied = 0;
      for (const span of findPersonalData(text)) {
        masked += text.slice(copied, span.start) + placeholderFor(span.kind, span.value);
        copied = span.end;
      }
      return maskKnownNames(masked + text.slice(copied), list);
    },
    restore(text) {
      return replacePlaceholders(text, (key, written) => byKey.get(key)?.original ?? written);
    },
    entries() {
      return list.map((entry) => ({ ...entry }));
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/**
 * A name the table knows, written again without its title ("Juan Pérez" after "Sr. Juan
 * Pérez"), is masked too: a name is found by its title once, and must not leave the next time
 * it is written bare. Longest names first, so "Juan Pérez Gómez" wins over "Juan Pérez".
 */
function maskKnownNames(text: string, entries: readonly MaskEntry[]): string {
  const names = entries
    .filter((entry) => entry.kind === 'name')
    .sort((a, b) => b.original.length - a.original.length);
  let masked = text;
  for (const entry of names) {
    const words = entry.original.trim().split(/\s+/u).map(escapeRegExp).join('\\s+');
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, 'giu');
    masked = masked.replace(pattern, entry.placeholder);
  }
  return masked;
}
