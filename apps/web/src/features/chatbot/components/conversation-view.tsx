import type { ChatbotKind, Citation, Conversation, HistoryItem } from '@folio/core';
import { refusalMessage } from '@folio/core';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { useNotices } from '../../../components/notices/notices-context';
import { useChat } from '../use-chat';
import { useFieldMessage } from '../use-field-message';
import { useHistory } from '../use-history';

import { AnswerCard } from './answer-card';
import { Composer } from './composer';
import { MessageList } from './message-list';

/**
 * The open conversation: its messages, the answer being streamed, and the composer. A question
 * asked with no conversation open first creates one (named 'Nueva Conversación', SPEC §4).
 */
export function ConversationView({
  topico,
  kind,
  conversationId,
  onNeedConversation,
  onAnswered,
  onAnsweringChange,
  onOpenCitation,
}: {
  topico: string;
  kind: ChatbotKind;
  conversationId: string | null;
  onNeedConversation: () => Promise<Conversation | null>;
  onAnswered: () => void;
  onAnsweringChange: (isAnswering: boolean) => void;
  onOpenCitation: (citation: Citation) => void;
}) {
  const { t } = useTranslation();
  const { notifyError } = useNotices();
  const message = useFieldMessage();
  const history = useHistory(topico, conversationId);
  const { add } = history;
  const answered = useCallback(
    (item: HistoryItem) => {
      add(item);
      onAnswered();
    },
    [add, onAnswered],
  );
  const chat = useChat({ topico, kind, conversationId, onAnswered: answered });
  const { context, isBusy } = chat;

  useEffect(() => onAnsweringChange(isBusy), [isBusy, onAnsweringChange]);
  useEffect(() => {
    if (chat.hasFailed && context.error) {
      notifyError(context.error, 'chatbot.failures.send');
    }
  }, [chat.hasFailed, context.error, notifyError]);

  const send = async (prompt: string, files: File[]) => {
    let openId = conversationId;
    if (openId === null) {
      openId = (await onNeedConversation())?.conversation_id ?? null;
      if (openId === null) {
        return false;
      }
      chat.actor.send({ type: 'chat.open', conversationId: openId });
    }
    chat.actor.send({ type: 'chat.send', prompt, files });
    return chat.actor.getSnapshot().hasTag('busy');
  };

  const showsLive = isBusy || chat.isStopped || chat.hasFailed;
  const live = showsLive ? (
    <div className="chatbot-exchange">
      <div className="chatbot-question">
        <strong>{t('chatbot.conversation.you')}</strong>
        <p>{context.prompt}</p>
      </div>
      <AnswerCard
        text={context.answer}
        engine={context.engine}
        citations={context.citations}
        note={
          chat.isStopped
            ? t('chatbot.conversation.stopped')
            : chat.hasFailed
              ? t('chatbot.conversation.failed')
              : context.answer === ''
                ? t('chatbot.conversation.thinking')
                : undefined
        }
        onOpenCitation={onOpenCitation}
      />
    </div>
  ) : null;

  return (
    <section className="chatbot-conversation-view" aria-label={t('chatbot.conversations.title')}>
      <MessageList
        // The answer being written shows once, live, not also as the history's unfinished copy.
        items={
          showsLive
            ? history.items.filter((item) => item.message_id !== context.messageId)
            : history.items
        }
        live={live}
        onOpenCitation={onOpenCitation}
      />
      <Composer
        kind={kind}
        isAnswering={isBusy}
        fileError={context.refusal ? message(refusalMessage(context.refusal)) : undefined}
        onSend={send}
        onStop={() => chat.actor.send({ type: 'chat.stop' })}
      />
    </section>
  );
}
