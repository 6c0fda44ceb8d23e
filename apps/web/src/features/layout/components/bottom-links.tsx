import { useTranslation } from 'react-i18next';

import {
  DATA_INTEGRATION_URL,
  MESSAGING_URL,
  PRODUCT_WEBSITE_URL,
  USE_CASES_URL,
} from '../../../lib/external-links';

import { ContactEmailLink } from './contact-email-link';

/**
 * The sidebar's bottom links (SPEC §2): user manual modal, data integration page, product
 * website, use cases page, contact e-mail (click copies it) and a messaging-app link.
 */
export function BottomLinks({ onOpenManual }: { onOpenManual: () => void }) {
  const { t } = useTranslation();
  const external = [
    { href: DATA_INTEGRATION_URL, icon: 'pi-database', label: t('shell.dataIntegration') },
    { href: PRODUCT_WEBSITE_URL, icon: 'pi-globe', label: t('shell.productWebsite') },
    { href: USE_CASES_URL, icon: 'pi-briefcase', label: t('shell.useCases') },
  ];
  return (
    <nav className="folio-bottom-links" aria-label={t('shell.usefulLinks')}>
      <button type="button" className="folio-bottom-links__item" onClick={onOpenManual}>
        <i className="pi pi-book" aria-hidden="true" />
        <span className="folio-nav__label">{t('shell.userManual')}</span>
      </button>
      {external.map((link) => (
        <a
          key={link.href}
          className="folio-bottom-links__item"
          href={link.href}
          target="_blank"
          rel="noreferrer"
        >
          <i className={`pi ${link.icon}`} aria-hidden="true" />
          <span className="folio-nav__label">{link.label}</span>
        </a>
      ))}
      <ContactEmailLink className="folio-bottom-links__item" label={t('shell.contact')} />
      <a className="folio-bottom-links__item" href={MESSAGING_URL} target="_blank" rel="noreferrer">
        <i className="pi pi-whatsapp" aria-hidden="true" />
        <span className="folio-nav__label">{t('shell.messaging')}</span>
      </a>
    </nav>
  );
}
