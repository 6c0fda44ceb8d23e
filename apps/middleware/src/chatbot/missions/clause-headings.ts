import { fold } from '../engine/fold';
import type { Sentence } from '../engine/sentences';

// A heading is short; longer lines are statements even when they start a clause.
const MAX_HEADING_WORDS = 10;
const MAX_HEADING_CHARS = 100;
// What may come before a heading on its line: a clause number, an ordinal, a clause word.
const ORDINALS =
  'primer[ao]?|segund[ao]|tercer[ao]?|cuart[ao]|quint[ao]|sext[ao]|septim[ao]|octav[ao]|' +
  'noven[ao]|decim[ao](?:\\s*\\p{L}+)?|undecim[ao]|duodecim[ao]|first|second|third|fourth|' +
  'fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth';
const CLAUSE_WORDS =
  'clausula|articulo|article|clause|section|seccion|apartado|estipulacion|anexo|annex|schedule';
const NUMBERING = new RegExp(
  `^\\s*(?:(?:${CLAUSE_WORDS})\\s*)?(?:\\d+(?:\\.\\d+)*|[ivxlc]+|${ORDINALS}|[a-z])?` +
    '\\s*[.:)\\-–—ºª°]*\\s*[.:)\\-–—]*\\s*$',
  'u',
);
// The sentence after a heading is quoted with it when it starts this close and stays this short.
const MAX_HEADING_GAP = 200;
const MAX_HEADED_QUOTE = 600;
const STARTS_WITH_CLAUSE_WORD = new RegExp(`^(?:${CLAUSE_WORDS})\\b`, 'u');

/**
 * The range of a clause heading when `sentence` is one: a short sentence alone at the start of its
 * line or after the clause's number ('5. Confidencialidad.', 'CLÁUSULA QUINTA.- CONFIDENCIALIDAD'),
 * written as a heading (a clause word first, capitals, or a title line after a finished one).
 * The range starts at the line's start, so it holds the number. Undefined for a statement.
 */
export function headingRange(
  text: string,
  sentence: Sentence,
): { start: number; end: number } | undefined {
  if (
    sentence.text.split(/\s+/u).length > MAX_HEADING_WORDS ||
    sentence.text.length > MAX_HEADING_CHARS
  ) {
    return undefined;
  }
  const lineStart = text.lastIndexOf('\n', sentence.start - 1) + 1;
  const prefix = text.slice(lineStart, sentence.start);
  const hasNumber = prefix.trim() !== '';
  if (hasNumber && !NUMBERING.test(fold(prefix))) {
    return undefined;
  }
  const isCapitals =
    sentence.text === sentence.text.toUpperCase() && /\p{Lu}{3}/u.test(sentence.text);
  const start = lineStart + (prefix.length - prefix.trimStart().length);
  if (hasNumber || isCapitals || STARTS_WITH_CLAUSE_WORD.test(fold(sentence.text))) {
    return { start, end: sentence.end };
  }
  // A title line: capitalised, no closing punctuation, alone on its line, after a finished line
  // (a line of wrapped PDF text ends mid-sentence and is not one).
  const endsLine = /^[ \t]*(?:\r?\n|$)/u.test(text.slice(sentence.end));
  const before = text.slice(0, lineStart);
  const followsFinishedLine =
    before.trim() === '' || /[.:;!?][ \t]*\r?\n$/u.test(before) || /\n[ \t]*\r?\n$/u.test(before);
  const isTitle =
    endsLine &&
    /^\p{Lu}/u.test(sentence.text) &&
    !/[.;,]$/u.test(sentence.text) &&
    followsFinishedLine;
  return isTitle ? { start, end: sentence.end } : undefined;
}

/** A heading and the first sentence of its clause, when that follows it closely. */
export function withFirstSentence(
  heading: { start: number; end: number },
  sentences: ReadonlyArray<{ start: number; end: number }>,
): { start: number; end: number } {
  const next = sentences.find((sentence) => sentence.start >= heading.end);
  return next &&
    next.start - heading.end <= MAX_HEADING_GAP &&
    next.end - heading.start <= MAX_HEADED_QUOTE
    ? { start: heading.start, end: next.end }
    : heading;
}
