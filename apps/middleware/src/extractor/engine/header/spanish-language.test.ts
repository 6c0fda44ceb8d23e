import { describe, expect, it } from 'vitest';

import { headerValuesOf as fieldsOf } from '../testing/header-values';

describe('Spanish-language invoices (issue 16)', () => {
  it('joins an AFIP point of sale and voucher number, and never takes the CUIT', () => {
    expect(
      fieldsOf([
        ['DISTRIBUIDORA DEL SUR S.R.L.', 50],
        ['CUIT: 30-71234567-8', 50],
        ['FACTURA B', 350],
        ['Punto de Venta: 0003', 350],
        ['Comp. Nro: 00003668', 470, true],
        ['Fecha de Emisión: 14/05/2024', 350],
        ['Señor(es): Juan Pérez Construcciones S.A.', 50],
        ['CUIT: 20-12345678-9', 50],
        ['Importe Neto Gravado: $ 10.000,00', 300],
        ['IVA 21%: $ 2.100,00', 300],
        ['Importe Total: $ 12.100,00', 300],
      ]),
    ).toMatchObject({
      invoice_number: '0003-00003668',
      date: '2024-05-14',
      issuer: 'DISTRIBUIDORA DEL SUR S.R.L.',
      currency: 'ARS',
      net_total: 10000,
      tax_total: 2100,
      total: 12100,
    });
  });

  it('reads base, IVA at its rate and total as amounts, not the rate', () => {
    expect(
      fieldsOf([
        ['Fontanería López S.L.', 50],
        ['CIF: B12345678', 50],
        ['Factura Nº 2024/0153', 350],
        ['Fecha: 12/03/2024', 350],
        ['Cliente: Talleres Pérez S.A.', 50],
        ['Base imponible:', 300],
        ['107,00 EUR', 450, true],
        ['IVA 21%:', 300],
        ['22,47 EUR', 450, true],
        ['Total factura:', 300],
        ['129,47 EUR', 450, true],
      ]),
    ).toMatchObject({
      invoice_number: '2024/0153',
      issuer: 'Fontanería López S.L.',
      net_total: 107,
      tax_total: 22.47,
      total: 129.47,
      currency: 'EUR',
    });
  });

  it('never reads a rate announced as a percentage as the tax amount', () => {
    expect(
      fieldsOf([
        ['Ferretería Centro S.L.', 50],
        ['Factura nº 88/2024', 350],
        ['IVA-% 21,0', 300],
        ['Base imponible: 98,00 €', 300],
        ['Total factura: 118,58 €', 300],
      ]),
    ).toMatchObject({ net_total: 98, tax_total: 20.58, total: 118.58 });
  });

  it('takes the sum row of a tax breakdown by rate, not its first rate', () => {
    expect(
      fieldsOf([
        ['Distribuciones Norte S.A.', 50],
        ['Factura nº A-2024-118', 350],
        ['Base imponible', 200],
        ['Cuota IVA', 320, true],
        ['Total factura', 440, true],
        ['100,00', 200],
        ['21,00', 320, true],
        ['121,00', 440, true],
        ['50,00', 200],
        ['5,00', 320, true],
        ['55,00', 440, true],
        ['150,00', 200],
        ['26,00', 320, true],
        ['176,00', 440, true],
      ]),
    ).toMatchObject({ net_total: 150, tax_total: 26, total: 176 });
  });

  it('takes base + IVA - IRPF = total with the withholding subtracted', () => {
    expect(
      fieldsOf([
        ['Estudio Gómez Arquitectos S.L.P.', 50],
        ['NIF: B87654321', 50],
        ['Factura nº: F-2024-031', 350],
        ['Fecha de expedición: 02/04/2024', 350],
        ['Base imponible: 1.000,00 €', 300],
        ['IVA (21%): 210,00 €', 300],
        ['Retención IRPF (15%): -150,00 €', 300],
        ['Total factura: 1.060,00 €', 300],
      ]),
    ).toMatchObject({ net_total: 1000, tax_total: 210, total: 1060 });
  });

  it('joins a voucher number written with a spaced dash after `Nro.`', () => {
    for (const written of ['Nro. 0022 - 00087081', 'Nº 0022 - 00087081', 'Nro. 0022-00087081']) {
      expect(
        fieldsOf([
          ['Talleres Levante S.A.', 50],
          ['FACTURA', 400],
          [written, 400],
          ['Fecha: 29-08-2024', 400],
          ['TOTAL $ 3010,76', 400],
        ]),
      ).toMatchObject({ invoice_number: '0022-00087081' });
    }
  });

  it('reads no amount out of a tax id or a term of payment near an IVA condition', () => {
    const fields = fieldsOf([
      ['PEREZ JUAN CARLOS', 50],
      ['FACTURA C', 400],
      ['Nº 0010-00022734', 400],
      ['Señor(es): Comercial Levante S.A.S.', 50],
      ['IVA: Consumidor Final', 50],
      ['CUIT/DNI: 30-72550905-6', 300, true],
      ['Condición de venta: Cta. Cte. 30 días', 50],
      ['Subtotal $ 19531,89', 400],
      ['TOTAL $ 19531,89', 400],
    ]);
    expect(fields).toMatchObject({ total: 19531.89 });
    // None is printed: at most the nought that makes the sum (never the CUIT's `30`).
    expect([0, undefined]).toContain(fields['tax_total']);
  });

  it('takes `Valor total` as the total and adds up the IVA lines of each rate', () => {
    expect(
      fieldsOf([
        ['Suministros Andina S.A.S.', 350],
        ['NIT 899.025.826-7', 350],
        ['FACTURA ELECTRÓNICA DE VENTA No. FV75473', 50],
        ['Fecha de expedición: 10/10/2023', 50],
        ['Subtotal', 350],
        ['$ 8.234,85', 450, true],
        ['IVA 19%', 350],
        ['$ 868,28', 450, true],
        ['IVA 5%', 350],
        ['$ 183,25', 450, true],
        ['Valor total', 350],
        ['$ 9.286,38', 450, true],
      ]),
    ).toMatchObject({ total: 9286.38, net_total: 8234.85, tax_total: 1051.53 });
  });

  it("joins a fiscal controller ticket's `P.V. Nro.` and `Nro. T.`, apart or on one line", () => {
    const head = [
      ['COMERCIAL RIO CLARO S.R.L.', 60],
      ['C.U.I.T. Nro.: 30-72899268-9', 60],
      ['IVA RESPONSABLE INSCRIPTO', 60],
      ['TIQUE FACTURA B', 90],
    ] as const;
    const tail = [
      ['Fecha: 13/05/24   Hora: 12:10:40', 60],
      ['A CONSUMIDOR FINAL', 60],
      ['TOTAL', 60],
      ['$1234,56', 250, true],
    ] as const;
    for (const numbered of [
      [['P.V. Nro.: 0006', 60] as const, ['Nro. T.: 00065104', 60] as const],
      [['P.V. N°: 0006   Nro.: 00065104', 60] as const],
      // OCR's reading: a dot after the colon, the number a line of its own on the same row.
      [['P.V. N°:.0006', 60] as const, ['Nro.: 00065104', 112, true] as const],
    ]) {
      expect(fieldsOf([...head, ...numbered, ...tail])).toMatchObject({
        invoice_number: '0006-00065104',
        total: 1234.56,
      });
    }
  });

  it('never joins a point of sale with a number that opens no line of its own', () => {
    expect(
      fieldsOf([
        ['COMERCIAL RIO CLARO S.R.L.', 60],
        ['FACTURA B', 300],
        ['P.V. Nro.: 0006', 300],
        ['Remito Nro.: 00065104', 300],
        ['TOTAL $ 1234,56', 300],
      ])['invoice_number'],
    ).not.toBe('0006-00065104');
  });

  it('adds the net lines of each rate as it adds their VAT (a ticket A)', () => {
    expect(
      fieldsOf([
        ['SERVICIOS LEVANTE S.R.L.', 60],
        ['TIQUE FACTURA A', 90],
        ['Nro. 0005-00099241', 60],
        ['NETO GRAVADO 21,00%', 60],
        ['10.000,00', 250, true],
        ['IVA 21,00%', 60],
        ['2.100,00', 250, true],
        ['NETO GRAVADO 10,50%', 60],
        ['2.000,00', 250, true],
        ['IVA 10,50%', 60],
        ['210,00', 250, true],
        ['TOTAL', 60],
        ['$14.310,00', 250, true],
      ]),
    ).toMatchObject({ net_total: 12000, tax_total: 2310, total: 14310 });
  });

  it('reads a Uruguayan e-Factura: `$U` under MONEDA, VAT at the `Tasa Básica` and `Tasa Mínima`', () => {
    expect(
      fieldsOf([
        ['Grupo del Sur S.A.', 40],
        ['RUT EMISOR', 360],
        ['214567890018', 360],
        ['e-Factura', 360],
        ['FECHA', 360],
        ['MONEDA', 510, true],
        ['05/07/2023', 360],
        ['$U', 510, true],
        ['Subtotal Gravado Tasa Básica (22%)', 330],
        ['10.000,00', 560, true],
        ['Subtotal Gravado Tasa Mínima (10%)', 330],
        ['1.000,00', 560, true],
        ['IVA Tasa Básica (22%)', 330],
        ['2.200,00', 560, true],
        ['IVA Tasa Mínima (10%)', 330],
        ['100,00', 560, true],
        ['TOTAL A PAGAR', 330],
        ['13.300,00', 560, true],
      ]),
    ).toMatchObject({ currency: 'UYU', net_total: 11000, tax_total: 2300, total: 13300 });
  });
});
