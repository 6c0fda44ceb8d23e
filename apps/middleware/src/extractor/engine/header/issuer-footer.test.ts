import { describe, expect, it } from 'vitest';

import { headerValuesAt, headerValuesOf as fieldsOf } from '../testing/header-values';

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

  it("takes the footer's sender over the window's address block, the buyer's VAT id under it", () => {
    const page = (top: string) =>
      headerValuesAt([
        ['Invoice Number: SI-7364', 360, 60],
        ['Invoice Date: 20-Apr-2023', 360, 74],
        [top, 50, 130],
        ['4 Eyre Square', 50, 144],
        ['H91 T2K7 Galway', 50, 158],
        ['VAT No: IE7514448W', 50, 172],
        ['INVOICE', 50, 220],
        ['Net total', 330, 600],
        ['6,589.12 EUR', 480, 600],
        ['VAT @ 13.5%', 330, 614],
        ['889.53 EUR', 480, 614],
        ['Gross total', 330, 628],
        ['7,478.65 EUR', 480, 628],
        ['Emerald Office Supplies Ltd · 21 Grafton Street · D02 X285 Dublin 2', 50, 760],
        ['VAT Registration Number: IE9447658H', 50, 774],
        ['Bank: Barclays, Sort code 20-00-00, Account 12345678', 50, 788],
      ])['issuer'];
    expect(page('Shannon Print Ltd')).toBe('Emerald Office Supplies Ltd');
    // The seller's own letterhead over the same footer: one name either way.
    expect(page('Emerald Office Supplies Ltd')).toBe('Emerald Office Supplies Ltd');
  });

  it("gives no footer line's opening words the footer's weight without a legal form", () => {
    expect(
      headerValuesAt([
        ['Hosting Partner AG - Uferweg 40 - D-63571 Gelnhausen', 50, 60],
        ['Rechnung', 50, 140],
        ['Rechnungsnr. 30064443', 50, 154],
        ['Gesamtbetrag 1.130,65 EUR', 300, 500],
        ['Registergericht Hanau | HRB 13302', 250, 760],
        ['UStId DE 232 446 240', 250, 774],
      ])['issuer'],
    ).toBe('Hosting Partner AG');
  });

  it('keeps a sender line over a tax id high on the page as one candidate among others', () => {
    expect(
      headerValuesAt([
        ['Fontanería López S.L.', 50, 60],
        ['Calle Mayor 3, 28013 Madrid', 50, 74],
        ['CIF: B12345678', 50, 88],
        ['Factura Nº 2024/0153', 350, 60],
        ['Cliente:', 50, 140],
        ['Juan Pérez · Calle Sol 4 · 28001 Madrid', 50, 154],
        ['NIF: 12345678Z', 50, 168],
        ['Total factura: 129,47 EUR', 300, 400],
      ])['issuer'],
    ).toBe('Fontanería López S.L.');
  });

  it("reads Klant: over a block as the buyer's, never the issuer's", () => {
    expect(
      fieldsOf([
        ['De Vries Kantoor B.V.', 380],
        ['Coolsingel 40', 380],
        ['3011 AD Rotterdam', 380],
        ['BTW nr: BE0827.789.131', 380],
        ['Klant:', 50],
        ['Van Dijk Installatietechniek B.V.', 50],
        ['Meir 50', 50],
        ['2000 Antwerpen', 50],
        ['BTW nr: NL342126121B01', 50],
        ['Factuur', 50],
        ['Factuurnummer: 2024-04448', 50],
        ['Totaal', 300],
        ['14.404,71', 480, true],
      ])['issuer'],
    ).toBe('De Vries Kantoor B.V.');
  });
});
