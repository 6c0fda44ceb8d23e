import type { MissionId, Personality, Tone } from '@folio/core';

import type { ChatDelta, ChatTurn, ResolvedModel } from '../../ai';
import type { Language } from '../engine/words';
import type { MaskTable } from '../privacy/anonymiser';
import { createStreamRestorer } from '../privacy/restore-stream';
import { createCitationMarkers } from '../prompting/citation-markers';
import { historyTurns, type PastExchange } from '../prompting/history-budget';
import { sourcesBlock } from '../prompting/sources-block';
import { systemPrompt } from '../prompting/system-prompt';
import type { RetrievedPassage } from '../retrieval/passages.queries';

// Sources per prompt: the retrieval's best, enough for an answer that draws on several files
// and few enough to leave the model's context to the history and the answer.
const MAX_SOURCES = 8;

export type ModelAnswerInput = {
  model: ResolvedModel;
  question: string;
  language: Language;
  tone: Tone | null;
  personality: Personality | null;
  topicDescription: string | null;
  passages: readonly RetrievedPassage[];
  history: readonly PastExchange[];
  /** The conversation's placeholders when its topic anonymises; null: text goes as it is. */
  masks: MaskTable | null;
  isWebSearchUnavailable: boolean;
  mission: MissionId | null;
  /** Images of the message, for a vision-capable model. */
  images?: ChatTurn['images'];
  signal: AbortSignal;
};

/** What the stream leaves behind: the passages it cited, in citation order. */
export type ModelAnswerEnd = { citedPassages: RetrievedPassage[] };

/** The turns sent to the provider: every text that leaves is masked when `masks` is given. */
export function modelTurns(input: ModelAnswerInput, sources: readonly RetrievedPassage[]) {
  const mask = (text: string) => (input.masks ? input.masks.mask(text) : text);
  const block = sourcesBlock(
    sources.map((passage) => ({
      fileName: mask(passage.fileName),
      page: passage.page,
      text: mask(passage.text),
    })),
  );
  const turns: ChatTurn[] = [
    {
      role: 'system',
      content: systemPrompt({
        language: input.language,
        tone: input.tone,
        personality: input.personality,
        topicDescription: input.topicDescription ? mask(input.topicDescription) : null,
        isMasked: input.masks !== null,
        isWebSearchUnavailable: input.isWebSearchUnavailable,
        mission: input.mission,
      }),
    },
    ...historyTurns(input.history).map((turn) => ({ ...turn, content: mask(turn.content) })),
    {
      role: 'user',
      content: `${block === '' ? 'No source matched the question.' : `Sources:\n\n${block}`}\n\nQuestion: ${mask(input.question)}`,
      ...(input.images === undefined ? {} : { images: input.images }),
    },
  ];
  return turns;
}

/**
 * A model's answer over the best passages, as deltas the user can read: placeholders put back
 * (when the topic anonymises) and source markers checked and renumbered. Reasoning deltas are
 * restored too, never marked. Stops the provider call when `signal` fires (the provider's
 * stream closes its connection).
 */
export async function* streamModelAnswer(
  input: ModelAnswerInput,
): AsyncGenerator<ChatDelta, ModelAnswerEnd> {
  const sources = input.passages.slice(0, MAX_SOURCES);
  const identity = { restore: (text: string) => text };
  const textRestorer = createStreamRestorer(input.masks ?? identity);
  const reasoningRestorer = createStreamRestorer(input.masks ?? identity);
  const markers = createCitationMarkers(sources.length);
  const stream = input.model.provider.streamChat({
    model: input.model.apiModel,
    turns: modelTurns(input, sources),
    signal: input.signal,
  });
  for await (const delta of stream) {
    const text =
      delta.kind === 'text'
        ? markers.push(textRestorer.push(delta.text))
        : reasoningRestorer.push(delta.text);
    if (text !== '') {
      yield { kind: delta.kind, text };
    }
  }
  const reasoningRest = reasoningRestorer.flush();
  if (reasoningRest !== '') {
    yield { kind: 'reasoning', text: reasoningRest };
  }
  const rest = markers.push(textRestorer.flush()) + markers.flush();
  if (rest !== '') {
    yield { kind: 'text', text: rest };
  }
  return {
    citedPassages: markers.cited().flatMap((index) => sources[index] ?? []),
  };
}
