import { useCallback } from 'react';

import { useLoader } from '../../lib/use-loader';

import { useChatbotApi } from './use-chatbot-api';

/** Issue 11: "up to 4 suggested questions". */
export const MAX_SUGGESTIONS = 4;

const NONE: string[] = [];

/** What suggestions are asked for: none while `null` (nothing is fetched then). */
export type SuggestionsRequest = {
  conversationId: string | null;
  model: string | null;
  /**
   * How many answers the conversation has: with none, the topic's documents lead; else they
   * follow on its answers, fetched afresh after each one.
   */
  answers: number;
} | null;

/**
 * The suggested questions of a topic (SPEC §7 prompt suggestions). They are only a help: a
 * failure gives none, never an error notice.
 */
export function useSuggestions(topico: string, request: SuggestionsRequest) {
  const api = useChatbotApi();
  const model = request?.model ?? null;
  const isWanted = request !== null;
  const answers = request?.answers ?? 0;
  const conversationId = answers > 0 ? (request?.conversationId ?? null) : null;
  const load = useCallback(
    () =>
      isWanted
        ? api.suggestPrompts(topico, { conversationId, model }).then(
            (suggestions) => suggestions.slice(0, MAX_SUGGESTIONS),
            () => NONE,
          )
        : Promise.resolve(NONE),
    // A new count of answers is not sent: it is what makes the loader fetch the next round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, topico, conversationId, model, isWanted, answers],
  );
  const loaded = useLoader(load, NONE, () => undefined);
  return { suggestions: isWanted ? loaded.data : NONE, isLoading: isWanted && loaded.isLoading };
}
