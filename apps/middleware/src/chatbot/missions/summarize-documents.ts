import { chunkPages, type PassageDraft } from '../engine/chunk';
import { detectLanguage } from '../engine/language';
import { splitSentences } from '../engine/sentences';
import { summarise } from '../engine/summary';
import { evidenceOf } from './evidence';
import type { MissionDocument, MissionInput } from './mission-input';
import type { DocumentSummary, Evidence, MissionResultOf } from './mission-result';

/**
 * Each document's extractive summary (the built-in engine's `summarise`, in the document's own
 * language), with every sentence of it found back on its page.
 */
export function summarizeDocuments(input: MissionInput): MissionResultOf<'summarize'> {
  return { kind: 'summarize', summaries: input.documents.map(summarizeDocument) };
}

function summarizeDocument(document: MissionDocument): DocumentSummary {
  const language = detectLanguage(document.pages.map((page) => page.text).join('\n'));
  const passages = chunkPages(document.pages);
  const summary = summarise(document.pages, language, passages);
  return {
    fileId: document.fileId,
    fileName: document.fileName,
    summary,
    sentences: locateSummary(summary, passages, document),
  };
}

type Located = { page: number; text: string; start: number };
type Candidate = { text: string; located: Located };

/**
 * Where the summary's sentences were read. `summarise` joins, in reading order, sentences of the
 * passages split as here, so the passages' sentences that make the summary are found in order.
 */
function locateSummary(
  summary: string,
  passages: readonly PassageDraft[],
  document: MissionDocument,
): Evidence[] {
  const candidates = passages.flatMap((passage) =>
    splitSentences(passage.text).flatMap((sentence): Candidate[] => {
      const located = locate(document, passage, sentence);
      return located ? [{ text: sentence.text, located }] : [];
    }),
  );
  const chosen = sentencesMaking(summary, candidates);
  if (chosen) {
    return chosen.map(({ text, located }) =>
      toEvidence(document, located, located.start + text.length),
    );
  }
  const first = candidates[0];
  // One sentence longer than the summary's budget: `summarise` kept its first words.
  return first
    ? [toEvidence(document, first.located, endOfWords(first.located, summary.split(/\s+/u).length))]
    : [];
}

/**
 * The candidates, in reading order, whose texts joined by spaces make the summary. A short line
 * may begin like the sentence chosen ('$144.00' above '$144.00 was paid on…'): when taking it
 * leads nowhere, the search goes back and tries the next candidate. Dead ends are remembered, so
 * each (candidate, place in the summary) is tried once.
 */
function sentencesMaking(
  summary: string,
  candidates: readonly Candidate[],
): Candidate[] | undefined {
  const deadEnds = new Set<string>();
  const search = (from: number, cursor: number): Candidate[] | undefined => {
    if (cursor >= summary.length) {
      return [];
    }
    const key = `${from}:${cursor}`;
    if (deadEnds.has(key)) {
      return undefined;
    }
    for (let index = from; index < candidates.length; index++) {
      const candidate = candidates[index];
      const next = cursor + (candidate?.text.length ?? 0);
      const isNext =
        candidate !== undefined &&
        summary.startsWith(candidate.text, cursor) &&
        (next === summary.length || summary[next] === ' ');
      const rest = isNext ? search(index + 1, next + 1) : undefined;
      if (candidate && rest) {
        return [candidate, ...rest];
      }
    }
    deadEnds.add(key);
    return undefined;
  };
  return summary === '' ? [] : search(0, 0);
}

/** A passage's sentence on its page (a table's later rows are stored after their header row). */
function locate(
  document: MissionDocument,
  passage: PassageDraft,
  sentence: { start: number; text: string },
): Located | undefined {
  const page = document.pages.find((item) => item.page === passage.page);
  if (!page) {
    return undefined;
  }
  const isVerbatim = page.text.slice(passage.charStart, passage.charEnd) === passage.text;
  const start = isVerbatim
    ? passage.charStart + sentence.start
    : page.text.indexOf(sentence.text, passage.charStart);
  return start < 0 ? undefined : { page: page.page, text: page.text, start };
}

function toEvidence(document: MissionDocument, located: Located, end: number): Evidence {
  return evidenceOf({ document, page: located.page, text: located.text }, located.start, end);
}

/** Where the `count`-th word from `located.start` ends on its page. */
function endOfWords(located: Located, count: number): number {
  const words = /\S+/gu;
  words.lastIndex = located.start;
  let end = located.start;
  for (let index = 0; index < count; index++) {
    const match = words.exec(located.text);
    if (!match) {
      break;
    }
    end = match.index + match[0].length;
  }
  return end;
}
