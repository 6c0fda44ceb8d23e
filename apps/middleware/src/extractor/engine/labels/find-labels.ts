// Finds labels in lines: the phrases of the vocabulary (and a configuration's own names), the
// longest one winning where two overlap, only where a label can stand (line start, or after one
// word), not inside running sentences.
import { foldText } from '@folio/core';

import { boxOfSpan, type DocLine } from '../document-lines';
import { qualifyByTax } from './tax-qualifier';
import { VOCABULARY } from './vocabulary';
import type { LabelKey, LabelMatch } from './label-match';

/** A phrase and what it announces. */
export type LabelPattern = {
  phrase: string;
  body: string;
  endsInLetter: boolean;
  concepts: readonly LabelKey[];
  strength: number;
};

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const SEPARATORS = /[\s._\-–—/]+/gu;

/** The key a phrase and a match of it share: folded, separators and dots dropped. */
const keyOf = (text: string): string => text.replace(SEPARATORS, '');

/**
 * A phrase as a pattern over folded text: spaces may be written as nothing, dots, dashes or
 * underscores (`Invoicenumber`, `Rechnungs-Nr`), a dot may be left out, and it starts and ends
 * at word edges.
 */
export function compilePhrase(
  phrase: string,
  concepts: readonly LabelKey[],
  strength: number,
): LabelPattern {
  const folded = foldText(phrase);
  const body = folded
    .split(/\s+/u)
    .map((word) =>
      escape(word)
        .replace(/\\\./gu, '\\.?')
        // Some PDF renderers (the ZUGFeRD/AWV stylesheet's) put a space after an `r` inside a
        // word: `Br uttosumme`, `Zahlbetr ag`.
        .replace(/r(?=\p{L})/gu, 'r ?'),
    )
    .join('[\\s._\\-–—/]*');
  // A phrase ending in an abbreviation's dot (`nr.`, `no.`) ends at a word edge too when the dot
  // is left out: `Nr` must not match the start of `Nro.`, nor `No` that of `Nota`.
  const endsInLetter = /\p{L}\.*$/u.test(folded);
  return { phrase: folded, body, endsInLetter, concepts, strength };
}

/**
 * Phrases compiled into patterns by their first letter (each longest first) and a table from
 * match keys back to them. One pattern of every phrase costs V8 half a second to compile, and
 * again after each garbage collection that flushes its code (as one pattern per first letter,
 * a few milliseconds, for the letters a page uses).
 */
export type LabelMatcher = { byFirst: Map<string, RegExp>; byKey: Map<string, LabelPattern> };

/** Compiles phrases into one matcher; phrases with one key merge their concepts. */
export function compileMatcher(patterns: readonly LabelPattern[]): LabelMatcher {
  const byKey = new Map<string, LabelPattern>();
  for (const entry of patterns) {
    const key = keyOf(entry.phrase);
    const known = byKey.get(key);
    byKey.set(
      key,
      known === undefined
        ? entry
        : {
            ...known,
            concepts: [...new Set([...known.concepts, ...entry.concepts])],
            strength: Math.max(known.strength, entry.strength),
          },
    );
  }
  // Every spelling stays an alternative (`rechnungsnr`, `rechnungs-nr`); their key merges them.
  // A phrase opening with a dot may leave it out, so it may start at any letter.
  const sorted = [...patterns].sort((a, b) => b.phrase.length - a.phrase.length);
  const alternativesByFirst = new Map<string, Set<string>>();
  const firsts = new Set(sorted.map((entry) => entry.phrase.charAt(0)));
  for (const entry of sorted) {
    const first = entry.phrase.charAt(0);
    const alternative = `${entry.body}${entry.endsInLetter ? '(?![\\p{L}])' : ''}`;
    for (const letter of first === '.' ? firsts : [first]) {
      const alternatives = alternativesByFirst.get(letter) ?? new Set<string>();
      alternatives.add(alternative);
      alternativesByFirst.set(letter, alternatives);
    }
  }
  const byFirst = new Map(
    [...alternativesByFirst].map(([letter, alternatives]) => [
      letter,
      new RegExp(`(?<![\\p{L}\\d])(?:${[...alternatives].join('|')})`, 'uy'),
    ]),
  );
  return { byFirst, byKey };
}

/**
 * Where phrases stand in folded text, left to right, not overlapping: at each place the first
 * (longest) phrase that matches, as one pattern of them all would find them.
 */
function matchesOf(text: string, matcher: LabelMatcher): { index: number; text: string }[] {
  const found: { index: number; text: string }[] = [];
  let at = 0;
  while (at < text.length) {
    const pattern = matcher.byFirst.get(text.charAt(at));
    if (pattern !== undefined) {
      pattern.lastIndex = at;
      const match = pattern.exec(text)?.[0];
      if (match !== undefined && match !== '') {
        found.push({ index: at, text: match });
        at += match.length;
        continue;
      }
    }
    at += 1;
  }
  return found;
}

/** The vocabulary, compiled once. */
export const VOCABULARY_PATTERNS: readonly LabelPattern[] = VOCABULARY.flatMap((entry) =>
  entry.phrases.map((phrase) => compilePhrase(phrase, entry.concepts, entry.strength)),
);

const VOCABULARY_MATCHER = compileMatcher(VOCABULARY_PATTERNS);

const WORD = /[\p{L}]{2,}/gu;

// Parts of a line written as one (`BRED – Titulaire du compte : NETPRESSE`): a label may start
// any part.
const PART_SEPARATOR = /\s[|•·–—-]\s|\s\|/gu;

const SUBJECT =
  /^\s*(?:objet|betreff|betrifft|subject|re|asunto|oggetto|onderwerp|concerne)\s*:\s*/u;

/**
 * Whether a label at `start` of a line stands where labels stand: first in its part of the
 * line, or after one word; names of parties (seller, buyer) only first.
 */
function isLabelPlace(
  line: DocLine,
  start: number,
  phrase: string,
  concepts: readonly string[],
): boolean {
  const whole = line.folded.slice(0, start);
  const lastSeparator = Math.max(
    -1,
    ...[...whole.matchAll(PART_SEPARATOR)].map((match) => match.index + match[0].length - 1),
  );
  // A letter's subject line (`Objet : notre facture F-12`, `Betreff: Rechnung Nr. 7`) opens a
  // part of its own: a label may follow its word as it would start a line.
  const before = whole.slice(lastSeparator + 1).replace(SUBJECT, '');
  const wordsBefore = before.match(WORD)?.length ?? 0;
  const wordsInLine = line.folded.match(WORD)?.length ?? 0;
  if (phrase.replace(/[^\p{L}]/gu, '').length <= 3) {
    // Short words (`to`, `net`, `nif`, `#`) only at the start of a line.
    return wordsBefore === 0 && !/[\p{L}\d]/u.test(before.slice(-1));
  }
  // Parties and the user's own names: only first, never inside a sentence. A name that is a
  // phrase of the vocabulary too (an attribute called `total`) stands where that phrase stands:
  // `ROUNDED TOTAL`, `GRAND TOTAL (RM)` after a word.
  const isParty = concepts.some((concept) => concept === 'issuer' || concept === 'buyer');
  const isOwnNameOnly = concepts.every((concept) => concept.startsWith('attribute:'));
  if (isParty || (isOwnNameOnly && concepts.length > 0)) {
    return wordsBefore === 0;
  }
  return wordsBefore === 0 || (wordsBefore === 1 && wordsInLine <= 10);
}

const cache = new WeakMap<DocLine, LabelMatch[]>();

/**
 * The labels of one line, left to right: at each place the longest phrase; phrases of several
 * vocabulary entries with the same text announce all their concepts. Vocabulary-only results
 * are cached per line.
 */
export function findLabelsInLine(
  line: DocLine,
  matcher: LabelMatcher = VOCABULARY_MATCHER,
): LabelMatch[] {
  const isDefault = matcher === VOCABULARY_MATCHER;
  const cached = isDefault ? cache.get(line) : undefined;
  if (cached !== undefined) {
    return cached;
  }
  const found: LabelMatch[] = [];
  for (const match of matchesOf(line.folded, matcher)) {
    const entry = matcher.byKey.get(keyOf(match.text));
    const start = match.index;
    const end = start + match.text.length;
    if (entry === undefined || !isLabelPlace(line, start, entry.phrase, entry.concepts)) {
      continue;
    }
    found.push(
      qualifyByTax({
        line,
        start,
        end,
        phrase: entry.phrase,
        concepts: new Set(entry.concepts),
        strength: entry.strength,
        box: boxOfSpan(line, start, end),
      }),
    );
  }
  if (isDefault) {
    cache.set(line, found);
  }
  return found;
}
