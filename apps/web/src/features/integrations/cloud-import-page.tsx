import './integrations.css';

import { INTEGRATION_PROVIDER_NAMES, isIntegrationProvider } from '@folio/core';
import type { CloudItem, IntegrationProvider } from '@folio/sdk';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';

import { paths } from '../../app/paths';
import { LoadingScreen } from '../../components/loading-screen';
import { useNotices } from '../../components/notices/notices-context';

import { CloudTrail, FolderButton } from './components/cloud-trail';
import { ImportProgress, type AfterImport } from './components/import-progress';
import { MoreItemsButton } from './components/more-items-button';
import { useCloudListing, useImportProgress } from './use-cloud-import';
import { useIntegrations } from './use-integrations';

/**
 * Import from a cloud account into Files (SPEC §1 Files "import from a cloud drive and from a
 * document-sharing service"; issue 14): the last 30 files (SPEC §9), folders to open, a search
 * by name, several files picked, the Files folder to land in, and each file's progress. SPEC §5:
 * an import needs at least one selected file. `afterImport` is what the app offers for the files
 * an import landed (train a topic, run a configuration): features do not import each other.
 */
export function CloudImportPage({ afterImport }: { afterImport?: AfterImport } = {}) {
  const { provider: raw } = useParams();
  const provider = isIntegrationProvider(raw) ? raw : 'google-drive';
  const { t } = useTranslation();
  const { api, integrations } = useIntegrations();
  const account = integrations?.find((each) => each.provider === provider);
  const providerName = t(INTEGRATION_PROVIDER_NAMES[provider]);

  return (
    <div className="cloud-import">
      <h1>{t('integrations.import.heading', { provider: providerName })}</h1>
      <Link to={paths.files}>{t('integrations.import.back')}</Link>
      {integrations === null ? (
        <LoadingScreen />
      ) : !account?.configured ? (
        <p role="status">{t('integrations.notConfigured')}</p>
      ) : !account.connected ? (
        <p role="status">
          {t('integrations.notConnectedHint', { provider: providerName })}{' '}
          <Link to={paths.profile}>{t('integrations.goToProfile')}</Link>
        </p>
      ) : (
        <CloudBrowser api={api} provider={provider} afterImport={afterImport} />
      )}
    </div>
  );
}

function CloudBrowser({
  api,
  provider,
  afterImport,
}: {
  api: ReturnType<typeof useIntegrations>['api'];
  provider: IntegrationProvider;
  afterImport: AfterImport | undefined;
}) {
  const { t } = useTranslation();
  const { notifyError } = useNotices();
  const [params] = useSearchParams();
  const listing = useCloudListing(api, provider);
  const progress = useImportProgress(api);
  const [selected, setSelected] = useState<Map<string, CloudItem>>(new Map());
  const [folder, setFolder] = useState(params.get('folder') ?? '');
  const [searchText, setSearchText] = useState('');
  const [isMissingSelection, setMissingSelection] = useState(false);

  const toggle = (item: CloudItem) => {
    const next = new Map(selected);
    if (next.has(item.id)) {
      next.delete(item.id);
    } else {
      next.set(item.id, item);
    }
    setSelected(next);
    setMissingSelection(false);
  };

  const start = async () => {
    if (selected.size === 0) {
      setMissingSelection(true);
      return;
    }
    try {
      const cloudImport = await api.importItems(provider, [...selected.keys()], {
        folder: folder.trim(),
      });
      progress.follow(cloudImport.started);
      setSelected(new Map());
    } catch (error) {
      notifyError(error, 'integrations.failures.import');
    }
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    listing.find(searchText);
  };

  return (
    <>
      <form className="cloud-import__bar" role="search" onSubmit={submitSearch}>
        <label htmlFor="cloud-search">{t('integrations.import.search')}</label>
        <InputText
          id="cloud-search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <Button type="submit" icon="pi pi-search" label={t('integrations.import.searchButton')} />
      </form>
      <CloudTrail
        label={t('integrations.import.recent')}
        trail={listing.trail}
        onGoTo={listing.goTo}
      />
      <h2>{listing.search ?? listing.trail.at(-1)?.name ?? t('integrations.import.recent')}</h2>
      {listing.items === null || listing.isLoading ? (
        <LoadingScreen />
      ) : listing.items.length === 0 ? (
        <p>{t('integrations.import.empty')}</p>
      ) : (
        <ul className="cloud-import__items">
          {listing.items.map((item) => (
            <li key={item.id} className="cloud-import__item">
              {item.kind === 'folder' ? (
                <FolderButton
                  name={item.name}
                  onOpen={() => listing.open({ id: item.id, name: item.name })}
                />
              ) : (
                <>
                  <Checkbox
                    inputId={`cloud-${item.id}`}
                    checked={selected.has(item.id)}
                    onChange={() => toggle(item)}
                  />
                  <label htmlFor={`cloud-${item.id}`}>{item.name}</label>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <MoreItemsButton listing={listing} />
      <div className="cloud-import__bar">
        <label htmlFor="cloud-folder">{t('integrations.import.folder')}</label>
        <InputText
          id="cloud-folder"
          value={folder}
          onChange={(event) => setFolder(event.target.value)}
        />
        <span role="status">{t('integrations.import.selected', { count: selected.size })}</span>
        <Button
          type="button"
          icon="pi pi-download"
          label={t('integrations.import.start')}
          onClick={() => void start()}
        />
      </div>
      {isMissingSelection && (
        <p className="cloud-import__error" role="alert">
          {t('integrations.import.noneSelected')}
        </p>
      )}
      {progress.current && <ImportProgress progress={progress.current} afterImport={afterImport} />}
    </>
  );
}
