import type { i18n as I18n, InitOptions } from 'i18next';

import { languageTag } from './language-tag';
import { LANGUAGES, resources } from './resources';

/**
 * The i18next options every face shares, so the web's `t` and core's `translate` resolve, fall
 * back and fill placeholders alike (SPEC §1). Initialise instances with `initI18next`, which also
 * gives `sp` the Spanish plural rules.
 */
export const I18NEXT_OPTIONS = {
  resources: {
    en: { translation: resources.en },
    sp: { translation: resources.sp },
  },
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  defaultNS: 'translation',
  // One namespace: a `:` in a key is text, so an unknown key comes back whole.
  nsSeparator: false,
  // Messages go to terminals, logs and React, which escapes on render; HTML entities would show.
  interpolation: { escapeValue: false },
  // A placeholder without a value stays as written, `{{name}}`, so a gap is visible and
  // `messageForError` can tell it apart (i18next would write '' for a param given as undefined).
  missingInterpolationHandler: (_text: string, placeholder: RegExpExecArray) => placeholder[0],
  // The messages are bundled: ready before the first `t`, no promise to wait for.
  initAsync: false,
} satisfies InitOptions;

/** The method of i18next's plural resolver that turns a language code into `Intl.PluralRules`. */
type PluralRuleSource = {
  getRule(code: string, options?: { ordinal?: boolean }): Intl.PluralRules | undefined;
};

/**
 * Makes the instance pick plural forms by each code's BCP 47 tag. i18next asks
 * `Intl.PluralRules` for the language code as is, and `sp` is no locale: Intl silently answers
 * with the runtime's default locale (English rules on one machine, French on another, where 0 is
 * singular). Mapped to `es`, `sp` counts as Spanish does on every runtime: `_one` for 1, `_many`
 * for a million, `_other` for the rest. i18next has no option for this; its resolver routes every
 * plural lookup through `getRule`, the seam used here (plural tests fail if that changes).
 */
function pickPluralsByLanguageTag(instance: I18n): void {
  const resolver = instance.services.pluralResolver as PluralRuleSource;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(languageTag(code), options);
}

/**
 * Initialises an i18next instance over core's messages with `I18NEXT_OPTIONS` (plus a face's own,
 * such as the web's `lng` and `react`), synchronously, with `sp` counted as Spanish for plurals.
 * Returns the same instance, ready to translate.
 */
export function initI18next(instance: I18n, options: InitOptions = {}): I18n {
  void instance.init({ ...I18NEXT_OPTIONS, ...options });
  pickPluralsByLanguageTag(instance);
  return instance;
}
