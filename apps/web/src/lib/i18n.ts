import {
  DEFAULT_LANGUAGE,
  chooseLanguage,
  initI18next,
  isLanguage,
  languageTag,
  type resources,
  type Language,
  type MessageKey,
} from '@folio/core';
import { createInstance, type i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

import { storeLanguage } from './storage';

/** The message tree the typed `t` checks keys against (English is the source of truth). */
type WebMessages = typeof resources.en;

/** The message at a dotted key of a message tree. */
type MessageAt<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? MessageAt<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : never;

/**
 * A message key whose text has no `{{placeholder}}`: what can be passed around and shown with a
 * bare `t(key)` (the typed `t` asks for the values of a key's placeholders).
 */
export type PlainMessageKey = {
  [K in MessageKey]: MessageAt<WebMessages, K> extends `${string}{{${string}` ? never : K;
}[MessageKey];

declare module 'i18next' {
  // Declaration merging is how react-i18next learns our keys, so `t('commn.loading')` fails typecheck.
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: WebMessages };
  }
}

/**
 * Creates the app's i18next instance over core's messages, in the language the rule picks
 * (DECISIONS.md "Language": the stored choice, else the browser's `en`/`es`, else Spanish).
 * Core's shared options (`I18NEXT_OPTIONS`) make it word, fall back and pluralise as the CLI and
 * the servers do; initialised synchronously, so the first render is already translated.
 */
export function createI18n(known: { stored?: string | null; browser?: string | null }): I18n {
  return initI18next(createInstance(), {
    lng: chooseLanguage(known),
    react: { useSuspense: false },
  });
}

/** Keeps `<html lang>` in step with the interface language (screen readers, hyphenation). */
export function bindDocumentLanguage(instance: I18n, root: HTMLElement = document.documentElement) {
  const apply = (language: string) => {
    root.lang = languageTag(language);
  };
  apply(instance.language);
  instance.on('languageChanged', apply);
}

/**
 * The interface language and a setter that switches it and stores the choice under `language`,
 * so the next visit opens in it (SPEC §1). Re-renders the caller when the language changes.
 */
export function useLanguage(): [Language, (language: Language) => void] {
  const { i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const setLanguage = (language: Language) => {
    storeLanguage(language);
    void i18n.changeLanguage(language);
  };
  return [current, setLanguage];
}
