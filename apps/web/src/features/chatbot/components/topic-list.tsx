import type { Topic } from '@folio/core';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { chatbotRunTopicPath } from '../../../app/paths';

import { TopicStatusTag } from './topic-status-tag';

/**
 * The topics as a list of cards (SPEC §2 chatbot list): name (opens the conversation screen),
 * type, description, file count, status label, and delete. Cards rather than a table, so a
 * phone's 390 px never scrolls sideways.
 */
export function TopicList({
  topics,
  onDelete,
}: {
  topics: readonly Topic[];
  onDelete: (topic: Topic) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="chatbot-topics" aria-label={t('chatbot.topics.title')}>
      {topics.map((topic) => (
        <li key={topic.id} className="chatbot-topic">
          <div className="chatbot-topic-head">
            <Link
              to={chatbotRunTopicPath(topic.topico)}
              aria-label={t('chatbot.topics.open', { name: topic.topico })}
            >
              <i className="pi pi-comments" aria-hidden="true" /> {topic.topico}
            </Link>
            <TopicStatusTag status={topic.status} />
          </div>
          <p className="chatbot-topic-description">{topic.descripcion}</p>
          <dl className="chatbot-topic-facts">
            <div>
              <dt>{t('chatbot.topics.kind')}</dt>
              <dd>{t(`chatbot.kinds.${topic.config_chatbot}`)}</dd>
            </div>
            <div>
              <dt>{t('chatbot.topics.files')}</dt>
              <dd>{topic.file_count}</dd>
            </div>
            <div>
              <dt>{t('chatbot.conversations.title')}</dt>
              <dd>{t('chatbot.topics.conversations', { count: topic.conversation_count })}</dd>
            </div>
          </dl>
          {topic.is_global ? null : (
            <Button
              type="button"
              icon="pi pi-trash"
              text
              severity="danger"
              className="chatbot-topic-delete"
              aria-label={t('chatbot.topics.delete', { name: topic.topico })}
              onClick={() => onDelete(topic)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
