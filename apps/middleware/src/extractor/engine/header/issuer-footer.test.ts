import { describe, expect, it } from 'vitest';

import { headerValuesOf as fieldsOf } from '../testing/header-values';

describe('the issuer named only with its tax id (issue 16)', () => {
  it('takes the name opening a footer line with a tax id, the buyer printed first', () => {
    expect(
      fieldsOf([
        ['FACTURAR A', 50],
        ['Talleres Pérez S.A.', 50],
        ['NIF: A87654321', 50],
        ['FACTURA', 360, true],
        ['Nº factura: FV00123', 360],
        ['Concepto', 50],
        ['Honorarios profesionales', 50],
        ['Base imponible', 300],
        ['1.000,00 €', 480, true],
        ['IVA 21%', 300],
        ['210,00 €', 480, true],
        ['Total factura', 300],
        ['1.210,00 €', 480, true],
        ['RUIZ DIEGO · NIF 12345678Z · C/ Mayor 12, 28013 Madrid', 50],
      ]),
    ).toMatchObject({ issuer: 'RUIZ DIEGO', invoice_number: 'FV00123' });
  });

  it('takes no name from a line whose opening part holds digits (a register entry)', () => {
    expect(
      fieldsOf([
        ['Fontanería López S.L.', 50],
        ['Factura Nº 2024/0153', 350],
        ['Total factura: 129,47 EUR', 300],
        ['Registro Mercantil 1234 · CIF B12345678', 50],
      ])['issuer'],
    ).toBe('Fontanería López S.L.');
  });

  it("reads a CFDI's Receptor as the buyer, never the issuer", () => {
    expect(
      fieldsOf([
        ['Servicios Costa Verde S. de R.L. de C.V.', 40],
        ['RFC: SCV010203XY1', 40],
        ['Receptor', 40],
        ['Grupo Levante S.A. de C.V.', 40],
        ['RFC: GLE990101K52', 40],
        ['Total $ 1,160.00', 400],
      ])['issuer'],
    ).toBe('Servicios Costa Verde S. de R.L. de C.V.');
  });

  it("takes the name on Razón Social's own line, never an insurer or patient further down", () => {
    const page = (party: readonly [string, number][]) =>
      fieldsOf([
        ['Dr. Juan Carlos Pérez', 40],
        ['Razón Social: PEREZ JUAN CARLOS', 40],
        ['FACTURA', 370, true],
        ['Responsable Monotributo', 40],
        ['CUIT: 20-17988545-6', 370, true],
        ...party,
        ['Importe Total: $ 12.000,00', 300],
      ])['issuer'];
    expect(page([['Obra Social: La Segunda Cooperativa Ltda.', 40]])).toBe('PEREZ JUAN CARLOS');
    expect(
      page([
        ['Paciente: Suministros Levante S.A.S.', 40],
        ['Prepaga: Galeno Argentina S.A.', 40],
      ]),
    ).toBe('PEREZ JUAN CARLOS');
  });

  it("takes the name opening the sender line above a footer's tax ids (a sole trader)", () => {
    expect(
      fieldsOf([
        ['Kunde:', 50],
        ['Fotostudio Lena Koch', 50],
        ['Hauptstraße 12', 50],
        ['RECHNUNG', 50],
        ['Rechnungsnummer: RE-2023-5061', 50],
        ['Gesamtbetrag', 300],
        ['1.130,65 EUR', 480, true],
        ['Tischlerei Peter Braun · Industriestr. 21a · 70173 Stuttgart', 50],
        ['USt-ID: DE823956024 · St.-Nr.: 62/741/26536', 50],
      ])['issuer'],
    ).toBe('Tischlerei Peter Braun');
  });
});
