import { useTranslation } from 'react-i18next';

import { EmptyPage } from '../../components/empty-page';

/** Creating a chatbot topic (SPEC §2 /chatbot/new-topic), behind the demo blocker. Its screen comes with its feature; until then, what will be here. */
export function NewTopicPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      icon="pi-plus-circle"
      title={t('pages.newTopic.title')}
      description={t('pages.newTopic.description')}
    />
  );
}
