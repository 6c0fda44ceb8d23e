import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../app/paths';
import { LanguageSwitch } from '../../../components/language-switch';
import { useDisplayUsername } from '../use-display-username';
import { useLogout } from '../use-logout';

/**
 * The user menu (SPEC §2): the display username, and, when opened, the profile, the language
 * choice and logout. Closes on Escape and on a click outside.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const name = useDisplayUsername();
  const logout = useLogout();
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) {
      return undefined;
    }
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setIsOpen(false);
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) {
        setIsOpen(false);
      }
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [isOpen]);

  return (
    <div className="folio-user-menu" ref={root}>
      <button
        type="button"
        className="folio-topbar__button folio-user-menu__toggle"
        aria-haspopup="true"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={`${t('shell.userMenu')}: ${name}`}
        onClick={() => setIsOpen((open) => !open)}
      >
        <i className="pi pi-user" aria-hidden="true" />
        <span className="folio-user-menu__name">{name}</span>
        <i className="pi pi-angle-down" aria-hidden="true" />
      </button>
      {isOpen && (
        <div className="folio-user-menu__panel" id={menuId}>
          <Link
            className="folio-user-menu__item"
            to={paths.profile}
            onClick={() => setIsOpen(false)}
          >
            <i className="pi pi-id-card" aria-hidden="true" />
            {t('shell.profile')}
          </Link>
          <div className="folio-user-menu__language">
            <LanguageSwitch />
          </div>
          <button type="button" className="folio-user-menu__item" onClick={() => void logout()}>
            <i className="pi pi-sign-out" aria-hidden="true" />
            {t('shell.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
