import { describe, expect, it } from 'vitest';

import { headerValuesOf as fieldsOf } from '../testing/header-values';
import { isTaxIdShaped } from './tax-id-shapes';

describe('Spanish invoices of the home market (issue 16, eleventh pass)', () => {
  it("reads a till's simplified invoice: VAT-included total, each rate's row summed, euros by the NIF", () => {
    expect(
      fieldsOf([
        ['DROGUERÍA EL SOL', 190],
        ['N.I.F.: B80415687', 190],
        ['FRA. SIMPLIFICADA', 190],
        ['Fra. simpl. nº: FS25836463', 190],
        ['Fecha: 17-12-2024', 190],
        ['TOTAL IVA INCL.', 190],
        ['2,84', 400, true],
        ['TARJETA CREDITO', 190],
        ['2,84', 400, true],
        ['% IVA', 190],
        ['BASE', 280, true],
        ['CUOTA', 330, true],
        ['TOTAL', 380, true],
        ['21,00%', 190],
        ['1,53', 290, true],
        ['0,32', 345, true],
        ['1,85', 400, true],
        ['4,00%', 190],
        ['0,95', 290, true],
        ['0,04', 345, true],
        ['0,99', 400, true],
      ]),
    ).toMatchObject({
      invoice_number: 'FS25836463',
      total: 2.84,
      net_total: 2.48,
      tax_total: 0.36,
      currency: 'EUR',
    });
  });

  it('still reads the sum row of a breakdown by rate when one is printed', () => {
    expect(
      fieldsOf([
        ['Suministros Levante S.L.', 50],
        ['Factura nº 2024/118', 350],
        ['% IVA', 100],
        ['Base imponible', 250, true],
        ['Cuota IVA', 380, true],
        ['21%', 100],
        ['100,00', 300, true],
        ['21,00', 420, true],
        ['10%', 100],
        ['50,00', 300, true],
        ['5,00', 420, true],
        ['150,00', 300],
        ['26,00', 420, true],
        ['Total factura: 176,00 €', 300],
      ]),
    ).toMatchObject({ net_total: 150, tax_total: 26, total: 176 });
  });

  it("reads a professional's bases and VAT by rate and an IRPF larger than the VAT", () => {
    expect(
      fieldsOf([
        ['Ane Zubizarreta Olano', 340],
        ['NIF: 12345678Z', 340],
        ['FACTURA', 45],
        ['Nº: P20240119', 45],
        ['Bilbao, 5 de agosto de 2024', 45],
        ['Base imponible', 180],
        ['% IVA', 270, true],
        ['Cuota IVA', 340, true],
        ['1.000,00 €', 230],
        ['21%', 290, true],
        ['210,00 €', 370, true],
        ['500,00 €', 230],
        ['4%', 290, true],
        ['20,00 €', 370, true],
        ['Suma bases', 380],
        ['1.500,00 €', 550, true],
        ['Total cuotas IVA', 380],
        ['230,00 €', 550, true],
        ['- IRPF 15%', 380],
        ['-225,00 €', 550, true],
        ['Total a percibir', 380],
        ['1.505,00 €', 550, true],
      ]),
    ).toMatchObject({
      invoice_number: 'P20240119',
      net_total: 1500,
      tax_total: 230,
      total: 1505,
    });
  });

  it("knows a CIF's check character by its first letter", () => {
    expect(isTaxIdShaped('B12345678')).toBe(true);
    expect(isTaxIdShaped('Q2826000H')).toBe(true);
    expect(isTaxIdShaped('P20240119')).toBe(false);
    expect(isTaxIdShaped('B1234567A')).toBe(false);
  });
});

describe('Spanish credit notes and bills (issue 16, eleventh pass, second probe)', () => {
  it("reads a credit note's own number and date, not the corrected invoice's, and its negative sums", () => {
    expect(
      fieldsOf([
        ['Suministros Andina S.A.', 45],
        ['FACTURA DE ABONO', 340, true],
        ['CIF B80798471', 45],
        ['Ref. factura:', 340],
        ['23/00914', 460, true],
        ['Fecha factura original:', 340],
        ['22/08/2023', 460, true],
        ['Nº abono:', 340],
        ['NA00301', 460, true],
        ['Fecha abono:', 340],
        ['12/09/2023', 460, true],
        ['Total base', 370],
        ['-732,34 €', 550, true],
        ['IVA 21%', 370],
        ['-124,11 €', 550, true],
        ['IVA 10%', 370],
        ['-14,14 €', 550, true],
        ['Importe a abonar', 370],
        ['-870,59 €', 550, true],
      ]),
    ).toMatchObject({
      invoice_number: 'NA00301',
      date: '2023-09-12',
      net_total: -732.34,
      tax_total: -138.25,
      total: -870.59,
    });
  });

  it("takes a bill's Titular box for the customer, and a Titular beside an IBAN for the issuer", () => {
    expect(
      fieldsOf([
        ['FIBRANORTE', 45],
        ['Titular', 340],
        ['Talleres Levante S.L.U.', 340],
        ['NIF titular: A22896400', 340],
        ['Número de factura: 000201630760', 45],
        ['Total factura: 56,62 €', 45],
        ['Fibranorte Redes y Servicios S.L. · CIF B95631209 · Registro Mercantil de Madrid', 45],
      ]).issuer,
    ).toBe('Fibranorte Redes y Servicios S.L.');
    expect(
      fieldsOf([
        ['FACTURA Nº 2024/17', 45],
        ['Cliente: Talleres Levante S.L.U.', 45],
        ['Total factura: 121,00 €', 45],
        ['Forma de pago: transferencia', 45],
        ['Titular: Estudio Ruiz Arquitectos S.L.P.', 45],
        ['IBAN: ES12 2100 0000 0000 0000 0000', 45],
      ]).issuer,
    ).toBe('Estudio Ruiz Arquitectos S.L.P.');
  });
});
