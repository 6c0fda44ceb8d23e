import { setImmediate as nextTurn } from 'node:timers/promises';

import type { ChatDelta } from '../../ai';
import type { CitationView } from '../conversations/conversation-view';
import { composeAnswer, type Citation } from '../engine/answer';
import type { Language } from '../engine/words';
import type { RetrievedPassage } from '../retrieval/passages.queries';

/** The built-in engine's name in `engine` (HistoryItem): no key, no network (DECISIONS.md). */
export const BUILTIN_ENGINE = 'builtin';

// The built-in engine has its whole answer at once; it is sent in pieces of a few words so that
// every face streams the same way whichever engine answers, and a stop lands between pieces.
const WORDS_PER_DELTA = 4;

/** What an answer leaves when it ends: its citations (and a mission's structured result). */
export type AnswerEnd = {
  citations: CitationView[];
  missionResult?: unknown;
  /** An accounting topic's answer as a table (`AnswerTable` of the contract). */
  table?: unknown;
};

/** Cuts an answer into the deltas it is streamed in, keeping its spaces. */
export function answerDeltas(text: string): string[] {
  const words = text.match(/\S+\s*/gu) ?? [];
  const deltas: string[] = [];
  for (let index = 0; index < words.length; index += WORDS_PER_DELTA) {
    deltas.push(words.slice(index, index + WORDS_PER_DELTA).join(''));
  }
  return deltas;
}

/** Streams a text the server has whole, a few words at a time. */
export async function* streamWhole(text: string): AsyncGenerator<ChatDelta, void> {
  for (const delta of answerDeltas(text)) {
    yield { kind: 'text', text: delta };
    await nextTurn();
  }
}

function citationsOf(
  passages: readonly RetrievedPassage[],
  quotes: readonly Citation[],
): CitationView[] {
  return quotes.flatMap((quote, index) => {
    const passage = passages.find((candidate) => candidate.id === quote.passageId);
    return passage
      ? [
          {
            n: index + 1,
            file_id: passage.fileId,
            filename: passage.fileName,
            page: passage.page,
            quote: quote.quote,
            char_start: passage.charStart + quote.quoteStart,
            char_end: passage.charStart + quote.quoteEnd,
          },
        ]
      : [];
  });
}

/** The built-in engine's cited answer (DECISIONS.md: no key, no network), streamed. */
export async function* builtinAnswer(
  question: string,
  language: Language,
  passages: readonly RetrievedPassage[],
): AsyncGenerator<ChatDelta, AnswerEnd> {
  const answer = composeAnswer({ question, language, passages });
  yield* streamWhole(answer.text);
  return { citations: citationsOf(passages, answer.citations) };
}
