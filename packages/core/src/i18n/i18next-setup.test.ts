import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';

import { I18NEXT_OPTIONS, initI18next } from './i18next-setup';

/** An instance over one plural test message, each form naming itself. */
function countingInstance(language: string) {
  return initI18next(createInstance(), {
    lng: language,
    resources: {
      [language]: {
        translation: { item_one: 'one', item_many: 'many', item_other: 'other', item_few: 'few' },
      },
    },
  });
}

describe('initI18next', () => {
  it('needs a mapping for sp: Intl knows no such locale and would use the default one', () => {
    expect(Intl.PluralRules.supportedLocalesOf(['sp'])).toEqual([]);
    expect(Intl.PluralRules.supportedLocalesOf(['es'])).toEqual(['es']);
  });

  it('counts sp as Spanish does: one for 1, other for 0 and 2, many for a million', () => {
    const t = countingInstance('sp').getFixedT('sp');
    expect([1, 0, 2, 1.5, 1_000_000].map((count) => t('item', { count }))).toEqual([
      'one',
      'other',
      'other',
      'other',
      'many',
    ]);
  });

  it('counts en as English does: one for 1, other for the rest, a million too', () => {
    const t = countingInstance('en').getFixedT('en');
    expect([1, 0, 2, 1_000_000].map((count) => t('item', { count }))).toEqual([
      'one',
      'other',
      'other',
      'other',
    ]);
  });

  it('is ready at once: the messages are bundled, so init is synchronous', () => {
    const instance = initI18next(createInstance(), { lng: 'sp' });
    expect(instance.isInitialized).toBe(true);
    expect(instance.t('common.loading')).toBe('Cargando...');
  });

  it('serves both languages and falls back to English', () => {
    expect(I18NEXT_OPTIONS.supportedLngs).toEqual(['en', 'sp']);
    expect(I18NEXT_OPTIONS.fallbackLng).toBe('en');
  });
});
