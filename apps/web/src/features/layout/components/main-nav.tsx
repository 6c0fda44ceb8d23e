import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

import { paths } from '../../../app/paths';
import { DATA_INTEGRATION_URL, USE_CASES_URL } from '../../../lib/external-links';

import { ContactEmailLink } from './contact-email-link';

type MainNavProps = {
  /** The user manual is a modal, not a page. */
  onOpenManual: () => void;
  /** Called after a link is followed (a mobile menu closes). */
  onNavigate?: () => void;
  className: string;
};

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'folio-nav__link folio-nav__link--active' : 'folio-nav__link';

/**
 * The sidebar's links (SPEC §2): extractor, files, chatbot, user manual, data integration, use
 * cases, contact, utilities. The same list is the menu of the horizontal layout.
 */
export function MainNav({ onOpenManual, onNavigate, className }: MainNavProps) {
  const { t } = useTranslation();
  const pages = [
    { to: paths.dashboard, icon: 'pi-home', label: t('shell.dashboard') },
    { to: paths.extractor, icon: 'pi-sitemap', label: t('shell.extractor') },
    { to: paths.files, icon: 'pi-folder', label: t('shell.files') },
    { to: paths.chatbot, icon: 'pi-comments', label: t('shell.chatbot') },
  ];
  return (
    <nav className={className} aria-label={t('shell.mainNavigation')}>
      <ul className="folio-nav">
        {pages.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} className={linkClass} onClick={onNavigate}>
              <i className={`pi ${page.icon}`} aria-hidden="true" />
              <span className="folio-nav__label">{page.label}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className="folio-nav__link" onClick={onOpenManual}>
            <i className="pi pi-book" aria-hidden="true" />
            <span className="folio-nav__label">{t('shell.userManual')}</span>
          </button>
        </li>
        <li>
          <a
            className="folio-nav__link"
            href={DATA_INTEGRATION_URL}
            target="_blank"
            rel="noreferrer"
          >
            <i className="pi pi-database" aria-hidden="true" />
            <span className="folio-nav__label">{t('shell.dataIntegration')}</span>
          </a>
        </li>
        <li>
          <a className="folio-nav__link" href={USE_CASES_URL} target="_blank" rel="noreferrer">
            <i className="pi pi-briefcase" aria-hidden="true" />
            <span className="folio-nav__label">{t('shell.useCases')}</span>
          </a>
        </li>
        <li>
          <ContactEmailLink className="folio-nav__link" label={t('shell.contact')} />
        </li>
        <li>
          <NavLink to={paths.utils} className={linkClass} onClick={onNavigate}>
            <i className="pi pi-wrench" aria-hidden="true" />
            <span className="folio-nav__label">{t('shell.utilities')}</span>
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
