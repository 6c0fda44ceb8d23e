import {
  CHAT_MAX_FILES,
  acceptedFileTypes,
  chatFileTypes,
  missionLabelKey,
  type ChatbotKind,
  type MissionId,
} from '@folio/core';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { usePromptImprover } from '../use-prompt-improver';

import { FileInput } from './file-input';
import { MissionShortcuts } from './mission-shortcuts';

/**
 * Where a question is written (issue 10): Enter sends, Shift+Enter breaks the line; up to 4
 * files of the topic's types, images and recordings can go with it (SPEC §5 routes the message
 * by the first); while an answer streams, Stop replaces Send. A quick prompt or a mission sends
 * the question with its mission, or the mission's name when nothing is written (issue 11).
 * "Improve prompt" rewrites the written question through `onImprove`, with an Undo until the next
 * edit (issue 11).
 */
export function Composer({
  kind,
  isAnswering,
  isModelReady,
  fileError,
  onSend,
  onStop,
  onImprove,
}: {
  kind: ChatbotKind;
  isAnswering: boolean;
  /** A model with a key on this server is chosen: missions that need one are not marked. */
  isModelReady: boolean;
  fileError: string | undefined;
  onSend: (prompt: string, files: File[], mission: MissionId | null) => boolean | Promise<boolean>;
  onStop: () => void;
  /** The question rewritten by the prompt generator, or null when it could not be. */
  onImprove: (prompt: string) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const questionId = useId();
  const hintId = `${questionId}-hint`;
  const [prompt, setPrompt] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [pickerKey, setPickerKey] = useState(0);
  const question = useRef<HTMLTextAreaElement>(null);
  const types = chatFileTypes(kind, 'message');
  const improver = usePromptImprover(prompt, setPrompt, onImprove);

  const send = async (mission: MissionId | null = null) => {
    const asked = prompt.trim() === '' && mission ? t(missionLabelKey(mission)) : prompt;
    if (isAnswering || asked.trim() === '') {
      return;
    }
    if (await onSend(asked, files, mission)) {
      setPrompt('');
      improver.forget();
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
      <MissionShortcuts
        isModelReady={isModelReady}
        isDisabled={isAnswering}
        onRun={(mission) => void send(mission)}
      />
      <div className="folio-field">
        <label htmlFor={questionId}>{t('chatbot.conversation.question')}</label>
        <InputTextarea
          id={questionId}
          ref={question}
          value={prompt}
          rows={2}
          autoResize
          aria-describedby={hintId}
          readOnly={improver.isImproving}
          aria-busy={improver.isImproving}
          onChange={(event) => {
            setPrompt(event.target.value);
            improver.forget();
          }}
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
        <Button
          type="button"
          icon="pi pi-sparkles"
          outlined
          label={
            improver.isImproving
              ? t('chatbot.conversation.improvingPrompt')
              : t('chatbot.conversation.improvePrompt')
          }
          loading={improver.isImproving}
          disabled={isAnswering || prompt.trim() === ''}
          onClick={() => void improver.run()}
        />
        {improver.canUndo ? (
          <Button
            type="button"
            link
            size="small"
            className="chatbot-undo-improve"
            label={t('chatbot.conversation.undoImprove')}
            onClick={() => {
              improver.undo();
              question.current?.focus();
            }}
          />
        ) : null}
      </div>
    </form>
  );
}
