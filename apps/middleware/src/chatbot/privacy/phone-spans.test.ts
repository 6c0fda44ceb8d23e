import { describe, expect, it } from 'vitest';

import { findPhones } from './phone-spans';

const values = (text: string) => findPhones(text).map((span) => span.value);

describe('findPhones', () => {
  it('finds Spanish numbers in the usual groupings and separators', () => {
    for (const phone of [
      '612 345 678',
      '612345678',
      '91 123 45 67',
      '954 12 34 56',
      '93.456.78.90',
      '91-123-45-67',
      '722 334 455',
      '91 5551234',
    ]) {
      expect(values(`Tel.: ${phone}.`)).toEqual([phone]);
    }
  });

  it('finds Spanish numbers with the country code, including the 00 and (+34) forms', () => {
    for (const phone of [
      '+34 612 345 678',
      '+34612345678',
      '+34 699-876-543',
      '0034 655 44 33 22',
      '(+34) 91 555 12 34',
    ]) {
      expect(values(`Llame al ${phone} hoy`)).toEqual([phone]);
    }
  });

  it('finds US, UK and French numbers', () => {
    for (const phone of [
      '(555) 123-4567',
      '415-555-0199',
      '1-800-555-0199',
      '+1 415 555 0132',
      '+1 (646) 555-0175',
      '+44 20 7946 0958',
      '+44 (0)20 7946 0958',
      '020 7946 0958',
      '07700 900123',
      '0161 496 0753',
      '01 99 00 12 34',
    ]) {
      expect(values(`Call ${phone} now`)).toEqual([phone]);
    }
  });

  it('finds other international numbers', () => {
    expect(values('Paris +33 1 99 00 12 34, Berlin +49 30 23125 678.')).toEqual([
      '+33 1 99 00 12 34',
      '+49 30 23125 678',
    ]);
  });

  it('finds two numbers written one after the other', () => {
    expect(values('Tel. 612 345 678 / 699 876 543')).toEqual(['612 345 678', '699 876 543']);
  });

  it('refuses Spanish-length numbers that do not start with 6, 7, 8 or 9', () => {
    expect(values('Expediente 512 345 678')).toEqual([]);
    expect(values('Pedido 123456789')).toEqual([]);
  });

  it('refuses amounts, dates, times, percentages and references', () => {
    for (const text of [
      'Total 1.234,56 €',
      'Capital de 900.000.000 euros',
      'Importe 912.345.678,00',
      'Fecha 12/03/2025',
      'Fecha 2025-03-12',
      'Factura 2024-00123',
      'Horario 9:00-14:00',
      'Sube un 12,5 %',
      'Código postal 28013',
      'Año 1998',
      'Ref. SN-2024-778812',
      'VAT GB123456789',
      'Company number 01234567',
      'Expediente 2025/000789',
      'ISBN 978-84-376-0494-7',
      'Pagado $ 612 345 678',
    ]) {
      expect(values(text)).toEqual([]);
    }
  });
});
