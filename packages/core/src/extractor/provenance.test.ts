import { describe, expect, it } from 'vitest';

import { translate } from '../i18n/translate';

import { editedField } from './field-values';
import { PROVENANCES, provenanceMessageKeys, provenanceOf } from './provenance';

describe('provenance (issue 16: where each value came from, so a user knows what to check)', () => {
  it('lists the e-invoice XML, the page text, OCR and a person’s edit', () => {
    expect(PROVENANCES).toEqual(['e_invoice', 'text', 'ocr', 'manual']);
  });

  it('answers the stored provenance of a value', () => {
    expect(provenanceOf({ value: 'F-1', provenance: 'e_invoice' })).toBe('e_invoice');
    expect(provenanceOf({ value: 121, provenance: 'text' })).toBe('text');
    expect(provenanceOf({ value: 121, provenance: 'ocr' })).toBe('ocr');
  });

  it('answers manual once a person edited the value, whatever the extraction read', () => {
    expect(provenanceOf({ value: 5, provenance: 'ocr', edited: true })).toBe('manual');
    expect(provenanceOf(editedField({ value: 4, provenance: 'text' }, '5', 5))).toBe('manual');
    // A result stored before provenance was recorded still knows its edits.
    expect(provenanceOf({ value: 5, edited: true })).toBe('manual');
  });

  it('answers nothing for old results, unknown words and what is not a FieldValue', () => {
    expect(provenanceOf({ value: 'F-1', raw: 'F-1', page: 1, box: null })).toBeUndefined();
    expect(provenanceOf({ value: 'F-1', provenance: 'llm' })).toBeUndefined();
    expect(provenanceOf('F-1')).toBeUndefined();
    expect(provenanceOf(null)).toBeUndefined();
    expect(provenanceOf(undefined)).toBeUndefined();
    expect(provenanceOf([{ provenance: 'text' }])).toBeUndefined();
  });

  it('names each provenance and what to check in both languages', () => {
    for (const provenance of PROVENANCES) {
      const keys = provenanceMessageKeys(provenance);
      for (const language of ['en', 'sp'] as const) {
        expect(translate(language, keys.name)).not.toBe(keys.name);
        expect(translate(language, keys.hint)).not.toBe(keys.hint);
      }
    }
    expect(translate('en', provenanceMessageKeys('ocr').hint)).toMatch(/compare it with the page/u);
    expect(translate('sp', provenanceMessageKeys('text').name)).toBe('Texto de la página');
  });
});
