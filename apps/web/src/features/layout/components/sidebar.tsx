import { useTranslation } from 'react-i18next';

import { BottomLinks } from './bottom-links';
import { LogoLink } from './logo-link';
import { MainNav } from './main-nav';

/** The vertical layout's sidebar: logo, links and bottom links (SPEC §2). */
export function Sidebar({
  onOpenManual,
  onNavigate,
}: {
  onOpenManual: () => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <aside className="folio-sidebar" id="folio-sidebar" aria-label={t('shell.sidebar')}>
      <div className="folio-sidebar__brand">
        <LogoLink />
      </div>
      <MainNav className="folio-sidebar__nav" onOpenManual={onOpenManual} onNavigate={onNavigate} />
      <BottomLinks onOpenManual={onOpenManual} />
    </aside>
  );
}
