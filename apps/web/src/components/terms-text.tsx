import { formatDate, TERMS_LAST_UPDATED } from '@folio/core';
import { useTranslation } from 'react-i18next';

const SECTIONS = ['account', 'content', 'data', 'ai', 'use', 'changes'] as const;

/** The terms and conditions (SPEC §2, last updated 16 July 2025 by SPEC §9). */
export function TermsText() {
  const { t } = useTranslation();
  return (
    <div className="folio-terms-text">
      <p className="folio-terms-text__updated">
        {t('terms.lastUpdated', { date: formatDate(TERMS_LAST_UPDATED) })}
      </p>
      <p>{t('terms.intro')}</p>
      {SECTIONS.map((section) => (
        <section key={section}>
          <h2>{t(`terms.sections.${section}.title`)}</h2>
          <p>{t(`terms.sections.${section}.body`)}</p>
        </section>
      ))}
    </div>
  );
}
