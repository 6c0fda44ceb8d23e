import { useCallback } from 'react';

import { useLoader } from '../../lib/use-loader';

import { useChatbotApi } from './use-chatbot-api';

const NONE: string[] = [];

/**
 * The SQL questions of an accounting topic (SPEC §7), as suggestions: fetched once per topic with
 * SPEC §4's recreate-and-retry; none while `isWanted` is false. They are only a help: a failure
 * gives none, never an error notice.
 */
export function useSqlQuestions(topico: string, isWanted: boolean) {
  const api = useChatbotApi();
  const load = useCallback(
    () => (isWanted ? api.listSqlQuestions(topico).catch(() => NONE) : Promise.resolve(NONE)),
    [api, topico, isWanted],
  );
  const loaded = useLoader(load, NONE, () => undefined);
  return { suggestions: loaded.data, isLoading: isWanted && loaded.isLoading };
}
