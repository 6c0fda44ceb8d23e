import { translate, type Language } from '@folio/core';
import { describe, expect, it } from 'vitest';

import { createI18n } from './i18n';

const LANGUAGES: Language[] = ['en', 'sp'];

describe('createI18n', () => {
  it('opens in the language the rule picks (DECISIONS.md "Language")', () => {
    expect(createI18n({ stored: 'en' }).language).toBe('en');
    expect(createI18n({ browser: 'es-ES' }).language).toBe('sp');
  });

  it('words a plural message as the CLI and servers do, in both languages, for each count', () => {
    for (const language of LANGUAGES) {
      const t = createI18n({ stored: language }).t;
      for (const count of [0, 1, 2, 1_000_000]) {
        // The typed key: a plural message is asked for by its key without `_one` / `_other`.
        expect(t('cli.files.rm.confirmFiles', { count, names: 'a.pdf' })).toBe(
          translate(language, 'cli.files.rm.confirmFiles', { count, names: 'a.pdf' }),
        );
      }
    }
  });

  it('counts sp as Spanish: singular for 1, plural for 0 and 2', () => {
    const t = createI18n({ stored: 'sp' }).t;
    expect(
      [1, 0, 2].map((count) =>
        t('cli.extract.configs.summary', {
          name: 'Facturas',
          type: 'pdf',
          model: 'builtin',
          count,
        }),
      ),
    ).toEqual([
      'Facturas: pdf, motor builtin, 1 documento',
      'Facturas: pdf, motor builtin, 0 documentos',
      'Facturas: pdf, motor builtin, 2 documentos',
    ]);
  });

  it('leaves a placeholder without a value as written, as core does', () => {
    const t = createI18n({ stored: 'en' }).t;
    // @ts-expect-error The typed t asks for every placeholder; a gap must still show, not vanish.
    expect(t('errors.tooManyFiles', { max: 4 })).toBe(
      translate('en', 'errors.tooManyFiles', { max: 4 }),
    );
  });
});
