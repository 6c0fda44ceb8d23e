import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../app/paths';

const STEPS = [
  { key: 'upload', icon: 'pi-upload', to: paths.files },
  { key: 'configure', icon: 'pi-cog', to: paths.extractorNew },
  { key: 'chat', icon: 'pi-comments', to: paths.chatbotNewTopic },
] as const;

/**
 * The dashboard of a new account (issue 13): no figures yet, the three first steps instead, each
 * with a link to the screen where it is taken.
 */
export function FirstSteps() {
  const { t } = useTranslation();
  return (
    <section className="dashboard-first-steps" aria-labelledby="dashboard-first-steps-title">
      <h2 id="dashboard-first-steps-title" className="dashboard-section__title">
        {t('dashboard.firstSteps.title')}
      </h2>
      <p className="dashboard-first-steps__intro">{t('dashboard.firstSteps.intro')}</p>
      <ol className="dashboard-first-steps__list">
        {STEPS.map((step) => (
          <li key={step.key} className="dashboard-step">
            <i className={`pi ${step.icon} dashboard-step__icon`} aria-hidden="true" />
            <h3 className="dashboard-step__title">{t(`dashboard.firstSteps.${step.key}.title`)}</h3>
            <p className="dashboard-step__description">
              {t(`dashboard.firstSteps.${step.key}.description`)}
            </p>
            <Link className="dashboard-step__link p-button" to={step.to}>
              {t(`dashboard.firstSteps.${step.key}.link`)}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
