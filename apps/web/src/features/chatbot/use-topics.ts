import type { Topic } from '@folio/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useNotices } from '../../components/notices/notices-context';
import { useLoader } from '../../lib/use-loader';

import { useChatbotApi } from './use-chatbot-api';

const NONE: Topic[] = [];

/** The user's topics (SPEC §7 get topics) and deleting one. */
export function useTopics() {
  const api = useChatbotApi();
  const { t } = useTranslation();
  const { notifyError, notifySuccess } = useNotices();
  const load = useCallback(() => api.listTopics(), [api]);
  const list = useLoader(load, NONE, (error) => notifyError(error, 'errors.topicRetrieval'));

  const remove = useCallback(
    async (topic: Topic) => {
      try {
        await api.deleteTopic(topic.topico);
        notifySuccess(t('notices.topicDeleted'));
      } catch (error) {
        notifyError(error, 'errors.topicDeletion');
      }
      // SPEC §4: after topic creation, deletion or training, topics reload.
      list.reload();
    },
    [api, list, notifyError, notifySuccess, t],
  );

  return { ...list, remove };
}
