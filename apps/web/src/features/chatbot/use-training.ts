import { trainingMachine, type ChatbotKind, type Training } from '@folio/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';

import { useNotices } from '../../components/notices/notices-context';
import { usePublicConfig } from '../../lib/public-config';

import { useChatbotApi } from './use-chatbot-api';

/**
 * A training batch with core's training machine: the files are checked, sent (configureChatbot
 * for a new topic, else the topic's training route) and the topic read every second until the
 * batch ends. `onFinished` hears of the batch, succeeded or failed (SPEC §4: topics reload).
 */
export function useTraining(options: {
  kind: ChatbotKind;
  topico?: string;
  maxFiles?: number;
  onFinished?: (training: Training | null) => void;
}) {
  const api = useChatbotApi();
  const { limits } = usePublicConfig();
  const { notifyError } = useNotices();
  const [logic] = useState(() =>
    trainingMachine.provide({
      actors: {
        startTraining: fromPromise(({ input }) => api.startTraining(input)),
        fetchTopic: fromPromise(({ input }) => api.getTopic(input.topico)),
      },
    }),
  );
  const actor = useActorRef(logic, {
    input: {
      kind: options.kind,
      limits: {
        uploadAllowedTypes: limits.uploadAllowedTypes,
        uploadMaxFileBytes: limits.uploadMaxFileBytes,
      },
      ...(options.topico === undefined ? {} : { topico: options.topico }),
      ...(options.maxFiles === undefined ? {} : { maxFiles: options.maxFiles }),
    },
  });
  const snapshot = useSelector(actor, (state) => state);
  const { onFinished } = options;

  useEffect(() => {
    const succeeded = actor.on('training.succeeded', (event) => onFinished?.(event.training));
    const failed = actor.on('training.failed', (event) => {
      if (event.error) {
        notifyError(event.error, 'errors.trainingChat');
      }
      onFinished?.(event.training);
    });
    return () => {
      succeeded.unsubscribe();
      failed.unsubscribe();
    };
  }, [actor, notifyError, onFinished]);

  return {
    actor,
    files: snapshot.context.files,
    refusal: snapshot.context.refusal,
    training: snapshot.context.training,
    topico: snapshot.context.topico,
    isBusy: snapshot.hasTag('busy'),
    isUploading: snapshot.matches('uploading'),
    hasSucceeded: snapshot.matches('succeeded'),
    hasFailed: snapshot.matches('failed'),
  };
}
