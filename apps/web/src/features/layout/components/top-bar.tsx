import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { LogoLink } from './logo-link';
import { UserMenu } from './user-menu';

type TopBarProps = {
  isHidden: boolean;
  isSidebarOpen: boolean;
  showLogo: boolean;
  onToggleSidebar: () => void;
  onOpenSettings: () => void;
  /** The `?` that opens the user manual at this screen's section (supplied by app/). */
  help?: ReactNode;
};

/**
 * The top bar (SPEC §2): the sidebar toggle, the logo in the horizontal layout, the layout
 * settings and the user menu. It slides away while the page scrolls down past 50 px.
 */
export function TopBar({
  isHidden,
  isSidebarOpen,
  showLogo,
  onToggleSidebar,
  onOpenSettings,
  help,
}: TopBarProps) {
  const { t } = useTranslation();
  return (
    <header className={isHidden ? 'folio-topbar folio-topbar--hidden' : 'folio-topbar'}>
      <button
        type="button"
        className="folio-topbar__button folio-topbar__toggle"
        aria-label={t('shell.toggleSidebar')}
        aria-controls="folio-sidebar"
        aria-expanded={isSidebarOpen}
        onClick={onToggleSidebar}
      >
        <i className="pi pi-bars" aria-hidden="true" />
      </button>
      {showLogo && <LogoLink />}
      <div className="folio-topbar__end">
        {help}
        <button
          type="button"
          className="folio-topbar__button"
          aria-label={t('layout.open')}
          onClick={onOpenSettings}
        >
          <i className="pi pi-cog" aria-hidden="true" />
        </button>
        <UserMenu />
      </div>
    </header>
  );
}
