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

/**
 * Where the summary's sentences were read. `summarise` joins, in reading order, sentences of the
 * passages split as here, so walking the passages' sentences along the summary finds each one.
 */
function locateSummary(
  summary: string,
  passages: readonly PassageDraft[],
  document: MissionDocument,
): Evidence[] {
  const evidence: Evidence[] = [];
  let cursor = 0;
  let first: Located | undefined;
  for (const passage of passages) {
    for (const sentence of splitSentences(passage.text)) {
      const located = locate(document, passage, sentence);
      first ??= located;
      const next = cursor + sentence.text.length;
      const isNext =
        summary.startsWith(sentence.text, cursor) &&
        (next === summary.length || summary[next] === ' ');
      if (isNext && located) {
        evidence.push(toEvidence(document, located, located.start + sentence.text.length));
        cursor = next + 1;
      }
    }
  }
  if (evidence.length === 0 && summary !== '' && first) {
    // One sentence longer than the summary's budget: `summarise` kept its first words.
    evidence.push(toEvidence(document, first, endOfWords(first, summary.split(/\s+/u).length)));
  }
  return evidence;
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
