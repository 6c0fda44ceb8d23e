import { GLOBAL_SEARCH_TOPIC, type Citation, type Conversation } from '@folio/core';
import { ProgressBar } from 'primereact/progressbar';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { paths } from '../../app/paths';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { useNotices } from '../../components/notices/notices-context';
import { useLoader } from '../../lib/use-loader';

import './chatbot.css';
import './conversation-tools.css';
import './accounting-tables.css';
import { useCitationPreview } from './citation-preview';
import { AddFilesPanel } from './components/add-files-panel';
import { ConversationList } from './components/conversation-list';
import { ConversationView } from './components/conversation-view';
import { RenameConversationDialog } from './components/rename-conversation-dialog';
import { TopicTables } from './components/topic-tables';
import { useChatbotApi } from './use-chatbot-api';
import { useConversations } from './use-conversations';
import { useTopicTables } from './use-topic-tables';

type Dialog = { type: 'rename' | 'delete'; conversation: Conversation } | null;

/**
 * A topic's conversations (SPEC §2 /chatbot/run-topic/{id}, `id` the topic's name;
 * `BUSQUEDA_GLOBAL` searches all of the user's files): the conversations with new, rename and
 * delete, the open one's messages and answers with their sources, and adding files to the topic;
 * an accounting topic's tables below (issue 12).
 */
export function ConversationPage() {
  const { t } = useTranslation();
  const { id: topico = '' } = useParams();
  const api = useChatbotApi();
  const { notifyError } = useNotices();
  const isGlobal = topico === GLOBAL_SEARCH_TOPIC;
  const loadTopic = useCallback(() => api.getTopic(topico), [api, topico]);
  const topic = useLoader(loadTopic, null, (error) => notifyError(error, 'errors.topicRetrieval'));
  const conversations = useConversations(topico);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [isAnswering, setIsAnswering] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [citation, setCitation] = useState<Citation | null>(null);
  const renderCitationPreview = useCitationPreview();
  const kind = topic.data?.topic.config_chatbot ?? 'documental';
  const isAccounting = kind === 'estructurado';
  const tables = useTopicTables(topico, isAccounting ? topic.data : null);
  const openId = selectedId ?? conversations.data[0]?.conversation_id ?? null;

  const startConversation = useCallback(async () => {
    const created = await conversations.create();
    if (created) {
      setSelectedId(created.conversation_id);
    }
    return created;
  }, [conversations]);

  return (
    <div className="chatbot-page">
      <header className="chatbot-header">
        <h1>
          {isGlobal
            ? t('chatbot.conversation.globalTitle')
            : t('chatbot.conversation.title', { topic: topico })}
        </h1>
        <Link to={paths.chatbot}>{t('common.back')}</Link>
      </header>
      {topic.isLoading && topic.data === null ? (
        <ProgressBar mode="indeterminate" aria-label={t('common.loading')} />
      ) : (
        <div className="chatbot-layout">
          <aside className="chatbot-side">
            <ConversationList
              conversations={conversations.data}
              selectedId={openId}
              isLocked={isAnswering}
              onNew={() => void startConversation()}
              onOpen={(conversation) => setSelectedId(conversation.conversation_id)}
              onRename={(conversation) => setDialog({ type: 'rename', conversation })}
              onDelete={(conversation) => setDialog({ type: 'delete', conversation })}
            />
            {isGlobal ? null : (
              <AddFilesPanel topico={topico} kind={kind} onTrained={topic.reload} />
            )}
          </aside>
          <ConversationView
            key={`${topico}-${kind}`}
            topico={topico}
            kind={kind}
            conversationId={openId}
            masked={
              conversations.data.find((entry) => entry.conversation_id === openId)?.masked ?? []
            }
            onNeedConversation={startConversation}
            onAnswered={conversations.reload}
            onAnsweringChange={setIsAnswering}
            onOpenCitation={setCitation}
          />
        </div>
      )}
      {isAccounting ? <TopicTables tables={tables.data} isLoading={tables.isLoading} /> : null}
      {dialog?.type === 'rename' ? (
        <RenameConversationDialog
          conversation={dialog.conversation}
          onRename={(name) => void conversations.rename(dialog.conversation, name)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.type === 'delete' ? (
        <ConfirmDeleteDialog
          title={t('chatbot.conversations.delete', { name: dialog.conversation.name })}
          message={t('chatbot.conversations.confirmDelete', { name: dialog.conversation.name })}
          onConfirm={() => {
            if (dialog.conversation.conversation_id === openId) {
              setSelectedId(null);
            }
            void conversations.remove(dialog.conversation);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {citation ? renderCitationPreview({ citation, onClose: () => setCitation(null) }) : null}
    </div>
  );
}
