import type { Language } from './resources';

/**
 * The BCP 47 tag of one of our languages, for whatever reads real locales (`<html lang>`,
 * `Intl.PluralRules`): our `sp` is Spanish, `es` (SPEC §1 names it `sp`, which no locale is).
 * Any other code is returned as given.
 */
export function languageTag(language: Language | (string & {})): string {
  return language === 'sp' ? 'es' : language;
}
