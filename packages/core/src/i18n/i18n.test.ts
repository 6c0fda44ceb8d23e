import { describe, expect, it } from 'vitest';

import { DOCUMENT_ERROR_KEYS, ERROR_CATALOGUE } from '../errors/catalogue';

import { en } from './en';
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

const enLeaves = new Map(leaves(en));
const spLeaves = new Map(leaves(sp));

describe('i18n resources', () => {
  it('have the same keys in English and Spanish (STYLE.md §5)', () => {
    expect([...spLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
  });

  it('have the same {{placeholders}} per key in both languages (SPEC §1)', () => {
    for (const [key, text] of enLeaves) {
      expect({ key, placeholders: placeholders(spLeaves.get(key) ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      });
    }
  });

  it('have no empty or blank text (STYLE.md §5)', () => {
    for (const [key, text] of [...enLeaves, ...spLeaves]) {
      expect({ key, blank: text.trim() === '' }).toEqual({ key, blank: false });
    }
  });

  it('use lowerCamel keys, sorted within each namespace, in both languages (STYLE.md §5)', () => {
    const trees = Object.entries(resources).flatMap(([language, tree]) =>
      namespaces(tree, language),
    );
    for (const [path, tree] of trees) {
      const keys = Object.keys(tree);
      expect({ path, keys }).toEqual({ path, keys: [...keys].sort() });
      for (const key of keys) {
        expect(key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      }
    }
  });

  it('have a message in both languages for every messageKey of the catalogue (SPEC §8)', () => {
    for (const [code, { messageKey }] of Object.entries(ERROR_CATALOGUE)) {
      expect({ code, en: enLeaves.has(messageKey) }).toEqual({ code, en: true });
      expect({ code, sp: spLeaves.has(messageKey) }).toEqual({ code, sp: true });
    }
  });

  it('have a message in both languages for every document error code outside the catalogue', () => {
    for (const [code, messageKey] of Object.entries(DOCUMENT_ERROR_KEYS)) {
      expect({ code, en: enLeaves.has(messageKey) }).toEqual({ code, en: true });
      expect({ code, sp: spLeaves.has(messageKey) }).toEqual({ code, sp: true });
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
