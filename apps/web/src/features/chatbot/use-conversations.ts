import type { Conversation } from '@folio/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useNotices } from '../../components/notices/notices-context';
import { useLoader } from '../../lib/use-loader';

import { useChatbotApi } from './use-chatbot-api';

const NONE: Conversation[] = [];

/** A topic's conversations (SPEC §7 get conversation by topic): create, rename and delete. */
export function useConversations(topico: string) {
  const api = useChatbotApi();
  const { t } = useTranslation();
  const { notifyError, notifySuccess } = useNotices();
  const load = useCallback(() => api.listConversations(topico), [api, topico]);
  const list = useLoader(load, NONE, (error) => notifyError(error, 'errors.conversationRetrieval'));

  const create = useCallback(async (): Promise<Conversation | null> => {
    try {
      const conversation = await api.createConversation(topico);
      notifySuccess(t('notices.conversationCreated'));
      list.reload();
      return conversation;
    } catch (error) {
      notifyError(error, 'chatbot.failures.createConversation');
      return null;
    }
  }, [api, list, notifyError, notifySuccess, t, topico]);

  const rename = useCallback(
    async (conversation: Conversation, name: string) => {
      try {
        await api.renameConversation(topico, conversation.conversation_id, name);
        notifySuccess(t('notices.conversationRenamed'));
      } catch (error) {
        notifyError(error, 'errors.conversationUpdate');
      }
      list.reload();
    },
    [api, list, notifyError, notifySuccess, t, topico],
  );

  const remove = useCallback(
    async (conversation: Conversation) => {
      try {
        await api.deleteConversation(topico, conversation.conversation_id);
        notifySuccess(t('notices.conversationDeleted'));
      } catch (error) {
        notifyError(error, 'chatbot.failures.deleteConversation');
      }
      list.reload();
    },
    [api, list, notifyError, notifySuccess, t, topico],
  );

  return { ...list, create, rename, remove };
}
