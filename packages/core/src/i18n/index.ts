/**
 * i18n: the messages of both languages, the language choice rule, the i18next setup every face
 * shares, and `translate` on core's own instance for the servers and the CLI. Re-exported whole
 * from the package root.
 */
export { en } from './en';
export type { Messages } from './en';
export { sp } from './sp';
export { LANGUAGES, isLanguage, resources } from './resources';
export type { Language, MessageKey } from './resources';
export { I18NEXT_OPTIONS, initI18next } from './i18next-setup';
export { languageTag } from './language-tag';
export { messageForError, translate } from './translate';
export type { MessageParams } from './translate';
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  chooseLanguage,
  languageFromAcceptLanguage,
} from './language';
