import type { Configuration } from '@folio/core';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { extractorResultsPath, extractorRunPath } from '../../../app/paths';

/** A configuration's actions (SPEC §2): view, results, run, delete. */
export function ConfigurationActions({
  configuration,
  onView,
  onDelete,
}: {
  configuration: Configuration;
  onView: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const name = configuration.name;
  return (
    <span className="extractor-row-actions">
      <Button
        type="button"
        icon="pi pi-eye"
        text
        rounded
        aria-label={t('extractor.list.view', { name })}
        onClick={onView}
      />
      <Link
        className="p-button p-button-text p-button-rounded p-button-icon-only"
        to={extractorResultsPath(name)}
        aria-label={t('extractor.list.results', { name })}
      >
        <i className="pi pi-table" aria-hidden="true" />
      </Link>
      <Link
        className="p-button p-button-text p-button-rounded p-button-icon-only"
        to={extractorRunPath(name)}
        aria-label={t('extractor.list.run', { name })}
      >
        <i className="pi pi-play" aria-hidden="true" />
      </Link>
      <Button
        type="button"
        icon="pi pi-trash"
        text
        rounded
        severity="danger"
        aria-label={t('extractor.list.delete', { name })}
        onClick={onDelete}
      />
    </span>
  );
}
