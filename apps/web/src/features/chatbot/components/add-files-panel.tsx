import {
  CHAT_MAX_FILES,
  acceptedFileTypes,
  chatFileTypes,
  refusalMessage,
  type ChatbotKind,
} from '@folio/core';
import { Button } from 'primereact/button';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useFieldMessage } from '../use-field-message';
import { useTraining } from '../use-training';

import { FileInput } from './file-input';
import { TrainingStatus } from './training-status';

/**
 * Adds files to a topic (issue 10: "add files to the topic with training progress"): up to 4 of
 * its types at a time, through the topic's training route, with the batch's progress and notice.
 */
export function AddFilesPanel({
  topico,
  kind,
  onTrained,
}: {
  topico: string;
  kind: ChatbotKind;
  onTrained: () => void;
}) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const onFinished = useCallback(() => onTrained(), [onTrained]);
  const training = useTraining({ kind, topico, onFinished });
  const types = chatFileTypes(kind, 'training');
  const hasStarted = training.isBusy || training.hasSucceeded || training.hasFailed;
  return (
    <section className="chatbot-add-files" aria-label={t('chatbot.training.title')}>
      <FileInput
        label={t('chatbot.training.addFiles')}
        hint={t('chatbot.training.addFilesHint', {
          max: CHAT_MAX_FILES,
          types: types.join(', ').toUpperCase(),
        })}
        accept={acceptedFileTypes(types)}
        isMultiple
        error={training.refusal ? message(refusalMessage(training.refusal)) : undefined}
        onChoose={(files) => training.actor.send({ type: 'training.select', files })}
      />
      <Button
        type="button"
        icon="pi pi-cog"
        label={t('chatbot.training.start')}
        loading={training.isBusy}
        disabled={training.isBusy}
        onClick={() => training.actor.send({ type: 'training.start' })}
      />
      {hasStarted && !training.refusal ? (
        <TrainingStatus training={training.training} isUploading={training.isUploading} />
      ) : null}
    </section>
  );
}
