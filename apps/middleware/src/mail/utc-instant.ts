import type { Language } from '@folio/core';

const LOCALE: Record<Language, string> = { en: 'en-GB', sp: 'es-ES' };

/**
 * An instant as server texts name it (an e-mail, an answer's message): day and time in UTC, in
 * the user's language. The server does not know the user's zone, so it says which one it uses.
 */
export function formatUtcInstant(language: Language, at: Date): string {
  const format = new Intl.DateTimeFormat(LOCALE[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${format.format(at)} UTC`;
}
