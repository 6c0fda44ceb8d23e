import { foldText } from '@folio/core';
import { describe, expect, it } from 'vitest';

import { pageOf } from '../testing/lines';
import { extractFromPages } from '../run-engine';
import { dollarOfCountry, localPesoAt } from './currency-country';

const currencyOnly = {
  attributes: [
    { name: 'total', type: 'number', placement: 'header' },
    { name: 'currency', type: 'simple', placement: 'header' },
  ],
} as const;

function currencyOf(lines: readonly string[]): unknown {
  const page = pageOf(lines.map((text, row) => [text, 50, 60 + row * 14] as const));
  return extractFromPages({ configuration: currencyOnly, pages: [page] }).fields['currency']?.value;
}

describe('the currency a bare $ stands for', () => {
  it('is the Argentine peso on a page with a CUIT, an AFIP voucher or PESOS', () => {
    expect(currencyOf(['Factura B', 'CUIT: 30-71234567-8', 'Total: $ 12.100,00'])).toBe('ARS');
    expect(currencyOf(['Punto de Venta: 0003  Comp. Nro: 00003668', 'Total $ 500,00'])).toBe('ARS');
    expect(currencyOf(['Son PESOS quinientos', 'TOTAL $ 500,00'])).toBe('ARS');
  });

  it('follows the country of the tax id or tax office elsewhere in Latin America', () => {
    expect(dollarOfCountry(foldText('RFC: ABC010203XY1 CFDI 4.0'))).toBe('MXN');
    expect(dollarOfCountry(foldText('Boleta electrónica SII'))).toBe('CLP');
    expect(dollarOfCountry(foldText('Factura electrónica de venta DIAN'))).toBe('COP');
    expect(dollarOfCountry(foldText('e-Ticket DGI'))).toBe('UYU');
  });

  it("is the shop's own dollar by its registration or address in Canada, Australia, New Zealand, Singapore", () => {
    expect(
      currencyOf(['Maple Coffee Co.', 'TORONTO ON M5V 2T6', 'HST 13% $1.30', 'TOTAL $11.30']),
    ).toBe('CAD');
    expect(currencyOf(['GST/HST # 812345678 RT0001', 'TOTAL $8.40'])).toBe('CAD');
    expect(currencyOf(['Kingsway Pharmacy', 'ABN 12 345 678 901', 'TOTAL $24.95'])).toBe('AUD');
    expect(currencyOf(['FITZROY VIC 3065', 'TOTAL $9.00'])).toBe('AUD');
    expect(currencyOf(['Kauri Cafe', 'GST No: 123-456-789', 'TOTAL $14.50'])).toBe('NZD');
    expect(currencyOf(['GST No: \u201c126-341-872-', 'TOTAL $26.54'])).toBe('NZD');
    expect(currencyOf(['Lion City Pte Ltd', 'Singapore 238801', 'TOTAL $7.80'])).toBe('SGD');
    // A country's name alone is a product's as often: the dollar stays the US one.
    expect(currencyOf(['CANADA DRY 2L $2.49', 'SINGAPORE NOODLES $8.99', 'TOTAL $11.48'])).toBe(
      'USD',
    );
    // Four digits after a state's letters are an Australian postcode; five are an American ZIP.
    expect(currencyOf(['SEATTLE, WA 98101', 'TOTAL $9.00'])).toBe('USD');
  });

  it('stays the US dollar without a country, or when US dollars are written', () => {
    expect(currencyOf(['Invoice 42', 'Total: $ 120.00'])).toBe('USD');
    expect(currencyOf(['CUIT: 30-71234567-8', 'Total: U$S 120,00'])).toBe('USD');
    expect(dollarOfCountry(foldText('Importe en USD, CUIT 30-71234567-8'))).toBeUndefined();
  });

  it("is the country's currency on a page that writes no currency at all, by a strong sign", () => {
    expect(currencyOf(['FACTURA A', 'CUIT: 30-71234567-8', 'TOTAL 12.100,00'])).toBe('ARS');
    expect(currencyOf(['RFC: ABC010203XY1', 'Folio fiscal', 'Total 1,160.00'])).toBe('MXN');
    // IVA alone is Spain's word too: no currency is better than a guessed peso.
    expect(currencyOf(['Base imponible 100,00', 'IVA 21% 21,00', 'Total 121,00'])).toBeNull();
  });

  it('is the euro, the pound or the Swiss franc by a European VAT id, when no currency is written', () => {
    expect(currencyOf(['Müller GmbH', 'USt-IdNr.: DE123456789', 'Gesamtbetrag 119,00'])).toBe(
      'EUR',
    );
    expect(currencyOf(['N° TVA : FR12 345678901', 'Total TTC 120,00'])).toBe('EUR');
    expect(currencyOf(['BTW-nummer: NL123456789B01', 'Totaal 121,00'])).toBe('EUR');
    expect(
      currencyOf([
        'VAT Reg No: GB 123 4567 89',
        'Bill To: Hanse GmbH, DE123456789',
        'Total 120.00',
      ]),
    ).toBe('GBP');
    expect(
      currencyOf(['CHE-123.456.789 MWST', 'Kunde: Müller GmbH, DE123456789', 'Total 108.10']),
    ).toBe('CHF');
    // A written currency still wins.
    expect(currencyOf(['USt-IdNr.: DE123456789', 'Total: $ 119.00'])).toBe('USD');
  });

  it('is the pound or the euro by a small business’s tax words, when it has no VAT id', () => {
    expect(currencyOf(['Not VAT registered - no VAT has been charged.', 'Total 108.00'])).toBe(
      'GBP',
    );
    expect(currencyOf(['Total 108.00', 'UTR 5534884170'])).toBe('GBP');
    expect(
      currencyOf([
        'Kein Ausweis von Umsatzsteuer, da Kleinunternehmer gemäß § 19 UStG.',
        'Summe 608,00',
      ]),
    ).toBe('EUR');
    expect(currencyOf(['TVA non applicable, art. 293 B du CGI', 'Total 450,00'])).toBe('EUR');
    expect(currencyOf(['Steuernummer 38/992/73000', 'Summe 608,00'])).toBe('EUR');
  });

  it("is the peso whose country's letters stand at the sign: `$U`, `UY$`, `AR$`", () => {
    expect(localPesoAt('$U 1.234,56', 0)).toBe('UYU');
    expect(localPesoAt('Total UY$ 1.234,56', 8)).toBe('UYU');
    expect(localPesoAt('AR$ 500', 2)).toBe('ARS');
    // The US dollar's own spellings are not a peso's.
    expect(localPesoAt('U$S 100', 1)).toBeUndefined();
    expect(localPesoAt('$US 100', 0)).toBeUndefined();
    expect(localPesoAt('$ 100', 0)).toBeUndefined();
    expect(currencyOf(['e-Ticket', 'TOTAL $U 1.234,56'])).toBe('UYU');
  });
});

describe('the currency of a Spanish page that writes none (issue 16, eleventh pass)', () => {
  it('is the euro by a NIF or CIF after its label, a Spanish VAT id or a Verifactu mark', () => {
    expect(currencyOf(['FERRETERÍA LA ESQUINA', 'N.I.F.: B80415687', 'TOTAL 2,84'])).toBe('EUR');
    expect(currencyOf(['Estudio Gómez', 'NIF-IVA: ESB12345678', 'Total 121,00'])).toBe('EUR');
    expect(currencyOf(['Café Central', 'VERI*FACTU', 'Total 9,50'])).toBe('EUR');
  });

  it('stays unknown on a page naming no country, and a bare $ beside a CIF incoterm is not euros', () => {
    expect(currencyOf(['Acme Trading', 'Total 12.00'])).toBeNull();
    expect(currencyOf(['Terms: CIF Rotterdam', 'Total $ 1,200.00'])).toBe('USD');
  });
});
