import type { ChatbotKind } from '@folio/core';
import { RadioButton } from 'primereact/radiobutton';
import { useTranslation } from 'react-i18next';

const KINDS: readonly ChatbotKind[] = ['documental', 'estructurado'];

/** The chatbot type (SPEC §1: conversational `documental`, accounting `estructurado`). */
export function KindChoice({
  value,
  isDisabled = false,
  onChange,
}: {
  value: ChatbotKind;
  /** Once a topic is being created, its type stays. */
  isDisabled?: boolean;
  onChange: (kind: ChatbotKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="chatbot-fieldset">
      <legend>{t('chatbot.newTopic.kind')}</legend>
      {KINDS.map((kind) => (
        <div key={kind} className="chatbot-check">
          <RadioButton
            inputId={`topic-kind-${kind}`}
            name="topic-kind"
            value={kind}
            checked={value === kind}
            disabled={isDisabled}
            onChange={() => onChange(kind)}
          />
          <label htmlFor={`topic-kind-${kind}`}>
            {t(`chatbot.kinds.${kind}`)}
            <small className="chatbot-muted">{t(`chatbot.kinds.${kind}Hint`)}</small>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
