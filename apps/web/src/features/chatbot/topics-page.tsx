import { useTranslation } from 'react-i18next';

import { EmptyPage } from '../../components/empty-page';

/** The chatbot topic list (SPEC §2 /chatbot). Its screen comes with its feature; until then, what will be here. */
export function TopicsPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      icon="pi-comments"
      title={t('pages.chatbot.title')}
      description={t('pages.chatbot.description')}
    />
  );
}
