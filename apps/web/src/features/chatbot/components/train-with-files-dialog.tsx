import { toTopicName, topicNameMessage, type FieldMessage } from '@folio/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { chatbotRunTopicPath } from '../../../app/paths';
import { TextField } from '../../../components/form-field';
import { useFieldMessage } from '../use-field-message';
import { useFilesTraining } from '../use-files-training';
import { useTopics } from '../use-topics';

import '../chatbot.css';
import { TopicDescriptionField } from './topic-description-field';
import { TrainingStatus } from './training-status';

type Errors = { name?: FieldMessage; description?: FieldMessage };

const DESCRIPTION_REQUIRED: FieldMessage = { key: 'chatbot.validation.descriptionRequired' };

/**
 * Trains files already in Files into a topic (issue 14: "after an import, train a topic on
 * them"): a new topic's name and description (SPEC §5: name letters and digits only, description
 * required when creating), or an existing topic's name to add the files to it; then the
 * training's progress and a link to the topic.
 */
export function TrainWithFilesDialog({
  fileIds,
  onClose,
}: {
  fileIds: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const topics = useTopics();
  const training = useFilesTraining();
  const message = useFieldMessage();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const hasStarted = training.isRunning || training.training !== null;
  const isExisting = topics.data.some((topic) => topic.topico === toTopicName(name.trim()));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasStarted) {
      return;
    }
    const nameMessage = topicNameMessage(name);
    const found: Errors = {
      ...(nameMessage ? { name: nameMessage } : {}),
      ...(isExisting || description.trim() !== '' ? {} : { description: DESCRIPTION_REQUIRED }),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) {
      void training.start(toTopicName(name.trim()), description, fileIds);
    }
  };

  return (
    <Dialog
      visible
      modal
      header={t('chatbot.trainWithFiles.title')}
      style={{ width: 'min(34rem, 95vw)' }}
      onHide={onClose}
      footer={
        <Button
          type="submit"
          form="train-with-files-form"
          icon="pi pi-check"
          label={t('chatbot.trainWithFiles.submit')}
          loading={training.isRunning}
          disabled={hasStarted}
        />
      }
    >
      <form id="train-with-files-form" className="chatbot-form" noValidate onSubmit={submit}>
        <p>{t('chatbot.trainWithFiles.count', { count: fileIds.length })}</p>
        <TextField
          id="train-with-files-name"
          label={t('chatbot.newTopic.name')}
          value={name}
          onChange={setName}
          autoComplete="off"
          error={message(errors.name)}
          disabled={hasStarted}
          list="train-with-files-topics"
        />
        <datalist id="train-with-files-topics">
          {topics.data
            .filter((topic) => !topic.is_global)
            .map((topic) => (
              <option key={topic.id} value={topic.topico} />
            ))}
        </datalist>
        <small className="chatbot-muted">{t('chatbot.trainWithFiles.nameHint')}</small>
        <TopicDescriptionField
          value={description}
          onChange={setDescription}
          error={message(errors.description)}
          isDisabled={hasStarted}
        />
      </form>
      {hasStarted ? (
        <section aria-label={t('chatbot.training.title')}>
          <TrainingStatus training={training.training} isUploading={training.isSending} />
          {training.training?.status === 'succeeded' ? (
            <Link to={chatbotRunTopicPath(training.training.topico)}>
              {t('chatbot.newTopic.openTopic')}
            </Link>
          ) : null}
        </section>
      ) : null}
    </Dialog>
  );
}
