import { LANGUAGES, isLanguage } from '@folio/core';
import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../lib/i18n';

/** Switches the interface between English and Spanish and remembers the choice (SPEC §1). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  const options = LANGUAGES.map((value) => ({ value, label: t(`common.languages.${value}`) }));
  return (
    <SelectButton
      aria-label={t('common.language')}
      value={language}
      options={options}
      allowEmpty={false}
      onChange={(event) => {
        if (isLanguage(event.value)) {
          setLanguage(event.value);
        }
      }}
    />
  );
}
