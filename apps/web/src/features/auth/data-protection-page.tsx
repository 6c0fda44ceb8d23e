import { useTranslation } from 'react-i18next';

import { SUPPORT_EMAIL } from '../../lib/external-links';

const MARK = '\u0000';

const SECTIONS = [
  { key: 'anonymisation', icon: 'pi-eye-slash' },
  { key: 'minimisation', icon: 'pi-filter' },
  { key: 'isolation', icon: 'pi-shield' },
  { key: 'gdpr', icon: 'pi-verified' },
] as const;

/**
 * The data protection page (SPEC §1): anonymisation, minimisation, isolation from the language
 * model and GDPR, as DECISIONS.md "Artificial intelligence" has Folio do them.
 */
export function DataProtectionPage() {
  const { t } = useTranslation();
  // The address is a link inside the sentence: the sentence is split where it goes.
  const [contactBefore, contactAfter] = t('dataProtection.contact', { email: MARK }).split(MARK);
  return (
    <article className="folio-article" aria-labelledby="data-protection-title">
      <h1 id="data-protection-title">{t('dataProtection.title')}</h1>
      <p className="folio-article__lead">{t('dataProtection.intro')}</p>
      {SECTIONS.map((section) => (
        <section key={section.key} className="folio-article__section">
          <h2>
            <i className={`pi ${section.icon}`} aria-hidden="true" />
            {t(`dataProtection.${section.key}.title`)}
          </h2>
          <p>{t(`dataProtection.${section.key}.body`)}</p>
        </section>
      ))}
      <p>
        {contactBefore}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        {contactAfter}
      </p>
    </article>
  );
}
