import { PERSONALITIES, TONES, type AnswerSettings } from '@folio/core';
import { Dropdown } from 'primereact/dropdown';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { ChatModel } from '../answer-models';

// What the pickers show for `null`: the built-in engine, or no tone / personality asked for.
const NONE = 'none';

type Option = { value: string; label: string };

function SettingPicker({
  label,
  value,
  options,
  isDisabled,
  onChange,
}: {
  label: string;
  value: string | null;
  options: readonly Option[];
  isDisabled: boolean;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="folio-field chatbot-setting">
      <label htmlFor={id}>{label}</label>
      <Dropdown
        inputId={id}
        value={value ?? NONE}
        options={[...options]}
        disabled={isDisabled}
        panelClassName="chatbot-setting-panel"
        onChange={(event) => onChange(event.value === NONE ? null : (event.value as string))}
      />
    </div>
  );
}

/**
 * The model, tone and personality pickers of a conversation (SPEC §3 Models, Tones,
 * Personalities). A model without a key on this server stays selectable and says that the
 * built-in engine answers for it.
 */
export function AnswerSettingsBar({
  settings,
  models,
  isDisabled,
  onChange,
}: {
  settings: AnswerSettings;
  models: readonly ChatModel[];
  isDisabled: boolean;
  onChange: (settings: AnswerSettings) => void;
}) {
  const { t } = useTranslation();
  const byDefault = { value: NONE, label: t('chatbot.settings.default') };
  return (
    <fieldset className="chatbot-settings">
      <legend className="p-hidden-accessible">{t('chatbot.settings.title')}</legend>
      <SettingPicker
        label={t('chatbot.settings.model')}
        value={settings.model}
        options={[
          { value: NONE, label: t('chatbot.settings.builtinModel') },
          ...models.map((model) => ({
            value: model.id,
            label: model.isAvailable
              ? model.id
              : t('chatbot.settings.modelWithoutKey', { model: model.id }),
          })),
        ]}
        isDisabled={isDisabled}
        onChange={(model) => onChange({ ...settings, model })}
      />
      <SettingPicker
        label={t('chatbot.settings.tone')}
        value={settings.tone}
        options={[
          byDefault,
          ...TONES.map((tone) => ({ value: tone, label: t(`chatbot.tones.${tone}`) })),
        ]}
        isDisabled={isDisabled}
        onChange={(tone) =>
          onChange({ ...settings, tone: TONES.find((id) => id === tone) ?? null })
        }
      />
      <SettingPicker
        label={t('chatbot.settings.personality')}
        value={settings.personality}
        options={[
          byDefault,
          ...PERSONALITIES.map((personality) => ({
            value: personality,
            label: t(`chatbot.personalities.${personality}`),
          })),
        ]}
        isDisabled={isDisabled}
        onChange={(personality) =>
          onChange({
            ...settings,
            personality: PERSONALITIES.find((id) => id === personality) ?? null,
          })
        }
      />
    </fieldset>
  );
}
