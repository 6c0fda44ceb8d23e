import { splitSentences, type Sentence } from '../engine/sentences';
import type { MissionDocument, MissionInput } from './mission-input';
import type { Evidence } from './mission-result';

/** One page of one document, the unit every mission reads. */
export type DocumentPage = { document: MissionDocument; page: number; text: string };

/** Every page of the input's documents, in order. */
export function documentPages(input: Pick<MissionInput, 'documents'>): DocumentPage[] {
  return input.documents.flatMap((document) =>
    document.pages.map(({ page, text }) => ({ document, page, text })),
  );
}

/** The evidence for `text.slice(start, end)` of a page. */
export function evidenceOf(at: DocumentPage, start: number, end: number): Evidence {
  return {
    fileId: at.document.fileId,
    fileName: at.document.fileName,
    page: at.page,
    quote: at.text.slice(start, end),
    charStart: start,
    charEnd: end,
  };
}

// A quote longer than this is cut around what it is quoted for: a highlight, not a page.
const MAX_QUOTE_CHARS = 400;

/** A page's sentences, split once, and the sentence around any range of it. */
export type SentenceIndex = {
  sentences: readonly Sentence[];
  /** The range of the sentence holding `start` (cut to a readable length around the range). */
  around: (start: number, end: number) => { start: number; end: number };
};

/**
 * A page's sentences, with the lines of a wrapped sentence joined again: the segmenter ends a
 * sentence at every line break, and PDF text breaks lines mid-sentence.
 */
export function indexSentences(text: string): SentenceIndex {
  const sentences: Sentence[] = [];
  for (const sentence of splitSentences(text)) {
    const previous = sentences.at(-1);
    if (
      previous &&
      !/[.!?…:;»")]$/u.test(previous.text) &&
      /^[ \t]*\r?\n[ \t]*$/u.test(text.slice(previous.end, sentence.start)) &&
      /^[\p{Ll}\d]/u.test(sentence.text)
    ) {
      previous.end = sentence.end;
      previous.text = text.slice(previous.start, sentence.end);
    } else {
      sentences.push({ ...sentence });
    }
  }
  return {
    sentences,
    around: (start, end) => {
      const sentence = sentences.find((item) => item.end > start) ?? { start, end };
      const from = Math.min(sentence.start, start);
      const to = Math.max(sentence.end, end);
      if (to - from <= MAX_QUOTE_CHARS) {
        return { start: from, end: to };
      }
      const margin = Math.max(0, Math.floor((MAX_QUOTE_CHARS - (end - start)) / 2));
      return { start: Math.max(from, start - margin), end: Math.min(to, end + margin) };
    },
  };
}
