import { describe, expect, it } from 'vitest';

import type { ExtractionAttribute } from '../../extractor/engine';
import { buildExtractionSchema } from './extraction-schema';
import { normaliseValue, valueKindOf } from './normalise-value';

const header = (name: string, type: ExtractionAttribute['type'], detail?: string) =>
  ({ name, type, placement: 'header', detail }) as const;
const detail = (name: string, type: ExtractionAttribute['type']) =>
  ({ name, type, placement: 'detail' }) as const;

describe('buildExtractionSchema', () => {
  it('makes header attributes the typed, nullable, required properties of headers', () => {
    const schema = buildExtractionSchema({
      attributes: [
        header('invoice_number', 'simple', 'Invoice no.'),
        header('issue_date', 'date'),
        header('total', 'number'),
        detail('description', 'text'),
        detail('amount', 'number'),
      ],
    });
    expect(schema.required).toEqual(['headers', 'items']);
    expect(schema.additionalProperties).toBe(false);
    const headers = schema.properties?.['headers'];
    expect(headers?.required).toEqual(['invoice_number', 'issue_date', 'total']);
    expect(headers?.additionalProperties).toBe(false);
    expect(headers?.properties).toEqual({
      invoice_number: { type: ['string', 'null'], description: 'Invoice no.' },
      issue_date: { type: ['string', 'null'], description: 'A date, written as YYYY-MM-DD.' },
      total: {
        type: ['number', 'null'],
        description: 'A number with a dot for decimals and no thousands separators.',
      },
    });
  });

  it('makes details an array of objects, one per line item', () => {
    const schema = buildExtractionSchema({
      attributes: [header('total', 'number'), detail('description', 'text')],
    });
    expect(schema.properties?.['items']).toMatchObject({
      type: 'array',
      items: {
        type: 'object',
        properties: { description: { type: ['string', 'null'] } },
        required: ['description'],
        additionalProperties: false,
      },
    });
  });
});

describe('normaliseValue', () => {
  it('picks the kind from the header concept first, then the type', () => {
    expect(valueKindOf(header('total', 'simple'))).toBe('amount');
    expect(valueKindOf(header('fecha', 'simple'))).toBe('date');
    expect(valueKindOf(header('moneda', 'simple'))).toBe('currency');
    expect(valueKindOf(header('numero_factura', 'simple', 'Factura nº'))).toBe('identifier');
    expect(valueKindOf(header('notes', 'text'))).toBe('text');
    expect(valueKindOf(detail('qty', 'number'))).toBe('amount');
    expect(valueKindOf(detail('delivery', 'date'))).toBe('date');
  });

  it('normalises amounts, dates, currencies and identifiers as the built-in engine does', () => {
    expect(normaliseValue('amount', '1.234,56 €')).toEqual({ value: 1234.56, text: '1.234,56 €' });
    expect(normaliseValue('amount', 12.345)?.value).toBe(12.35);
    expect(normaliseValue('date', '05/03/2024')?.value).toBe('2024-03-05');
    expect(normaliseValue('date', '2024-02-30')).toBeUndefined();
    expect(normaliseValue('date', '5 de marzo de 2024')?.value).toBe('2024-03-05');
    expect(normaliseValue('currency', 'euros')?.value).toBe('EUR');
    expect(normaliseValue('identifier', 'Nº 2024/001:')?.value).toBe('2024/001');
    expect(normaliseValue('text', '  ACME  ')?.value).toBe('ACME');
    expect(normaliseValue('amount', { value: 3 })?.value).toBe(3);
  });

  it('reads null, empty and unreadable values as not found', () => {
    expect(normaliseValue('text', null)).toBeUndefined();
    expect(normaliseValue('text', '')).toBeUndefined();
    expect(normaliseValue('text', 'null')).toBeUndefined();
    expect(normaliseValue('amount', 'n/a')).toBeUndefined();
    expect(normaliseValue('amount', Number.NaN)).toBeUndefined();
  });
});
