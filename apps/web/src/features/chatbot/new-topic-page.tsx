import {
  acceptedFileTypes,
  chatFileTypes,
  checkTopicForm,
  refusalMessage,
  toTopicName,
  type ChatbotKind,
  type TopicFormErrors,
} from '@folio/core';
import { Button } from 'primereact/button';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { chatbotRunTopicPath, paths } from '../../app/paths';
import { TextField } from '../../components/form-field';
import { useNotices } from '../../components/notices/notices-context';

import './chatbot.css';
import { FileInput } from './components/file-input';
import { KindChoice } from './components/kind-choice';
import { TopicDescriptionField } from './components/topic-description-field';
import { TopicFlags, type TopicFlagValues } from './components/topic-flags';
import { TrainingStatus } from './components/training-status';
import { useFieldMessage } from './use-field-message';
import { useTopics } from './use-topics';
import { useTraining } from './use-training';

const NO_FLAGS: TopicFlagValues = { longer: false, annonimization: false, mannuscrit: false };

/**
 * Creating a topic (SPEC §2 /chatbot/new-topic, behind the demo blocker): name, description,
 * type, the three flags and the reference file, checked with the rules of SPEC §5; then
 * configureChatbot, the training's progress, and the topic's conversation screen.
 */
export function NewTopicPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notifySuccess } = useNotices();
  const topics = useTopics();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [kind, setKind] = useState<ChatbotKind>('documental');
  const [flags, setFlags] = useState(NO_FLAGS);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<TopicFormErrors>({});
  const onFinished = useCallback(
    (training: { status: string; topico: string } | null) => {
      topics.reload();
      if (training?.status === 'succeeded') {
        notifySuccess(t('notices.topicCreated'));
        void navigate(chatbotRunTopicPath(training.topico));
      }
    },
    [navigate, notifySuccess, t, topics],
  );
  // Core's training machine takes its kind when it starts, so each kind has its own, and the one
  // of the kind chosen is used.
  const trainings = {
    documental: useTraining({ kind: 'documental', maxFiles: 1, onFinished }),
    estructurado: useTraining({ kind: 'estructurado', maxFiles: 1, onFinished }),
  };
  const training = trainings[kind];
  const message = useFieldMessage();
  const fileError =
    errors.referenceFile ?? (training.refusal ? refusalMessage(training.refusal) : undefined);
  const hasStarted = training.isBusy || training.hasSucceeded || training.hasFailed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkTopicForm(
      { name, description, kind, referenceFile: file },
      { takenNames: topics.data.map((topic) => topic.topico) },
    );
    setErrors(found);
    if (Object.keys(found).length > 0 || file === null) {
      return;
    }
    training.actor.send({ type: 'training.select', files: [file] });
    training.actor.send({
      type: 'training.start',
      topico: toTopicName(name),
      settings: { description: description.trim(), ...flags, isNewTopic: true },
    });
  };

  return (
    <div className="chatbot-page">
      <header className="chatbot-header">
        <h1>{t('chatbot.newTopic.title')}</h1>
        <Link to={paths.chatbot}>{t('common.back')}</Link>
      </header>
      <form className="chatbot-form" noValidate onSubmit={submit}>
        <TextField
          id="topic-name"
          label={t('chatbot.newTopic.name')}
          value={name}
          onChange={setName}
          autoComplete="off"
          error={message(errors.name)}
          disabled={hasStarted}
        />
        <small className="chatbot-muted">{t('chatbot.newTopic.nameHint')}</small>
        <TopicDescriptionField
          value={description}
          onChange={setDescription}
          error={message(errors.description)}
          isDisabled={hasStarted}
        />
        <KindChoice value={kind} isDisabled={hasStarted} onChange={setKind} />
        <TopicFlags value={flags} onChange={setFlags} />
        <FileInput
          label={t('chatbot.newTopic.referenceFile')}
          hint={t('chatbot.newTopic.referenceFileHint', {
            types: chatFileTypes(kind, 'training').join(', ').toUpperCase(),
          })}
          accept={acceptedFileTypes(chatFileTypes(kind, 'training'))}
          error={message(fileError)}
          onChoose={(chosen) => setFile(chosen[0] ?? null)}
        />
        <Button
          type="submit"
          icon="pi pi-check"
          label={t('chatbot.newTopic.create')}
          loading={training.isBusy}
          disabled={training.isBusy || training.hasSucceeded}
        />
      </form>
      {hasStarted && !training.refusal ? (
        <section aria-label={t('chatbot.training.title')}>
          <TrainingStatus training={training.training} isUploading={training.isUploading} />
          {training.hasSucceeded ? (
            <Link to={chatbotRunTopicPath(training.topico)}>{t('chatbot.newTopic.openTopic')}</Link>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
