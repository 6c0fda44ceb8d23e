import { GLOBAL_SEARCH_TOPIC } from '@folio/core';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { ProgressBar } from 'primereact/progressbar';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { chatbotRunTopicPath } from '../../../app/paths';
import type { SearchHit } from '../storage-types';
import type { ContentSearchState } from '../use-content-search';

import { SearchHitItem } from './search-hit-item';

type ContentSearchPanelProps = {
  state: ContentSearchState;
  /** The open folder, offered as the narrower scope; absent in the all-files view. */
  folder?: { topico: string; name: string };
  folderName: (topico: string) => string;
  onSearch: (query: string, topico: string) => void;
  onOpen: (hit: SearchHit) => void;
  onClose: () => void;
};

/**
 * The advanced search (SPEC §2 "advanced search shows results and a link to the chatbot"): words
 * looked for inside the documents of every folder or of the open one; each result shows the
 * file, the page and the snippet, and opens the preview at that page.
 */
export function ContentSearchPanel({
  state,
  folder,
  folderName,
  onSearch,
  onOpen,
  onClose,
}: ContentSearchPanelProps) {
  const { t } = useTranslation();
  const queryId = useId();
  const scopeId = useId();
  const titleId = useId();
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState(GLOBAL_SEARCH_TOPIC);
  const scopes = [
    { value: GLOBAL_SEARCH_TOPIC, label: t('files.search.allFolders') },
    ...(folder
      ? [{ value: folder.topico, label: t('files.search.currentFolder', { folder: folder.name }) }]
      : []),
  ];
  const effectiveScope = scopes.some((option) => option.value === scope)
    ? scope
    : GLOBAL_SEARCH_TOPIC;
  return (
    <section className="files-content-search" aria-labelledby={titleId}>
      <header className="files-content-search-header">
        <h2 id={titleId}>{t('files.search.advanced')}</h2>
        <Button
          type="button"
          icon="pi pi-times"
          text
          rounded
          aria-label={t('files.search.close')}
          onClick={onClose}
        />
      </header>
      <form
        className="files-content-search-form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(query, effectiveScope);
        }}
      >
        <span className="folio-field">
          <label htmlFor={queryId}>{t('files.search.query')}</label>
          <InputText
            id={queryId}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </span>
        <span className="folio-field">
          <label htmlFor={scopeId}>{t('files.search.scope')}</label>
          <Dropdown
            inputId={scopeId}
            value={effectiveScope}
            options={scopes}
            onChange={(event) => setScope(event.value as string)}
          />
        </span>
        <Button
          type="submit"
          icon="pi pi-search"
          label={t('files.search.run')}
          disabled={query.trim() === ''}
          loading={state.status === 'searching'}
        />
      </form>
      {state.status === 'searching' ? (
        <ProgressBar mode="indeterminate" className="files-content-search-progress" />
      ) : null}
      {state.status === 'done' ? (
        <div className="files-content-results" aria-live="polite">
          <p>
            {state.hits.length === 0
              ? t('files.search.noResults')
              : t('files.search.results', { count: state.hits.length })}
          </p>
          {state.hits.length > 0 ? (
            <ol className="files-hits">
              {state.hits.map((hit) => (
                <SearchHitItem
                  key={`${hit.file.id}-${hit.page}`}
                  hit={hit}
                  folderName={folderName(hit.file.topico)}
                  onOpen={onOpen}
                />
              ))}
            </ol>
          ) : null}
          <Link className="files-chatbot-link" to={chatbotRunTopicPath(GLOBAL_SEARCH_TOPIC)}>
            <i className="pi pi-comments" aria-hidden="true" /> {t('files.search.chatbot')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
