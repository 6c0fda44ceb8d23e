import { describe, expect, it } from 'vitest';

import { findPersonalData } from './personal-data';

const found = (text: string) => findPersonalData(text).map(({ kind, value }) => `${kind} ${value}`);

describe('findPersonalData', () => {
  it('finds every kind in one text, in order, with offsets that slice the value', () => {
    const text =
      'D. Juan Pérez (DNI 12345678Z, NIE X1234567L) de la empresa B12345674, ' +
      'juan.perez@example.es, +34 612 345 678, IBAN ES91 2100 0418 4502 0005 1332, ' +
      'tarjeta 4111 1111 1111 1111.';
    const spans = findPersonalData(text);
    expect(spans.map(({ kind, value }) => `${kind} ${value}`)).toEqual([
      'name Juan Pérez',
      'dni 12345678Z',
      'nie X1234567L',
      'cif B12345674',
      'email juan.perez@example.es',
      'phone +34 612 345 678',
      'iban ES91 2100 0418 4502 0005 1332',
      'card 4111 1111 1111 1111',
    ]);
    for (const span of spans) {
      expect(text.slice(span.start, span.end)).toBe(span.value);
    }
  });

  it('never reports overlapping spans: the digits of an address stay in the address', () => {
    expect(found('Escriba a 612345678@example.es')).toEqual(['email 612345678@example.es']);
    expect(found('ES91 2100 0418 4502 0005 1332')).toEqual(['iban ES91 2100 0418 4502 0005 1332']);
  });

  it('refuses identifiers whose check digits do not hold', () => {
    expect(
      found(
        'DNI 12345678A, NIE X1234567M, CIF B12345675, IBAN ES91 2100 0418 4502 0005 1333, ' +
          'GB82 WEST 1234 5698 7654 33, tarjeta 4111 1111 1111 1112 y 5555 5555 5555 4445.',
      ),
    ).toEqual([]);
  });

  it('masks nothing in invoice figures, dates, references, postal codes, years and percentages', () => {
    for (const text of [
      'Total factura: 1.234,56 € (IVA 21 % incluido).',
      'Fecha de emisión 12/03/2025, vencimiento 11/04/2025.',
      'Factura 2024-00123, pedido 45.778, albarán 2025/000345.',
      'Calle Mayor 12, 28013 Madrid. Constituida en 1998.',
      'Descuento del 15,5 % sobre 3.000.000 euros; 250.000 € de fianza.',
      'Invoice INV-2025-0042 of 1,250.00 EUR, due 2025-02-14 at 10:30.',
      'Version 2.4.1, ticket #4521, room 204, ISO 9001:2015, Ley 39/2015.',
      'Registration number 09876543, VAT GB987654321, London NW1 6XE.',
    ]) {
      expect(found(text)).toEqual([]);
    }
  });
});
