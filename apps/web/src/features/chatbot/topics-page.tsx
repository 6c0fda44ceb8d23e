import { GLOBAL_SEARCH_TOPIC, type Topic } from '@folio/core';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { ProgressBar } from 'primereact/progressbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { chatbotRunTopicPath, paths } from '../../app/paths';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';

import './chatbot.css';
import { TopicList } from './components/topic-list';
import { filterTopics } from './filter-topics';
import { useTopics } from './use-topics';

/**
 * The chatbot's topics (SPEC §2 /chatbot): search, new topic, the global search, each topic
 * with its type, description, files and status, delete after a confirmation, and an empty state
 * that leads to creating the first one.
 */
export function TopicsPage() {
  const { t } = useTranslation();
  const topics = useTopics();
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<Topic | null>(null);
  const shown = filterTopics(topics.data, query);
  const isFiltered = query.trim() !== '';

  return (
    <div className="chatbot-page">
      <header className="chatbot-header">
        <h1>{t('chatbot.topics.title')}</h1>
        <span className="chatbot-header-actions">
          <Link
            className="p-button p-button-outlined"
            to={chatbotRunTopicPath(GLOBAL_SEARCH_TOPIC)}
          >
            <i className="pi pi-search" aria-hidden="true" />
            <span>{t('chatbot.topics.globalSearch')}</span>
          </Link>
          <Link className="p-button" to={paths.chatbotNewTopic}>
            <i className="pi pi-plus" aria-hidden="true" />
            <span>{t('chatbot.topics.new')}</span>
          </Link>
        </span>
      </header>
      <IconField iconPosition="left" className="chatbot-search">
        <InputIcon className="pi pi-search" />
        <InputText
          type="search"
          value={query}
          aria-label={t('chatbot.topics.search')}
          placeholder={t('chatbot.topics.search')}
          onChange={(event) => setQuery(event.target.value)}
        />
      </IconField>
      {topics.isLoading && topics.data.length === 0 ? (
        <ProgressBar mode="indeterminate" aria-label={t('common.loading')} />
      ) : shown.length > 0 ? (
        <TopicList topics={shown} onDelete={setDeleting} />
      ) : (
        <div className="chatbot-empty">
          <i
            className={`pi ${isFiltered ? 'pi-filter-slash' : 'pi-comments'}`}
            aria-hidden="true"
          />
          <p>{isFiltered ? t('chatbot.topics.noMatches') : t('chatbot.topics.empty')}</p>
          {isFiltered ? null : (
            <Link to={paths.chatbotNewTopic}>{t('chatbot.topics.emptyAction')}</Link>
          )}
        </div>
      )}
      {deleting ? (
        <ConfirmDeleteDialog
          title={t('chatbot.topics.delete', { name: deleting.topico })}
          message={t('chatbot.topics.confirmDelete', { name: deleting.topico })}
          onConfirm={() => void topics.remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}
