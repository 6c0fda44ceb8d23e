import type { Training } from '@folio/core';
import { useEffect, useState } from 'react';

import { useNotices } from '../../components/notices/notices-context';

import { useChatbotApi } from './use-chatbot-api';

/** How often a running training is read again (the training machine's pace). */
const POLL_MS = 1000;

const isRunning = (training: Training | null) =>
  training !== null && (training.status === 'queued' || training.status === 'running');

/**
 * A training of files already in Files (trainFromFiles; issue 14): started, then the topic read
 * every second until its training ends. A failed read is tried again at the next tick.
 */
export function useFilesTraining() {
  const api = useChatbotApi();
  const { notifyError } = useNotices();
  const [training, setTraining] = useState<Training | null>(null);
  const [isSending, setSending] = useState(false);

  useEffect(() => {
    if (training === null || !isRunning(training)) {
      return;
    }
    const timer = setTimeout(() => {
      api.getTopic(training.topico).then(
        (detail) => setTraining(detail.topic.training ?? { ...training }),
        () => setTraining({ ...training }),
      );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [api, training]);

  const start = async (topico: string, description: string, fileIds: readonly string[]) => {
    setSending(true);
    try {
      setTraining((await api.trainFromFiles(topico, description, fileIds)).training);
    } catch (error) {
      notifyError(error, 'errors.trainingChat');
    } finally {
      setSending(false);
    }
  };

  return { training, isSending, isRunning: isSending || isRunning(training), start };
}
