import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of each layout's `<main>`, where the skip link sends the focus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content" (WCAG 2.4.1): the first stop of the keyboard on every screen, hidden until it
 * has the focus, so a keyboard user reaches the screen without going through the menus first.
 * The `<main>` it points at takes the focus (tabIndex -1); the URL keeps no hash, so the router
 * sees no navigation.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a className="folio-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('common.skipToContent')}
    </a>
  );
}
