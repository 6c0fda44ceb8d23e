import { useCallback } from 'react';

import { useNotices } from '../../components/notices/notices-context';
import { useLoader } from '../../lib/use-loader';

import type { TopicTable } from './chatbot-api';
import { useChatbotApi } from './use-chatbot-api';

const NONE: TopicTable[] = [];

/**
 * The tables of an accounting topic (issue 12), fetched again whenever `topic` changes (a reload
 * after a training brings new sheets); none, and nothing fetched, while `topic` is `null`.
 */
export function useTopicTables(topico: string, topic: object | null) {
  const api = useChatbotApi();
  const { notifyError } = useNotices();
  const isWanted = topic !== null;
  const load = useCallback(
    () => (isWanted ? api.listTables(topico) : Promise.resolve(NONE)),
    // `topic` is not read: a new one is what makes the loader fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, topico, isWanted, topic],
  );
  return useLoader(load, NONE, (error) => notifyError(error, 'chatbot.failures.tables'));
}
