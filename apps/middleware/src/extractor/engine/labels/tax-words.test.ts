import { describe, expect, it } from 'vitest';

import { isTaxQualifier, taxSenseOf, taxWordPattern } from './tax-words';

describe('words saying with or without tax', () => {
  it('reads a heading’s sense from its first such word, German compounds included', () => {
    expect(taxSenseOf('total ht')).toBe('net');
    expect(taxSenseOf('montant ttc')).toBe('gross');
    expect(taxSenseOf('nettobetrag')).toBe('net');
    expect(taxSenseOf('gesamtbrutto')).toBe('gross');
    expect(taxSenseOf('subtotal c/iva')).toBe('gross');
    expect(taxSenseOf('importe neto')).toBe('net');
    expect(taxSenseOf('betrag')).toBeUndefined();
  });

  it('tells a qualifier word after a heading, with its dot or brackets', () => {
    expect(isTaxQualifier('(netto)')).toBe(true);
    expect(isTaxQualifier('H.T.')).toBe(true);
    expect(isTaxQualifier('inkl.')).toBe(true);
    expect(isTaxQualifier('Menge')).toBe(false);
    // A word that only starts like one is not one.
    expect(isTaxQualifier('network')).toBe(false);
  });

  it('gives a pattern of whole words for a label’s qualifier', () => {
    const net = new RegExp(`^${taxWordPattern('net')}(?![\\p{L}\\d])`, 'u');
    expect(net.exec('h.t. 120,00')?.[0]).toBe('h.t.');
    expect(net.exec('netto 8.350,00')?.[0]).toBe('netto');
    expect(net.test('network 1')).toBe(false);
    const gross = new RegExp(`^${taxWordPattern('gross')}(?![\\p{L}\\d])`, 'u');
    expect(gross.exec('t.t.c. 144,00')?.[0]).toBe('t.t.c.');
  });
});
