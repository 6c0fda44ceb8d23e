import { InputTextarea } from 'primereact/inputtextarea';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A topic's description (SPEC §5: required when a topic is created), with its message announced
 * to screen readers; the new-topic screen and the training of stored files share it.
 */
export function TopicDescriptionField({
  value,
  onChange,
  error,
  isDisabled,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The message under the field, already translated; marks it invalid. */
  error: string | undefined;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="folio-field">
      <label htmlFor={id}>{t('chatbot.newTopic.description')}</label>
      <InputTextarea
        id={id}
        value={value}
        rows={3}
        autoResize
        disabled={isDisabled}
        invalid={error !== undefined}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error !== undefined ? (
        <small id={`${id}-error`} className="folio-field__error">
          {error}
        </small>
      ) : null}
    </div>
  );
}
