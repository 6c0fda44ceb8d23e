import './layout.css';
import '../../components/primereact-accessibility';

import { useState, type ReactNode } from 'react';
import { useLocation, useNavigation, Outlet } from 'react-router-dom';

import { LoadingScreen } from '../../components/loading-screen';
import { SiteFooter } from '../../components/layout/site-footer';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';

import { MainNav } from './components/main-nav';
import { Preloader } from './components/preloader';
import { SettingsPanel } from './components/settings-panel';
import { Sidebar } from './components/sidebar';
import { TopBar } from './components/top-bar';
import type { ManualSlot } from './components/user-manual-dialog';
import { isMobileUserAgent, toggleSidebar, type SidebarState } from './layout-rules';
import { LayoutSettingsProvider, useLayoutSettings } from './layout-settings';
import { useTopBarHidden } from './use-top-bar-hidden';

/**
 * The signed-in chrome (SPEC §2 "Shared chrome") around the current screen: top bar, sidebar or
 * horizontal menu, footer, layout settings panel, user manual and preloader. `overlay` is drawn
 * above it all (the blocking terms modal).
 */
export function AppShell({ overlay, manual }: { overlay?: ReactNode; manual?: ManualSlot }) {
  return (
    <LayoutSettingsProvider>
      <ShellFrame overlay={overlay} manual={manual} />
    </LayoutSettingsProvider>
  );
}

function ShellFrame({ overlay, manual }: { overlay?: ReactNode; manual?: ManualSlot }) {
  const { settings, change } = useLayoutSettings();
  const isTopBarHidden = useTopBarHidden();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const [sidebar, setSidebar] = useState<SidebarState>({ isCollapsed: false, isMenuOpen: false });
  const [isManualOpen, setIsManualOpen] = useState(false);
  const [manualSection, setManualSection] = useState<string | undefined>();
  const isMobile = isMobileUserAgent(navigator.userAgent);
  const isVertical = settings.layoutType === 'vertical';
  const closeMenu = () => setSidebar((state) => ({ ...state, isMenuOpen: false }));
  const openManual = (section?: string) => {
    closeMenu();
    setManualSection(section);
    setIsManualOpen(true);
  };

  return (
    <div
      className="folio-shell"
      data-sidebar-collapsed={sidebar.isCollapsed || undefined}
      data-menu-open={sidebar.isMenuOpen || undefined}
    >
      <SkipLink />
      {settings.isPreloader && <Preloader key={pathname} />}
      <TopBar
        isHidden={isTopBarHidden}
        isSidebarOpen={sidebar.isMenuOpen || !sidebar.isCollapsed}
        showLogo={!isVertical}
        onToggleSidebar={() =>
          setSidebar((state) => toggleSidebar(state, { width: window.innerWidth, isMobile }))
        }
        onOpenSettings={() => change({ key: 'showRightSidebar', value: true })}
        help={manual && <manual.HelpButton onOpen={openManual} />}
      />
      {isVertical ? (
        <Sidebar onOpenManual={() => openManual()} onNavigate={closeMenu} />
      ) : (
        <MainNav className="folio-hnav" onOpenManual={() => openManual()} onNavigate={closeMenu} />
      )}
      {sidebar.isMenuOpen && (
        <div className="folio-shell__backdrop" aria-hidden="true" onClick={closeMenu} />
      )}
      <div className="folio-shell__content">
        <main id={MAIN_CONTENT_ID} className="folio-shell__main" tabIndex={-1}>
          {navigation.state === 'loading' ? <LoadingScreen /> : <Outlet />}
        </main>
        <SiteFooter />
      </div>
      <SettingsPanel />
      {manual && (
        <manual.Dialog
          isOpen={isManualOpen}
          section={manualSection}
          onClose={() => setIsManualOpen(false)}
        />
      )}
      {overlay}
    </div>
  );
}
