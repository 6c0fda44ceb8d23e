import { useTranslation } from 'react-i18next';

/** A moment of the webhooks' screens (a delivery, an attempt, a secret's end) as a short date and time. */
export function useMoment(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'sp' ? 'es-ES' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  return (iso) => format.format(new Date(iso));
}
