import { describe, expect, it } from 'vitest';

import { headerValuesAt } from '../testing/header-values';

describe("another document's number and date, the holder's box (issue 16, twelfth pass)", () => {
  it("reads a refund voucher's own number and stamped date, not the original ticket's", () => {
    expect(
      headerValuesAt([
        ['DEPORTES CUMBRE', 200, 35],
        ['Cumbre Sport Retail S.A.', 200, 51],
        ['CIF: B87999568', 200, 62],
        ['VALE DE DEVOLUCIÓN', 200, 88],
        ['Ticket original nº T5/016625 de fecha 29/03/2024', 200, 101],
        ['15/04/2024 12:37 Tda. 108', 200, 112],
        ['Nº vale: V108-523299', 200, 123],
        ['IMPORTE VALE', 200, 190],
        ['42,40 €', 360, 190],
        ['Vale válido hasta el 14/07/2024', 200, 230],
      ]),
    ).toMatchObject({ invoice_number: 'V108-523299', date: '2024-04-15', total: 42.4 });
  });

  it('takes a purchase’s date on a refund for the purchase’s, the refund’s own for its own', () => {
    expect(
      headerValuesAt([
        ['DEVOLUCIÓN', 200, 89],
        ['Nº devolución: 015515158', 200, 102],
        ['24/02/2025 16:25', 200, 113],
        ['Ticket de compra: 015-5-004897', 200, 124],
        ['Fecha de compra: 09/02/2025', 200, 135],
      ]),
    ).toMatchObject({ invoice_number: '015515158', date: '2025-02-24' });
  });

  it("reads a note's own date beside a table of associated vouchers headed Fecha de emisión", () => {
    expect(
      headerValuesAt([
        ['NOTA DE CRÉDITO', 347, 43],
        ['Nº 0006-00003748', 347, 65],
        ['FECHA 10/06/2024', 347, 78],
        ['Comprobantes asociados', 37, 196],
        ['Tipo', 37, 209],
        ['Número', 197, 209],
        ['Fecha de emisión', 277, 209],
        ['Factura A', 37, 220],
        ['0006-00003747', 197, 220],
        ['24/05/2024', 277, 220],
      ]),
    ).toMatchObject({ invoice_number: '0006-00003748', date: '2024-06-10' });
  });

  it('reads a credit note’s own facts over the corrected invoice’s in English, German, French', () => {
    expect(
      headerValuesAt([
        ['Original invoice date: 03/05/2024', 40, 68],
        ['Original invoice: INV-2291', 40, 80],
        ['Credit note no: CN-1042', 40, 100],
        ['Date: 12/05/2024', 40, 112],
      ]),
    ).toMatchObject({ invoice_number: 'CN-1042', date: '2024-05-12' });
    expect(
      headerValuesAt([
        ['Rechnungsdatum der Ursprungsrechnung: 02.05.2024', 40, 68],
        ['Ursprungsrechnung Nr. 2024-117', 40, 80],
        ['Gutschrift Nr. G-17', 40, 100],
        ['Datum: 12.05.2024', 40, 112],
      ]),
    ).toMatchObject({ invoice_number: 'G-17', date: '2024-05-12' });
    expect(
      headerValuesAt([
        ["Date de facture d'origine : 02/05/2024", 40, 68],
        ["Facture d'origine n° F-301", 40, 80],
        ['Avoir n° AV-88', 40, 100],
        ['Date : 12/05/2024', 40, 112],
      ]),
    ).toMatchObject({ invoice_number: 'AV-88', date: '2024-05-12' });
  });

  it("never takes the holder's name, repeated in the window address, for the issuer", () => {
    expect(
      headerValuesAt([
        ['gasvalle', 44, 37],
        ['Distribuidora Costa Verde S.L.U.', 319, 61],
        ['Factura de gas', 44, 78],
        ['Nº factura:', 44, 115],
        ['GN237651345', 149, 115],
        ['Datos del cliente', 319, 119],
        ['Nombre:', 319, 136],
        ['Distribuidora Costa Verde S.L.U.', 420, 136],
        ['NIF:', 319, 148],
        ['A57942020', 420, 148],
        [
          'Gasvalle Comercializadora, S.L. · CIF B47562019 · R.M. de Sevilla, Tomo 3120, Folio 88',
          44,
          772,
        ],
      ]),
    ).toMatchObject({ issuer: 'Gasvalle Comercializadora, S.L.' });
  });
});
