import { isAlphanumeric } from '@folio/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Train a chatbot with these results: the topic's name (SPEC §5 topic name: required, letters and
 * digits only). The request is stored and honoured by the chatbot feature.
 */
export function TrainChatbotDialog({
  count,
  onTrain,
  onClose,
}: {
  /** How many documents go; 0 for every document of the configuration. */
  count: number;
  onTrain: (topic: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [topic, setTopic] = useState('');
  const [isBusy, setBusy] = useState(false);
  const isValid = isAlphanumeric(topic);
  const isShown = topic !== '' && !isValid;
  const submit = async () => {
    setBusy(true);
    const isDone = await onTrain(topic);
    setBusy(false);
    if (isDone) {
      onClose();
    }
  };
  return (
    <Dialog
      visible
      modal
      header={t('extractor.results.trainTitle')}
      className="extractor-dialog"
      onHide={onClose}
      footer={
        <>
          <Button type="button" label={t('common.cancel')} text onClick={onClose} />
          <Button
            type="submit"
            form="extractor-train-form"
            label={t('extractor.results.train')}
            loading={isBusy}
            disabled={!isValid || isBusy}
          />
        </>
      }
    >
      <form
        id="extractor-train-form"
        className="extractor-field"
        onSubmit={(event) => {
          event.preventDefault();
          if (isValid && !isBusy) {
            void submit();
          }
        }}
      >
        <p>
          {count === 0
            ? t('extractor.results.trainAll')
            : t('extractor.results.trainSelected', { count })}
        </p>
        <label htmlFor="extractor-topic">{t('extractor.results.topic')}</label>
        <InputText
          id="extractor-topic"
          value={topic}
          maxLength={100}
          invalid={isShown}
          aria-describedby="extractor-topic-help"
          onChange={(event) => setTopic(event.target.value)}
        />
        <small id="extractor-topic-help" className={isShown ? 'p-error' : 'extractor-muted'}>
          {t('extractor.results.topicHint')}
        </small>
      </form>
    </Dialog>
  );
}
