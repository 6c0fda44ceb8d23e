import { Checkbox } from 'primereact/checkbox';
import { useTranslation } from 'react-i18next';

/** The three flags of a topic (SPEC §3 Topic: longer, annonimization, mannuscrit). */
export type TopicFlagValues = { longer: boolean; annonimization: boolean; mannuscrit: boolean };

const FLAGS = ['longer', 'annonimization', 'mannuscrit'] as const;

/** The topic's flags as labelled checkboxes, each with a line saying what it does. */
export function TopicFlags({
  value,
  onChange,
}: {
  value: TopicFlagValues;
  onChange: (value: TopicFlagValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="chatbot-fieldset">
      <legend>{t('chatbot.newTopic.flags')}</legend>
      {FLAGS.map((flag) => (
        <div key={flag} className="chatbot-check">
          <Checkbox
            inputId={`topic-flag-${flag}`}
            checked={value[flag]}
            aria-describedby={`topic-flag-${flag}-hint`}
            onChange={(event) => onChange({ ...value, [flag]: event.checked === true })}
          />
          <label htmlFor={`topic-flag-${flag}`}>
            {t(`chatbot.newTopic.${flag}`)}
            <small id={`topic-flag-${flag}-hint`} className="chatbot-muted">
              {t(`chatbot.newTopic.${flag}Hint`)}
            </small>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
