import type { Citation, HistoryItem } from '@folio/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { AnswerCard } from './answer-card';

/**
 * A conversation's messages, oldest first: each question and its answer. `live` is the answer
 * being streamed (or stopped, or failed), in a polite live region so screen readers hear it
 * arrive.
 */
export function MessageList({
  items,
  live,
  onOpenCitation,
  onShowMasked,
}: {
  items: readonly HistoryItem[];
  live: ReactNode;
  onOpenCitation: (citation: Citation) => void;
  onShowMasked: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="chatbot-messages">
      {items.length === 0 && !live ? (
        <p className="chatbot-muted">{t('chatbot.conversation.empty')}</p>
      ) : null}
      <ol className="chatbot-message-list">
        {items.map((item) => (
          <li key={item.message_id} className="chatbot-exchange">
            <div className="chatbot-question">
              <strong>{t('chatbot.conversation.you')}</strong>
              <p>{item.user_message}</p>
            </div>
            <AnswerCard
              answer={{
                question: item.user_message,
                text: item.bot_response,
                engine: item.engine,
                citations: item.citations,
                reasoning: item.reasoning ?? '',
                notices: item.notices,
                model: item.model,
                table: item.table,
              }}
              note={item.status === 'stopped' ? t('chatbot.conversation.stopped') : undefined}
              onOpenCitation={onOpenCitation}
              onShowMasked={onShowMasked}
            />
          </li>
        ))}
      </ol>
      <div aria-live="polite" aria-busy={live ? undefined : false}>
        {live}
      </div>
    </div>
  );
}
