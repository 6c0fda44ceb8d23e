import {
  refusalMessage,
  type ChatbotKind,
  type Citation,
  type Conversation,
  type HistoryItem,
  type MaskedItem,
  type MissionId,
} from '@folio/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useNotices } from '../../../components/notices/notices-context';
import { isAvailableModel } from '../answer-models';
import { useAnswerSettings } from '../use-answer-settings';
import { useChat } from '../use-chat';
import { useChatbotApi } from '../use-chatbot-api';
import { useFieldMessage } from '../use-field-message';
import { useHistory } from '../use-history';
import { useSqlQuestions } from '../use-sql-questions';
import { useSuggestions } from '../use-suggestions';

import { AnswerCard } from './answer-card';
import { AnswerSettingsBar } from './answer-settings-bar';
import { Composer } from './composer';
import { MaskedDataDialog } from './masked-data-dialog';
import { MessageList } from './message-list';
import { SuggestedQuestions } from './suggested-questions';

/**
 * The open conversation: its messages, the answer being streamed, the model, tone and
 * personality it is answered with, and the composer. A question asked with no conversation open
 * first creates one (named 'Nueva Conversación', SPEC §4). `masked` is what anonymisation
 * replaced in it, shown from an answer's notice. Suggested questions show while the conversation
 * is empty and under each answer just finished (issue 11); an accounting topic's are its SQL
 * questions (issue 12).
 */
export function ConversationView({
  topico,
  kind,
  conversationId,
  masked,
  onNeedConversation,
  onAnswered,
  onAnsweringChange,
  onOpenCitation,
}: {
  topico: string;
  kind: ChatbotKind;
  conversationId: string | null;
  masked: readonly MaskedItem[];
  onNeedConversation: () => Promise<Conversation | null>;
  onAnswered: () => void;
  onAnsweringChange: (isAnswering: boolean) => void;
  onOpenCitation: (citation: Citation) => void;
}) {
  const { t } = useTranslation();
  const { notifyError } = useNotices();
  const api = useChatbotApi();
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
  const { settings, models, choose } = useAnswerSettings(conversationId, history);
  const [isMaskedOpen, setIsMaskedOpen] = useState(false);
  const showMasked = useCallback(() => setIsMaskedOpen(true), []);

  useEffect(() => onAnsweringChange(isBusy), [isBusy, onAnsweringChange]);
  useEffect(() => {
    if (chat.hasFailed && context.error) {
      notifyError(context.error, 'chatbot.failures.send');
    }
  }, [chat.hasFailed, context.error, notifyError]);

  const send = async (prompt: string, files: File[], mission: MissionId | null) => {
    let openId = conversationId;
    if (openId === null) {
      openId = (await onNeedConversation())?.conversation_id ?? null;
      if (openId === null) {
        return false;
      }
      chat.actor.send({ type: 'chat.open', conversationId: openId });
    }
    chat.actor.send({ type: 'chat.send', prompt, files, settings, mission });
    return chat.actor.getSnapshot().hasTag('busy');
  };

  const showsLive = isBusy || chat.isStopped || chat.hasFailed;
  const isEmpty = !history.isLoading && history.items.length === 0 && !showsLive;
  const isAccounting = kind === 'estructurado';
  const isAsking = isEmpty || chat.isDone;
  const sqlQuestions = useSqlQuestions(topico, isAccounting);
  const promptSuggestions = useSuggestions(
    topico,
    isAsking && !isAccounting
      ? {
          conversationId: context.conversationId,
          model: settings.model,
          answers: history.items.length,
        }
      : null,
  );
  // An accounting topic suggests the questions its tables answer (SPEC §7 SQL questions).
  const suggestions = isAccounting
    ? isAsking
      ? sqlQuestions
      : { suggestions: [], isLoading: false }
    : promptSuggestions;
  const improve = async (prompt: string) => {
    try {
      return await api.improvePrompt(topico, prompt, settings.model);
    } catch (error) {
      notifyError(error, 'chatbot.failures.improvePrompt');
      return null;
    }
  };
  const live = showsLive ? (
    <div className="chatbot-exchange">
      <div className="chatbot-question">
        <strong>{t('chatbot.conversation.you')}</strong>
        <p>{context.prompt}</p>
      </div>
      <AnswerCard
        answer={{
          question: context.prompt,
          text: context.answer,
          engine: context.engine,
          citations: context.citations,
          reasoning: context.reasoning,
          notices: [],
          model: context.settings.model,
          table: null,
        }}
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
        onShowMasked={showMasked}
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
        onShowMasked={showMasked}
      />
      <SuggestedQuestions
        {...suggestions}
        isDisabled={isBusy}
        onAsk={(question) => void send(question, [], null)}
      />
      <AnswerSettingsBar
        settings={settings}
        models={models}
        isDisabled={isBusy}
        onChange={choose}
      />
      <Composer
        kind={kind}
        isAnswering={isBusy}
        isModelReady={isAvailableModel(models, settings.model)}
        fileError={context.refusal ? message(refusalMessage(context.refusal)) : undefined}
        onSend={send}
        onStop={() => chat.actor.send({ type: 'chat.stop' })}
        onImprove={improve}
      />
      {isMaskedOpen ? (
        <MaskedDataDialog masked={masked} onClose={() => setIsMaskedOpen(false)} />
      ) : null}
    </section>
  );
}
