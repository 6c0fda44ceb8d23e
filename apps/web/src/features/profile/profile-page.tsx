import { useTranslation } from 'react-i18next';

import { EmptyPage } from '../../components/empty-page';

/** The user profile (SPEC §2); the profile form comes with its feature. Its screen comes with its feature; until then, what will be here. */
export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      icon="pi-user"
      title={t('pages.profile.title')}
      description={t('pages.profile.description')}
    />
  );
}
