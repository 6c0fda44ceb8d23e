import { CHAT_MAX_FILES, acceptedFileTypes, chatFileTypes, type ChatbotKind } from '@folio/core';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { FileInput } from './file-input';

/**
 * Where a question is written (issue 10): Enter sends, Shift+Enter breaks the line; up to 4
 * files of the topic's types can go with it; while an answer streams, Stop replaces Send.
 */
export function Composer({
  kind,
  isAnswering,
  fileError,
  onSend,
  onStop,
}: {
  kind: ChatbotKind;
  isAnswering: boolean;
  fileError: string | undefined;
  onSend: (prompt: string, files: File[]) => boolean | Promise<boolean>;
  onStop: () => void;
}) {
  const { t } = useTranslation();
  const questionId = useId();
  const hintId = `${questionId}-hint`;
  const [prompt, setPrompt] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [pickerKey, setPickerKey] = useState(0);
  const question = useRef<HTMLTextAreaElement>(null);
  const types = chatFileTypes(kind, 'message');

  const send = async () => {
    if (isAnswering || prompt.trim() === '') {
      return;
    }
    if (await onSend(prompt, files)) {
      setPrompt('');
      setFiles([]);
      setPickerKey((key) => key + 1);
    }
    question.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form className="chatbot-composer" onSubmit={submit}>
      <div className="folio-field">
        <label htmlFor={questionId}>{t('chatbot.conversation.question')}</label>
        <InputTextarea
          id={questionId}
          ref={question}
          value={prompt}
          rows={2}
          autoResize
          aria-describedby={hintId}
          onChange={(event) => setPrompt(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <small id={hintId} className="chatbot-muted">
          {t('chatbot.conversation.questionHint')}
        </small>
      </div>
      <FileInput
        key={pickerKey}
        label={t('chatbot.conversation.attach')}
        hint={t('chatbot.conversation.attachHint', {
          max: CHAT_MAX_FILES,
          types: types.join(', ').toUpperCase(),
        })}
        accept={acceptedFileTypes(types)}
        isMultiple
        error={fileError}
        onChoose={setFiles}
      />
      <div className="chatbot-actions">
        {isAnswering ? (
          <Button
            type="button"
            icon="pi pi-stop-circle"
            severity="danger"
            label={t('chatbot.conversation.stop')}
            onClick={onStop}
          />
        ) : (
          <Button
            type="submit"
            icon="pi pi-send"
            label={t('chatbot.conversation.send')}
            disabled={prompt.trim() === ''}
          />
        )}
      </div>
    </form>
  );
}
