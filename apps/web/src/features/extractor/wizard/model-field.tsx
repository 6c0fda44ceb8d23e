import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';

import { usePublicConfig } from '../../../lib/public-config';

/** The value the model list uses for the built-in engine (a configuration's `model: null`). */
const BUILT_IN = 'builtin';

/**
 * The extracting model (optional): the built-in engine by default, or one of the server's AI
 * models (public config); a model whose provider has no key says the built-in engine answers
 * instead (DECISIONS.md "Artificial intelligence").
 */
export function ModelField({
  model,
  onChange,
}: {
  model: string | null;
  onChange: (model: string | null) => void;
}) {
  const { t } = useTranslation();
  const { ai } = usePublicConfig();
  const options = [
    { value: BUILT_IN, label: t('extractor.wizard.builtIn') },
    ...ai.models.map((entry) => ({
      value: entry.id,
      label: entry.available
        ? entry.id
        : t('extractor.wizard.modelWithoutKey', { model: entry.id }),
    })),
  ];
  return (
    <span className="extractor-field">
      <label htmlFor="extractor-model">{t('extractor.wizard.model')}</label>
      <Dropdown
        inputId="extractor-model"
        value={model ?? BUILT_IN}
        options={options}
        onChange={(event) => onChange(event.value === BUILT_IN ? null : (event.value as string))}
      />
    </span>
  );
}
