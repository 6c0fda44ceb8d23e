import { describe, expect, it } from 'vitest';

import { checkConfiguration } from './configuration-rules';
import type { ConfigurationInput } from './extractor-types';

const VALID: ConfigurationInput = {
  name: ' Facturas2024 ',
  document_type: 'invoice',
  attributes: [
    { name: ' total ', type: 'number', placement: 'header', detail: '  ', required: false },
    { name: 'importe', type: 'number', placement: 'detail', required: true },
  ],
};

function refusal(input: ConfigurationInput) {
  try {
    checkConfiguration(input);
  } catch (error) {
    return {
      code: (error as { code: string }).code,
      detail: (error as { detail: unknown }).detail,
    };
  }
  throw new Error('not refused');
}

describe('checkConfiguration', () => {
  it('trims names, and drops an empty detail text', () => {
    expect(checkConfiguration(VALID)).toMatchObject({
      name: 'Facturas2024',
      prompt: null,
      model: null,
      attributes: [
        { name: 'total', detail: null, required: false },
        { name: 'importe', detail: null, required: true },
      ],
    });
  });

  it('refuses a name that is not letters and digits (SPEC §5)', () => {
    expect(refusal({ ...VALID, name: 'Facturas 2024' })).toEqual({
      code: 'BAD_REQUEST',
      detail: { field: 'name', reason: 'letters_and_digits' },
    });
    expect(refusal({ ...VALID, name: 'Facturación' }).detail).toMatchObject({
      reason: 'letters_and_digits',
    });
    expect(refusal({ ...VALID, name: '  ' }).detail).toMatchObject({ reason: 'required' });
  });

  it('needs a header and a detail attribute (SPEC §5)', () => {
    const header = VALID.attributes.filter((attribute) => attribute.placement === 'header');
    const detail = VALID.attributes.filter((attribute) => attribute.placement === 'detail');
    expect(refusal({ ...VALID, attributes: detail }).detail).toMatchObject({
      reason: 'header_required',
    });
    expect(refusal({ ...VALID, attributes: header }).detail).toMatchObject({
      reason: 'detail_required',
    });
  });

  it('refuses a name given twice in one placement, ignoring case', () => {
    const attributes = [
      ...VALID.attributes,
      { name: 'TOTAL', type: 'number' as const, placement: 'header' as const, required: false },
    ];
    expect(refusal({ ...VALID, attributes })).toEqual({
      code: 'BAD_REQUEST',
      detail: {
        field: 'attributes',
        reason: 'duplicate_attribute',
        name: 'TOTAL',
        placement: 'header',
      },
    });
  });

  it('allows one name as a header and as a detail', () => {
    const attributes = [
      ...VALID.attributes,
      { name: 'total', type: 'number' as const, placement: 'detail' as const, required: false },
    ];
    expect(checkConfiguration({ ...VALID, attributes }).attributes).toHaveLength(3);
  });

  it('accepts the models of SPEC §3 and refuses others', () => {
    expect(checkConfiguration({ ...VALID, model: 'gpt-4o' }).model).toBe('gpt-4o');
    expect(refusal({ ...VALID, model: 'gpt-99' }).detail).toMatchObject({
      reason: 'unknown_model',
    });
  });
});
