import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

import { manualSectionFor, type ManualSection } from './manual-sections';

/**
 * The `?` of the top bar (issue 13): opens the user manual at the section that explains the
 * current screen, chosen from the route, so no screen needs a button of its own.
 */
export function HelpButton({ onOpen }: { onOpen: (section: ManualSection) => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const section = manualSectionFor(pathname);
  return (
    <button
      type="button"
      className="folio-topbar__button"
      aria-label={t('manual.help', { section: t(`manual.sections.${section}.title`) })}
      aria-haspopup="dialog"
      onClick={() => onOpen(section)}
    >
      <i className="pi pi-question-circle" aria-hidden="true" />
    </button>
  );
}
