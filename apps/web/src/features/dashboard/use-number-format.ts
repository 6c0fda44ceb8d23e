import { languageTag } from '@folio/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers and shares written as the interface language writes them (1,234 / 1.234; 96.5 %). */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const locale = languageTag(i18n.language);
    const whole = new Intl.NumberFormat(locale);
    const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    return {
      count: (value: number) => whole.format(value),
      percent: (value: number) => share.format(value),
    };
  }, [i18n.language]);
}
