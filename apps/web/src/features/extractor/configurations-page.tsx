import type { Configuration } from '@folio/core';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../app/paths';

import './extractor.css';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { ConfigurationActions } from './list/configuration-actions';
import { ConfigurationDetailsDialog } from './list/configuration-details-dialog';
import { ConfigurationTable } from './list/configuration-table';
import { filterConfigurations } from './list/filter-configurations';
import { useConfigurations } from './list/use-configurations';

type Dialog = { type: 'view' | 'delete'; configuration: Configuration } | null;

/**
 * The list of configurations (SPEC §2 /extractor): search, new, view, results, run and delete
 * (after a confirmation), with loading and empty states.
 */
export function ConfigurationsPage() {
  const { t } = useTranslation();
  const configurations = useConfigurations();
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const shown = filterConfigurations(configurations.data, query, t);
  const isFiltered = query.trim() !== '';

  return (
    <div className="extractor-page">
      <header className="extractor-header">
        <h1>{t('extractor.list.title')}</h1>
        <span className="extractor-header-actions">
          <Link className="p-button p-button-outlined" to={paths.extractorLastConfigs}>
            <i className="pi pi-history" aria-hidden="true" />
            <span>{t('extractor.lastConfigs.title')}</span>
          </Link>
          <Link className="p-button" to={paths.extractorNew}>
            <i className="pi pi-plus" aria-hidden="true" />
            <span>{t('extractor.list.new')}</span>
          </Link>
        </span>
      </header>
      <IconField iconPosition="left" className="extractor-search">
        <InputIcon className="pi pi-search" />
        <InputText
          type="search"
          value={query}
          placeholder={t('extractor.list.search')}
          aria-label={t('extractor.list.search')}
          onChange={(event) => setQuery(event.target.value)}
        />
      </IconField>
      <ConfigurationTable
        configurations={shown}
        isLoading={configurations.isLoading}
        empty={
          <div className="extractor-empty">
            <i
              className={`pi ${isFiltered ? 'pi-filter-slash' : 'pi-sitemap'}`}
              aria-hidden="true"
            />
            <p>{isFiltered ? t('extractor.list.noMatch') : t('extractor.list.empty')}</p>
            {isFiltered ? null : (
              <Link to={paths.extractorNew}>{t('extractor.list.createFirst')}</Link>
            )}
          </div>
        }
        actions={(configuration) => (
          <ConfigurationActions
            configuration={configuration}
            onView={() => setDialog({ type: 'view', configuration })}
            onDelete={() => setDialog({ type: 'delete', configuration })}
          />
        )}
      />
      {dialog?.type === 'view' ? (
        <ConfigurationDetailsDialog
          configuration={dialog.configuration}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.type === 'delete' ? (
        <ConfirmDeleteDialog
          title={t('extractor.confirmDelete')}
          message={t('extractor.list.confirmDelete', { name: dialog.configuration.name })}
          onConfirm={() => void configurations.remove(dialog.configuration)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
