import type { HistoryItem } from '@folio/core';
import { useCallback, useState } from 'react';

import { useNotices } from '../../components/notices/notices-context';
import { useLoader } from '../../lib/use-loader';

import { useChatbotApi } from './use-chatbot-api';

const NONE: HistoryItem[] = [];

/**
 * The messages of a conversation (SPEC §7 get history), oldest first, plus the answers that
 * arrived since it was loaded (`add`), so a finished answer joins the list without a reload and
 * replaces a copy of it that was still being written when the history was read.
 */
export function useHistory(topico: string, conversationId: string | null) {
  const api = useChatbotApi();
  const { notifyError } = useNotices();
  const load = useCallback(
    () => (conversationId ? api.getHistory(topico, conversationId) : Promise.resolve(NONE)),
    [api, conversationId, topico],
  );
  const loaded = useLoader(load, NONE, (error) => notifyError(error, 'errors.conversationHistory'));
  const [added, setAdded] = useState<{ conversationId: string | null; items: HistoryItem[] }>({
    conversationId,
    items: [],
  });
  const extra = added.conversationId === conversationId ? added.items : NONE;
  // An answer that arrived whole replaces the copy a load may have caught mid-stream.
  const fresh = new Map(extra.map((item) => [item.message_id, item]));
  const known = new Set(loaded.data.map((item) => item.message_id));
  const items = [
    ...loaded.data.map((item) => fresh.get(item.message_id) ?? item),
    ...extra.filter((item) => !known.has(item.message_id)),
  ];

  const add = useCallback(
    (item: HistoryItem) =>
      setAdded((last) => ({
        conversationId: item.conversation_id,
        items: last.conversationId === item.conversation_id ? [...last.items, item] : [item],
      })),
    [],
  );
  return { items, isLoading: loaded.isLoading, add };
}
