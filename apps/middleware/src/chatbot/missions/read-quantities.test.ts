import { describe, expect, it } from 'vitest';

import { readingEvidence, readQuantities } from './read-quantities';
import { pageOf } from './testing/pages';

function read(text: string) {
  return readQuantities(pageOf(text)).map((reading) => ({
    quantity: reading.quantity,
    qualifier: reading.qualifier,
    normalised: reading.normalised,
  }));
}

describe('readQuantities', () => {
  it('reads an invoice footer in Spanish format, the tax with its rate', () => {
    expect(
      read('Base imponible   1.000,00\nIVA 21%          210,00\nTotal factura    1.210,00 €'),
    ).toEqual([
      { quantity: 'net', qualifier: undefined, normalised: '1000.00' },
      { quantity: 'vat', qualifier: '21%', normalised: '210.00' },
      { quantity: 'total', qualifier: undefined, normalised: '1210.00' },
    ]);
  });

  it('reads English amounts and written dates', () => {
    expect(read('Subtotal: 1,600.00\nDue date: April 2, 2025\nStart date: 2025-03-01')).toEqual([
      { quantity: 'net', qualifier: undefined, normalised: '1600.00' },
      { quantity: 'due-date', qualifier: undefined, normalised: '2025-04-02' },
      { quantity: 'start-date', qualifier: undefined, normalised: '2025-03-01' },
    ]);
  });

  it('reads values in sentences through linking words, and a value on the next line', () => {
    expect(
      read(
        'El contrato tendrá una duración de doce (12) meses.\nEl precio total asciende a 12.000 euros.\nFecha de vencimiento:\n3 de marzo de 2025',
      ),
    ).toEqual([
      { quantity: 'duration', qualifier: undefined, normalised: '12 months' },
      { quantity: 'contract-price', qualifier: undefined, normalised: '12000.00' },
      { quantity: 'due-date', qualifier: undefined, normalised: '2025-03-03' },
    ]);
  });

  it('leaves numbers that belong to something else, and counts that are not money', () => {
    expect(read('Total: 3 artículos\nTotal de horas facturadas 40,00\nPlazo: 30 días')).toEqual([]);
  });

  it('quotes the label with its value', () => {
    const page = pageOf('Concepto\nTotal factura:   1.210,00 €\n');
    const [reading] = readQuantities(page);
    expect(reading && readingEvidence(reading).quote).toBe('Total factura:   1.210,00 €');
  });
});
