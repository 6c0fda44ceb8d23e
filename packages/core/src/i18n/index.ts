/**
 * i18n: the messages of both languages, the language choice rule, and `translate` for faces
 * without i18next (servers, CLI). Re-exported whole from the package root.
 */
export { en } from './en';
export type { Messages } from './en';
export { sp } from './sp';
export { LANGUAGES, isLanguage, resources } from './resources';
export type { Language, MessageKey } from './resources';
export { messageForError, translate } from './translate';
export type { MessageParams } from './translate';
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  chooseLanguage,
  languageFromAcceptLanguage,
} from './language';
