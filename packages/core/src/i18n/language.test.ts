import { describe, expect, it } from 'vitest';

import { LANGUAGE_STORAGE_KEY, chooseLanguage, languageFromAcceptLanguage } from './language';

describe('chooseLanguage', () => {
  it('prefers the stored choice (DECISIONS.md Language)', () => {
    expect(chooseLanguage({ stored: 'en', browser: 'es-ES' })).toBe('en');
    expect(chooseLanguage({ stored: 'sp', browser: 'en-US' })).toBe('sp');
  });

  it('ignores a stored value that is not en or sp (DECISIONS.md Language)', () => {
    expect(chooseLanguage({ stored: 'fr', browser: 'en-GB' })).toBe('en');
    expect(chooseLanguage({ stored: 'es', browser: 'en-GB' })).toBe('en');
  });

  it('uses the first two letters of the browser language when en or sp (DECISIONS.md Language)', () => {
    expect(chooseLanguage({ stored: null, browser: 'en-US' })).toBe('en');
    expect(chooseLanguage({ browser: 'EN' })).toBe('en');
    expect(chooseLanguage({ browser: 'sp' })).toBe('sp');
  });

  it('counts a Spanish browser (es) as sp (DECISIONS.md Language)', () => {
    expect(chooseLanguage({ browser: 'es-MX' })).toBe('sp');
    expect(chooseLanguage({ browser: 'es' })).toBe('sp');
  });

  it('falls back to Spanish otherwise (DECISIONS.md Language)', () => {
    expect(chooseLanguage({ browser: 'fr-FR' })).toBe('sp');
    expect(chooseLanguage({ stored: null, browser: null })).toBe('sp');
    expect(chooseLanguage({})).toBe('sp');
  });

  it('stores the choice under the key language (DECISIONS.md Language)', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('language');
  });
});

describe('languageFromAcceptLanguage', () => {
  it('picks the first supported tag in q order', () => {
    expect(languageFromAcceptLanguage('fr-FR,fr;q=0.9,en-US;q=0.8,es;q=0.7')).toBe('en');
    expect(languageFromAcceptLanguage('en;q=0.5,es-ES;q=0.9')).toBe('sp');
  });

  it('keeps header order between tags of equal q', () => {
    expect(languageFromAcceptLanguage('en-GB, es-ES')).toBe('en');
    expect(languageFromAcceptLanguage('es-ES, en-GB')).toBe('sp');
  });

  it('skips tags refused with q=0', () => {
    expect(languageFromAcceptLanguage('en;q=0, es;q=0.1')).toBe('sp');
    expect(languageFromAcceptLanguage('es;q=0, en;q=0.1')).toBe('en');
  });

  it('accepts our own code sp', () => {
    expect(languageFromAcceptLanguage('sp')).toBe('sp');
  });

  it('defaults to Spanish when nothing supported is asked for (DECISIONS.md Language)', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('sp');
    expect(languageFromAcceptLanguage('')).toBe('sp');
    expect(languageFromAcceptLanguage('de-DE,fr;q=0.8,*;q=0.5')).toBe('sp');
  });
});
