import { describe, expect, it } from 'vitest';

import { EMPTY_DRAFT, parseStoredDraft, withoutPageImages } from './draft';

describe('parseStoredDraft', () => {
  it('reads back a stored draft (SPEC §3 extractor draft)', () => {
    const draft = {
      ...EMPTY_DRAFT,
      step: 'attributes' as const,
      selectedType: 'invoice' as const,
      file: { id: 'file-1', name: 'factura.pdf' },
      pages: [{ page: 1, width: 595, height: 842, image: 'data:image/jpeg;base64,AA' }],
      attributes: [
        {
          id: 'attribute-1',
          name: 'Total',
          type: 'number' as const,
          placement: 'header' as const,
          detail: 'The amount to pay',
          required: true,
          example: { value: 121 },
        },
      ],
      prompt: 'Amounts in euros',
      model: 'gpt-4o',
      configName: 'Facturas',
    };

    expect(parseStoredDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it('falls back to the empty draft for anything that is not a draft', () => {
    expect(parseStoredDraft(undefined)).toEqual(EMPTY_DRAFT);
    expect(parseStoredDraft('draft')).toEqual(EMPTY_DRAFT);
    expect(parseStoredDraft([])).toEqual(EMPTY_DRAFT);
  });

  it('drops attributes and values of the wrong shape', () => {
    const parsed = parseStoredDraft({
      selectedType: 'poem',
      attributes: [{ id: 'a', name: 'Total', type: 'money', placement: 'header' }, 7],
      model: 3,
    });

    expect(parsed.selectedType).toBeNull();
    expect(parsed.attributes).toEqual([]);
    expect(parsed.model).toBeNull();
  });

  it('goes back to the first step whose prerequisites are missing', () => {
    expect(parseStoredDraft({ step: 'test' }).step).toBe('type');
    expect(parseStoredDraft({ step: 'test', selectedType: 'invoice' }).step).toBe('example');
  });
});

describe('withoutPageImages', () => {
  it('keeps the pages but not their images', () => {
    const draft = {
      ...EMPTY_DRAFT,
      pages: [{ page: 1, width: 10, height: 20, image: 'data:image/jpeg;base64,AA' }],
    };

    expect(withoutPageImages(draft).pages).toEqual([{ page: 1, width: 10, height: 20, image: '' }]);
  });
});
