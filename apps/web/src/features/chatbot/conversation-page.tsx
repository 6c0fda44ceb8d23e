import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { EmptyPage } from '../../components/empty-page';

/** A conversation within a topic (SPEC §2 /chatbot/run-topic/{id}). Its screen comes with its feature; until then, what will be here. */
export function ConversationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <EmptyPage
      icon="pi-comment"
      title={t('pages.conversation.title', { topic: id })}
      description={t('pages.conversation.description')}
    />
  );
}
