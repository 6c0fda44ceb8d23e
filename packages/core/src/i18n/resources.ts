import { en } from './en';
import { sp } from './sp';

/** The two interface languages (SPEC §1): `en` English, `sp` Spanish (not `es`). */
export type Language = 'en' | 'sp';

/** Every supported language, in the order a language switcher lists them. */
export const LANGUAGES: readonly Language[] = ['en', 'sp'];

/**
 * All messages by language. Servers and the CLI read them through `translate`; the web hands the
 * same object to i18next, so every face shows the same wording.
 */
export const resources = { en, sp } as const;

/**
 * A leaf's key as callers write it: a plural form's key without its CLDR category suffix
 * (`files_one`, `files_other` are the message `files`).
 */
type WithoutPluralSuffix<K extends string> = K extends `${infer Base}_${Intl.LDMLPluralRule}`
  ? Base
  : K;

/** The dotted paths to the leaves of a resource tree: `'common.loading' | 'errors.network' | ...`. */
type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? WithoutPluralSuffix<K> : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & string];

/**
 * Every message key, derived from `en.ts`, so a typo in a literal key is a compile error where a
 * caller asks for `MessageKey` (the web's typed `t` uses the same resources). A plural message is
 * one key, `cli.files.rm.confirmFiles`, asked for with a `count`.
 */
export type MessageKey = LeafPaths<typeof en>;

/** True for `en` and `sp`: narrows stored values, headers and flags before they are trusted. */
export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'sp';
}
