import { useTranslation } from 'react-i18next';

import { EmptyPage } from '../../components/empty-page';

/** The dashboard (SPEC §2): activity by period; its figures come with the dashboard feature. Its screen comes with its feature; until then, what will be here. */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      icon="pi-chart-bar"
      title={t('pages.dashboard.title')}
      description={t('pages.dashboard.description')}
    />
  );
}
