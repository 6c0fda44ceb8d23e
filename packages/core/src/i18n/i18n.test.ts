import { describe, expect, it } from 'vitest';

import { DOCUMENT_ERROR_KEYS, ERROR_CATALOGUE } from '../errors/catalogue';

import { en } from './en';
import { languageTag } from './language-tag';
import { resources } from './resources';
import { sp } from './sp';

/** Every leaf of a resource tree as [dotted key, text]. */
function leaves(tree: object, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]: [string, unknown]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') {
      return [[path, value] as [string, string]];
    }
    return leaves(value as object, path);
  });
}

/** Every object of a resource tree with its dotted path, the root included. */
function namespaces(tree: object, prefix = ''): Array<[string, object]> {
  const nested = Object.entries(tree).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null
      ? namespaces(value, prefix === '' ? key : `${prefix}.${key}`)
      : [],
  );
  return [[prefix, tree], ...nested];
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();

const PLURAL_FORM = /^(.+)_(zero|one|two|few|many|other)$/;

/**
 * The messages of a resource tree by key as callers ask for them: a plain message has the one
 * form '', a plural message (`files_one`, `files_other`) its forms by CLDR category.
 */
function messages(tree: object): Map<string, Map<string, string>> {
  const byKey = new Map<string, Map<string, string>>();
  for (const [path, text] of leaves(tree)) {
    const [, key = path, form = ''] = PLURAL_FORM.exec(path) ?? [];
    byKey.set(key, (byKey.get(key) ?? new Map<string, string>()).set(form, text));
  }
  return byKey;
}

const enLeaves = new Map(leaves(en));
const spLeaves = new Map(leaves(sp));
const enMessages = messages(en);
const spMessages = messages(sp);

describe('i18n resources', () => {
  it('have the same message keys in English and Spanish, plural forms as one (STYLE.md §5)', () => {
    expect([...spMessages.keys()].sort()).toEqual([...enMessages.keys()].sort());
  });

  it('have each message either plain or plural, never both', () => {
    for (const [key, forms] of [...enMessages, ...spMessages]) {
      expect({ key, mixed: forms.has('') && forms.size > 1 }).toEqual({ key, mixed: false });
    }
  });

  it('give every plural message the forms its language counts with (CLDR, via Intl)', () => {
    for (const [language, byKey] of [
      ['en', enMessages],
      ['sp', spMessages],
    ] as const) {
      const categories = new Intl.PluralRules(languageTag(language)).resolvedOptions()
        .pluralCategories;
      for (const [key, forms] of byKey) {
        if (forms.has('')) {
          continue;
        }
        // Every category the language's rules can pick has a form; no form the rules never pick.
        expect({ language, key, forms: [...forms.keys()].sort() }).toEqual({
          language,
          key,
          forms: [...categories].sort(),
        });
      }
    }
  });

  it('have the same {{placeholders}} per key in both languages, in every plural form (SPEC §1)', () => {
    for (const [key, enForms] of enMessages) {
      const expected = placeholders(enForms.get('') ?? enForms.get('other') ?? '');
      for (const [form, text] of [...enForms, ...(spMessages.get(key) ?? [])]) {
        expect({ key, form, placeholders: placeholders(text) }).toEqual({
          key,
          form,
          placeholders: expected,
        });
      }
    }
  });

  it('have {{count}} in every plural message, the param i18next picks the form by', () => {
    for (const [key, forms] of [...enMessages, ...spMessages]) {
      if (!forms.has('')) {
        const hasCount = placeholders(forms.get('other') ?? '').includes('count');
        expect({ key, hasCount }).toEqual({ key, hasCount: true });
      }
    }
  });

  it('write plural messages as plural keys, not as word(s) (issue 19)', () => {
    for (const [key, text] of [...enLeaves, ...spLeaves]) {
      expect({ key, text, hasWordS: /\w\((s|es)\)/.test(text) }).toEqual({
        key,
        text,
        hasWordS: false,
      });
    }
  });

  it('have no empty or blank text (STYLE.md §5)', () => {
    for (const [key, text] of [...enLeaves, ...spLeaves]) {
      expect({ key, blank: text.trim() === '' }).toEqual({ key, blank: false });
    }
  });

  it('use lowerCamel keys (plural forms suffixed), sorted within each namespace (STYLE.md §5)', () => {
    const trees = Object.entries(resources).flatMap(([language, tree]) =>
      namespaces(tree, language),
    );
    for (const [path, tree] of trees) {
      const keys = Object.keys(tree);
      expect({ path, keys }).toEqual({ path, keys: [...keys].sort() });
      for (const key of keys) {
        expect(key).toMatch(/^[a-z][a-zA-Z0-9]*(_(zero|one|two|few|many|other))?$/);
      }
    }
  });

  it('have a message in both languages for every messageKey of the catalogue (SPEC §8)', () => {
    for (const [code, { messageKey }] of Object.entries(ERROR_CATALOGUE)) {
      expect({ code, en: enMessages.has(messageKey) }).toEqual({ code, en: true });
      expect({ code, sp: spMessages.has(messageKey) }).toEqual({ code, sp: true });
    }
  });

  it('have a message in both languages for every document error code outside the catalogue', () => {
    for (const [code, messageKey] of Object.entries(DOCUMENT_ERROR_KEYS)) {
      expect({ code, en: enMessages.has(messageKey) }).toEqual({ code, en: true });
      expect({ code, sp: spMessages.has(messageKey) }).toEqual({ code, sp: true });
    }
  });

  it('have no error message that is only the error code restated (SPEC §8)', () => {
    for (const [code, { messageKey }] of Object.entries(ERROR_CATALOGUE)) {
      const text = enLeaves.get(messageKey) ?? '';
      expect(text.toUpperCase().replace(/\W+/g, '_')).not.toBe(code);
    }
  });

  it('have a generic fallback message for unknown errors (SPEC §8)', () => {
    expect(enLeaves.get('errors.unknown')).toBeTruthy();
    expect(spLeaves.get('errors.unknown')).toBeTruthy();
  });

  it('keep the wording SPEC §8 and §4 give', () => {
    expect(en.errors.authenticationFailed).toBe('The email or password you entered is incorrect');
    expect(en.errors.unauthorized).toBe('You need to be authenticated');
    expect(en.errors.insufficientBalance).toBe(
      'You do not have a sufficient balance to complete this operation',
    );
    expect(en.errors.tooManyFiles).toBe(
      'Maximum {{max}} files allowed. You have selected {{current}}.',
    );
    expect(en.notices.dataSentToDatabase).toBe('Data sent successfully to database');
    expect(sp.errors.tokenExtraction).toBe(
      'Error al cargar el usuario. Por favor, inicie sesión nuevamente.',
    );
    expect(sp.errors.sessionExpired).toMatch(/^Sesión expirada/);
    expect(sp.common.loading).toBe('Cargando...');
  });

  it('expose both languages under their codes en and sp (SPEC §1)', () => {
    expect(Object.keys(resources).sort()).toEqual(['en', 'sp']);
  });
});
