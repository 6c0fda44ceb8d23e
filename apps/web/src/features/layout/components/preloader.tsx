import { PRELOADER_MS } from '@folio/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The preloader of the layout settings: when enabled it covers the page for 2.5 s (SPEC §4, §9).
 * The shell mounts it afresh for each page, keyed by the path.
 */
export function Preloader() {
  const { t } = useTranslation();
  const [isDone, setIsDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsDone(true), PRELOADER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (isDone) {
    return null;
  }
  return (
    <div className="folio-preloader" role="status" aria-live="polite">
      <i className="pi pi-spin pi-spinner folio-preloader__icon" aria-hidden="true" />
      <span className="folio-visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
