import { RadioButton } from 'primereact/radiobutton';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { PlainMessageKey } from '../../../lib/i18n';
import {
  LAYOUT_CHOICES,
  type LayoutChange,
  type LayoutChoice,
  type LayoutSettings,
} from '../layout-rules';

import { LAYOUT_CHOICE_LABELS } from './layout-choice-labels';

/** One group of the settings panel: a legend and a radio button per choice. */
export function LayoutChoiceGroup<K extends LayoutChoice>({
  choice,
  value,
  disabled = false,
  onChange,
}: {
  choice: K;
  value: LayoutSettings[K];
  disabled?: boolean;
  onChange: (change: LayoutChange) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const labels = LAYOUT_CHOICE_LABELS[choice];
  const options: readonly string[] = LAYOUT_CHOICES[choice];
  const optionLabels: Record<string, PlainMessageKey> = labels.options;
  return (
    <fieldset className="folio-settings__group" disabled={disabled}>
      <legend>{t(labels.legend)}</legend>
      {options.map((option) => (
        <div key={option} className="folio-settings__option">
          <RadioButton
            inputId={`${id}-${option}`}
            name={`${id}-${choice}`}
            value={option}
            checked={value === option}
            disabled={disabled}
            onChange={() => onChange({ key: choice, value: option } as LayoutChange)}
          />
          <label htmlFor={`${id}-${option}`}>{t(optionLabels[option] ?? labels.legend)}</label>
        </div>
      ))}
    </fieldset>
  );
}
