import { describe, expect, it } from 'vitest';

import { docLine } from '../testing/lines';
import { headerValuesAt } from '../testing/header-values';
import { findLabelsInLine } from '../labels/find-labels';
import { isTaxIdShaped } from './tax-id-shapes';

const concepts = (text: string): string[][] =>
  findLabelsInLine(docLine(text)).map((label) => [...label.concepts].sort());

// Energy bills, marketplace orders and sole traders without VAT (issue 16, European probe 4).
describe('bills, marketplace orders and invoices without VAT (issue 16, probe 4)', () => {
  it('takes eleven digits for a CUIT only when they open with a CUIT kind', () => {
    expect(isTaxIdShaped('20123456786')).toBe(true);
    expect(isTaxIdShaped('30-71234567-1')).toBe(true);
    expect(isTaxIdShaped('15493198535')).toBe(false);
    expect(isTaxIdShaped('70872050322')).toBe(false);
  });

  it("reads an energy bill's own number of eleven digits and its charges as the bill's total", () => {
    const fields = headerValuesAt([
      ['Électricité de Loire SA', 42, 32],
      ['Référence client', 337, 88],
      ['0047 0140 7572', 494, 88],
      ['Facture n°', 337, 112],
      ['15493198535', 503, 112],
      ['Facture du', 337, 124],
      ['12/07/2023', 512, 124],
    ]);
    expect(fields).toMatchObject({ invoice_number: '15493198535' });
    expect(concepts('This bill £1,312.87')).toEqual([['total']]);
    expect(concepts('Montant de cette facture 83,40 €')).toEqual([['total']]);
  });

  it("reads a marketplace order's invoice date and number, beside its order's", () => {
    expect(concepts('Rechnungsdatum/Lieferdatum 17. Juni 2024')).toEqual([['date']]);
    expect(concepts('Invoice date / Delivery date 15 Oct 2023')).toEqual([['date']]);
    expect(concepts('Date de facturation/Date de livraison 6 décembre 2023')).toEqual([['date']]);
    expect(concepts('Numéro de la facture FR4-ABCD95-995033')).toEqual([['invoiceNumber']]);
  });

  it("reads a sole trader's three-digit number beside its label, and no quantity for one", () => {
    const page = (label: string): [string, number, number][] => [
      ['Ben Carter Web Design', 214, 30],
      [label, 363, 116],
      ['391', 538, 116],
      ['Date:', 363, 129],
      ['24/10/2023', 508, 129],
      ['Total due', 360, 300],
      ['£240.00', 550, 300],
    ];
    expect(headerValuesAt(page('Invoice no:'))).toMatchObject({ invoice_number: '391' });
    expect(headerValuesAt(page('Qty:'))['invoice_number']).toBeNull();
  });

  it('reads no tax from a no-VAT statement (not its article number, nor the amount under it)', () => {
    const fields = headerValuesAt([
      ['Hugo Lambert EI', 156, 29],
      ['Facture n° 2023-082', 359, 115],
      ['Total', 359, 290],
      ['333,84', 521, 290],
      ['TVA non applicable, art. 293 B du CGI', 44, 321],
      ["Pas d'escompte. Indemnité forfaitaire pour frais de recouvrement : 40 €.", 44, 333],
    ]);
    expect(fields).toMatchObject({ total: 333.84, net_total: 333.84, tax_total: 0 });
  });
});
