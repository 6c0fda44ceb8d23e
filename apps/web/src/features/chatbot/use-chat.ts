import {
  conversationMachine,
  fromChatSender,
  type ChatbotKind,
  type HistoryItem,
} from '@folio/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';

import { usePublicConfig } from '../../lib/public-config';

import { useChatbotApi } from './use-chatbot-api';

/**
 * A conversation's answering with core's conversation machine: questions are routed by their
 * first file (SPEC §5) and answered as a stream that can be stopped. `onAnswered` gets each
 * answer stored whole.
 */
export function useChat(options: {
  topico: string;
  kind: ChatbotKind;
  conversationId: string | null;
  onAnswered: (message: HistoryItem) => void;
}) {
  const api = useChatbotApi();
  const { limits } = usePublicConfig();
  const [logic] = useState(() =>
    conversationMachine.provide({ actors: { answer: fromChatSender(api.sendMessage) } }),
  );
  const actor = useActorRef(logic, {
    input: {
      topico: options.topico,
      kind: options.kind,
      conversationId: options.conversationId,
      limits: {
        uploadAllowedTypes: limits.uploadAllowedTypes,
        uploadMaxFileBytes: limits.uploadMaxFileBytes,
      },
    },
  });
  const snapshot = useSelector(actor, (state) => state);
  const { onAnswered, conversationId } = options;

  useEffect(() => {
    const subscription = actor.on('chat.answered', (event) => onAnswered(event.message));
    return () => subscription.unsubscribe();
  }, [actor, onAnswered]);

  // A conversation opened from the list; one the composer just created is open already.
  useEffect(() => {
    if (actor.getSnapshot().context.conversationId !== conversationId) {
      actor.send({ type: 'chat.open', conversationId });
    }
  }, [actor, conversationId]);

  return {
    actor,
    context: snapshot.context,
    isBusy: snapshot.hasTag('busy'),
    isStreaming: snapshot.matches({ answering: 'streaming' }),
    isStopped: snapshot.matches('stopped'),
    hasFailed: snapshot.matches('error'),
    isDone: snapshot.matches('done'),
  };
}
