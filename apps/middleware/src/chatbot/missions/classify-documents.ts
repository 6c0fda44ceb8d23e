import { foldWithOffsets, type FoldedText } from '../engine/fold';
import {
  CLASS_WORDS,
  LAYOUT_CUES,
  WORD_WEIGHTS,
  type CuedClass,
  type DocumentClass,
} from './document-class-cues';
import { documentPages, evidenceOf, type DocumentPage } from './evidence';
import { compilePhrases, type PhraseFinder } from './find-phrases';
import type { MissionDocument, MissionInput } from './mission-input';
import type { ClassCue, DocumentClassification, MissionResultOf } from './mission-result';

// A document says what it is early: later pages of a long report add nothing but time.
const MAX_PAGES_READ = 10;
// Where a document's title stands: a cue there (the 'FACTURA' heading) counts double.
const TITLE_CHARS = 200;
// Below this score no class has enough evidence: the document is 'other'.
const MIN_SCORE = 4;
// At this score a class is as sure as cues make it.
const FULL_SCORE = 20;
// Repeats of a cue count, with less weight each time, up to this many.
const MAX_REPEATS = 3;
const MAX_CUES_SHOWN = 6;

const CUED_CLASSES = Object.keys(CLASS_WORDS) as CuedClass[];
const STRENGTHS = ['strong', 'usual', 'weak'] as const;
// Each class's words with their weights, and one finder for them.
const WEIGHTS = new Map<CuedClass, ReadonlyMap<string, number>>(
  CUED_CLASSES.map((documentClass) => [
    documentClass,
    new Map(
      STRENGTHS.flatMap((strength) =>
        CLASS_WORDS[documentClass][strength].map((phrase) => [phrase, WORD_WEIGHTS[strength]]),
      ),
    ),
  ]),
);
const FINDERS = new Map<CuedClass, PhraseFinder>(
  CUED_CLASSES.map((documentClass) => [
    documentClass,
    compilePhrases([...(WEIGHTS.get(documentClass)?.keys() ?? [])]),
  ]),
);

type ScoredCue = ClassCue & { score: number };
type PhraseAt = { page: DocumentPage; start: number; end: number };

/**
 * Each document's class among invoice, receipt, contract, delivery note, purchase order, payslip,
 * bank statement, CV, report and letter, or 'other': each class scores the cues found (weighted
 * words, layout cues; repeats and a place in the title count more), the best wins when it scores
 * enough. Confidence grows with the winner's score and its lead over the runner-up.
 */
export function classifyDocuments(input: MissionInput): MissionResultOf<'classify-documents'> {
  return { kind: 'classify-documents', classifications: input.documents.map(classifyDocument) };
}

function classifyDocument(document: MissionDocument): DocumentClassification {
  const pages = documentPages({
    documents: [{ ...document, pages: document.pages.slice(0, MAX_PAGES_READ) }],
  });
  const folded = pages.map((page) => foldWithOffsets(page.text));
  const ranked = CUED_CLASSES.map((documentClass) => {
    const cues = [...wordCues(pages, folded, documentClass), ...layoutCues(pages, documentClass)];
    return { documentClass, cues, score: cues.reduce((sum, cue) => sum + cue.score, 0) };
  }).sort((a, b) => b.score - a.score);
  const best = ranked[0];
  const second = ranked[1]?.score ?? 0;
  const base = { fileId: document.fileId, fileName: document.fileName };
  if (!best || best.score < MIN_SCORE) {
    const confidence = round(1 - (best?.score ?? 0) / MIN_SCORE);
    return { ...base, documentClass: 'other' satisfies DocumentClass, confidence, cues: [] };
  }
  const lead = (best.score - second) / best.score;
  const strength = Math.min(best.score, FULL_SCORE) / FULL_SCORE;
  return {
    ...base,
    documentClass: best.documentClass,
    confidence: round((lead + strength) / 2),
    cues: distinctPlaces(best.cues.sort((a, b) => b.score - a.score))
      .slice(0, MAX_CUES_SHOWN)
      .map(({ cue, weight, evidence }) => ({ cue, weight, evidence })),
  };
}

/** The cues, without those quoting a place a stronger cue quotes ('Yours sincerely' twice). */
function distinctPlaces(cues: readonly ScoredCue[]): ScoredCue[] {
  return cues.filter(
    (cue, index) =>
      !cues
        .slice(0, index)
        .some(
          (other) =>
            other.evidence.fileId === cue.evidence.fileId &&
            other.evidence.page === cue.evidence.page &&
            other.evidence.charStart < cue.evidence.charEnd &&
            cue.evidence.charStart < other.evidence.charEnd,
        ),
  );
}

/**
 * A class's words found in the pages (`folded`: each page's folded text), one cue per word,
 * scored by weight, repeats and place.
 */
function wordCues(
  pages: readonly DocumentPage[],
  folded: readonly FoldedText[],
  documentClass: CuedClass,
): ScoredCue[] {
  const finder = FINDERS.get(documentClass);
  const found = new Map<string, { count: number; inTitle: boolean } & PhraseAt>();
  for (const [index, page] of pages.entries()) {
    for (const match of finder?.(folded[index] ?? page.text) ?? []) {
      const inTitle = index === 0 && match.start < TITLE_CHARS;
      const seen = found.get(match.phrase);
      if (seen) {
        seen.count += 1;
        seen.inTitle ||= inTitle;
      } else {
        found.set(match.phrase, { count: 1, inTitle, page, start: match.start, end: match.end });
      }
    }
  }
  return [...found].map(([phrase, seen]) => {
    const weight = WEIGHTS.get(documentClass)?.get(phrase) ?? 1;
    return {
      cue: phrase,
      weight,
      score: scoreOf(weight, seen.count) * (seen.inTitle ? 2 : 1),
      evidence: evidenceOf(seen.page, seen.start, seen.end),
    };
  });
}

function layoutCues(pages: readonly DocumentPage[], documentClass: CuedClass): ScoredCue[] {
  return LAYOUT_CUES.filter((cue) => cue.documentClass === documentClass).flatMap((cue) => {
    const hits = pages.flatMap((page) =>
      [...page.text.matchAll(cue.pattern)].map((match) => ({ page, match })),
    );
    const first = hits[0];
    if (!first || hits.length < cue.minHits) {
      return [];
    }
    const start = first.match.index + (first.match[0].length - first.match[0].trimStart().length);
    const end = first.match.index + first.match[0].trimEnd().length;
    return [
      {
        cue: cue.cue,
        weight: cue.weight,
        score: scoreOf(cue.weight, hits.length - cue.minHits + 1),
        evidence: evidenceOf(first.page, start, end),
      },
    ];
  });
}

/** A cue's weight, with each repeat adding half of it, up to `MAX_REPEATS` times in all. */
function scoreOf(weight: number, count: number): number {
  return weight * (1 + (Math.min(count, MAX_REPEATS) - 1) / 2);
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
