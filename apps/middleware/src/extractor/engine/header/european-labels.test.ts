import { describe, expect, it } from 'vitest';

import { headerValuesOf as fieldsOf } from '../testing/header-values';

describe('European invoice labels (generated European invoices, issue 16)', () => {
  it('reads `N° TVA : FR…` as a VAT id, `T.V.A.`, `Net HT` and `Total T.T.C.` as amounts', () => {
    expect(
      fieldsOf([
        ['Informatique du Midi SAS', 50],
        ['N° TVA : FR10 113264046   SIRET : 798 891 146 87899', 50],
        ['Facture n° FA74187', 50],
        ['Net HT', 300],
        ['5 946,84 €', 550, true],
        ['T.V.A. 20 %', 300],
        ['772,40 €', 550, true],
        ['T.V.A. 10 %', 300],
        ['177,33 €', 550, true],
        ['T.V.A. 5,5%', 300],
        ['17,13 €', 550, true],
        ['Total T.T.C.', 300],
        ['6 913,70 €', 550, true],
      ]),
    ).toMatchObject({ net_total: 5946.84, tax_total: 966.86, total: 6913.7 });
  });

  it('reads freight and the items sum as other amounts, never tax or total', () => {
    expect(
      fieldsOf([
        ['Summe Positionen', 300],
        ['1.000,00 €', 550, true],
        ['abzgl. Rabatt 5 %', 300],
        ['-50,00 €', 550, true],
        ['zzgl. Versandkosten', 300],
        ['9,50 €', 550, true],
        ['Nettobetrag', 300],
        ['959,50 €', 550, true],
        ['MwSt. 19 %', 300],
        ['182,31 €', 550, true],
        ['Bruttobetrag', 300],
        ['1.141,81 €', 550, true],
      ]),
    ).toMatchObject({ net_total: 959.5, tax_total: 182.31, total: 1141.81 });
  });
});

describe('credit notes and dates beside the invoice date (generated European invoices, issue 16)', () => {
  it("reads a credit note's own number, never the corrected invoice's", () => {
    expect(
      fieldsOf([
        ['Gutschrift', 50],
        ['zu Rechnung Nr. 20230823', 200, true],
        ['Gutschrift-Nr.:', 50],
        ['20230619', 170, true],
        ['Belegdatum:', 50],
        ['08.06.2024', 170, true],
      ])['invoice_number'],
    ).toBe('20230619');
    expect(
      fieldsOf([
        ['AVOIR', 50],
        ['Avoir sur facture n° 2403-108', 200, true],
        ['Avoir n°', 50],
        ['F2024-0802', 170, true],
        ['N° client :', 50],
        ['65651', 170, true],
      ])['invoice_number'],
    ).toBe('F2024-0802');
  });

  it('takes the date of issue, not the date of the service or the tax point', () => {
    expect(
      fieldsOf([
        ['FACTURE', 50],
        ['Numéro :', 50],
        ['FA36219', 170, true],
        ['Date de prestation :', 50],
        ['25 septembre 2024', 170, true],
        ["Date d'émission :", 50],
        ['30 septembre 2024', 170, true],
      ])['date'],
    ).toBe('2024-09-30');
    expect(
      fieldsOf([
        ['VAT Invoice', 50],
        ['Tax Point:', 50],
        ['18/12/2023', 170, true],
        ['Date:', 50],
        ['27/12/2023', 170, true],
      ])['date'],
    ).toBe('2023-12-27');
  });

  it('reads `Gross total` as the total', () => {
    expect(
      fieldsOf([
        ['INVOICE', 50],
        ['Subtotal', 300],
        ['92,679.43', 550, true],
        ['VAT 20 %', 300],
        ['10,508.48', 550, true],
        ['VAT 5%', 300],
        ['168.67', 550, true],
        ['Gross total', 300],
        ['103,356.58', 550, true],
      ]),
    ).toMatchObject({ total: 103356.58, net_total: 92679.43, tax_total: 10677.15 });
  });
});

describe('an invoice that states no VAT is charged (§ 19 UStG, art. 293 B du CGI)', () => {
  it('has tax 0 and its total as net, whatever sub-total and freight it prints', () => {
    expect(
      fieldsOf([
        ['Zwischensumme', 300],
        ['2.662,94 €', 550, true],
        ['zzgl. Versandkosten', 300],
        ['5,95 €', 550, true],
        ['Gesamt brutto', 300],
        ['2.668,89 €', 550, true],
        ['Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.', 50],
      ]),
    ).toMatchObject({ total: 2668.89, net_total: 2668.89, tax_total: 0 });
    expect(
      fieldsOf([
        ['Sous-total', 300],
        ['400,00 €', 550, true],
        ['Frais de port', 300],
        ['12,00 €', 550, true],
        ['Total TTC', 300],
        ['412,00 €', 550, true],
        ['TVA non applicable, art. 293 B du CGI', 50],
      ]),
    ).toMatchObject({ total: 412, net_total: 412, tax_total: 0 });
  });

  it('keeps a printed VAT amount when the statement is not there', () => {
    expect(
      fieldsOf([
        ['Nettobetrag', 300],
        ['100,00 €', 550, true],
        ['MwSt. 19 %', 300],
        ['19,00 €', 550, true],
        ['Gesamtbetrag', 300],
        ['119,00 €', 550, true],
      ]),
    ).toMatchObject({ total: 119, net_total: 100, tax_total: 19 });
  });
});
