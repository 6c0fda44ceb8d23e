import type { Conversation } from '@folio/core';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

/**
 * A topic's conversations: new, open, rename and delete (issue 10). The open one is marked for
 * screen readers (`aria-current`); none can be switched while an answer is under way.
 */
export function ConversationList({
  conversations,
  selectedId,
  isLocked,
  onNew,
  onOpen,
  onRename,
  onDelete,
}: {
  conversations: readonly Conversation[];
  selectedId: string | null;
  isLocked: boolean;
  onNew: () => void;
  onOpen: (conversation: Conversation) => void;
  onRename: (conversation: Conversation) => void;
  onDelete: (conversation: Conversation) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="chatbot-conversations" aria-label={t('chatbot.conversations.title')}>
      <div className="chatbot-conversations-head">
        <h2>{t('chatbot.conversations.title')}</h2>
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('chatbot.conversations.new')}
          size="small"
          disabled={isLocked}
          onClick={onNew}
        />
      </div>
      {conversations.length === 0 ? (
        <p className="chatbot-muted">{t('chatbot.conversations.empty')}</p>
      ) : (
        <ul>
          {conversations.map((conversation) => {
            const isSelected = conversation.conversation_id === selectedId;
            return (
              <li
                key={conversation.conversation_id}
                className={isSelected ? 'chatbot-conversation is-selected' : 'chatbot-conversation'}
              >
                <button
                  type="button"
                  className="chatbot-conversation-open"
                  aria-current={isSelected ? 'true' : undefined}
                  disabled={isLocked}
                  onClick={() => onOpen(conversation)}
                >
                  {conversation.name}
                </button>
                <Button
                  type="button"
                  icon="pi pi-pencil"
                  text
                  rounded
                  size="small"
                  aria-label={t('chatbot.conversations.rename', { name: conversation.name })}
                  disabled={isLocked}
                  onClick={() => onRename(conversation)}
                />
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  rounded
                  size="small"
                  severity="danger"
                  aria-label={t('chatbot.conversations.delete', { name: conversation.name })}
                  disabled={isLocked}
                  onClick={() => onDelete(conversation)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
