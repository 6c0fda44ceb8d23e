import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { readPdfText } from '@folio/documents';
import { describe, expect, it } from 'vitest';

import { toDoc } from '../document-lines';
import { INVOICES_DEV } from '../testing/dataset';
import { LINE_ITEM_ATTRIBUTES } from '../testing/header-configuration';
import { rowValues } from '../testing/item-table';
import { pageOf } from '../testing/lines';
import { extractTable } from './extract-table';

type Row = ReturnType<typeof rowValues>[number];

async function rowsOf(file: string): Promise<Row[]> {
  const text = await readPdfText(new Uint8Array(readFileSync(join(INVOICES_DEV ?? '', file))));
  return rowValues(extractTable(toDoc(text.pages), LINE_ITEM_ATTRIBUTES).rows);
}

describe('extractTable on written lines', () => {
  it("reads a line's net amount where the table prints its net and its gross (issue 16)", () => {
    const page = pageOf([
      ['Pos.', 45, 200],
      ['Bezeichnung', 75, 200],
      ['Menge', 250, 200],
      ['Einzelpreis', 290, 200],
      ['Netto', 395, 200],
      ['USt %', 445, 200],
      ['Brutto', 520, 200],
      ['1', 45, 220],
      ['Wartung Heizungsanlage', 75, 220],
      ['2', 270, 220],
      ['50,00', 320, 220],
      ['100,00', 390, 220],
      ['19 %', 450, 220],
      ['119,00', 520, 220],
    ]);
    expect(rowValues(extractTable(toDoc([page]), LINE_ITEM_ATTRIBUTES).rows)).toEqual([
      { description: 'Wartung Heizungsanlage', quantity: 2, unit_price: 50, amount: 100 },
    ]);
  });

  it("reads an AFIP form's headings as OCR writes them (`Producto/ Servicio`, `% Bonif`)", () => {
    const page = pageOf([
      ['Código', 35, 200],
      ['Producto/ Servicio', 80, 200],
      ['Cantidad', 250, 200],
      ['U. Medida', 300, 200],
      ['Precio Unit.', 360, 200],
      ['% Bonif', 420, 200],
      ['Imp. Bonif.', 460, 200],
      ['Subtotal', 525, 200],
      ['1', 35, 220],
      ['Cable UTP Cat. 6 (caja)', 80, 220],
      ['2,00', 260, 220],
      ['unidades', 300, 220],
      ['725,99', 370, 220],
      ['0,00', 430, 220],
      ['0,00', 475, 220],
      ['1451,98', 525, 220],
    ]);
    // The description starts under `Producto`, left of `Servicio`: one column of both.
    expect(rowValues(extractTable(toDoc([page]), LINE_ITEM_ATTRIBUTES).rows)).toEqual([
      { description: 'Cable UTP Cat. 6 (caja)', quantity: 2, unit_price: 725.99, amount: 1451.98 },
    ]);
  });

  it('reads the amount without tax when a heading says only the other one has it (c/IVA)', () => {
    const page = pageOf([
      ['Código', 35, 200],
      ['Producto / Servicio', 80, 200],
      ['Cantidad', 250, 200],
      ['Precio Unit.', 320, 200],
      ['Subtotal', 410, 200],
      ['Alícuota IVA', 460, 200],
      ['Subtotal c/IVA', 525, 200],
      ['1', 35, 220],
      ['Alquiler de equipo', 80, 220],
      ['1,00', 260, 220],
      ['712,50', 330, 220],
      ['712,50', 415, 220],
      ['21%', 480, 220],
      ['862,13', 545, 220],
    ]);
    expect(rowValues(extractTable(toDoc([page]), LINE_ITEM_ATTRIBUTES).rows)).toEqual([
      { description: 'Alquiler de equipo', quantity: 1, unit_price: 712.5, amount: 712.5 },
    ]);
  });

  it('reads the number under its heading, not one under a heading it does not know', () => {
    // `% Rec.` and `Imp. Rec.` (a surcharge) are no columns of the vocabulary: their numbers
    // fall in the zones of the price and the subtotal beside them.
    const page = pageOf([
      ['Código', 35, 200],
      ['Producto / Servicio', 80, 200],
      ['Cantidad', 250, 200],
      ['Precio Unit.', 320, 200],
      ['% Rec.', 400, 200],
      ['Imp. Rec.', 450, 200],
      ['Subtotal', 520, 200],
      ['1', 35, 220],
      ['Cable UTP Cat. 6 (caja)', 80, 220],
      ['10,00', 260, 220],
      ['31000,99', 330, 220],
      ['0,00', 410, 220],
      ['0,00', 465, 220],
      ['310009,90', 515, 220],
    ]);
    expect(rowValues(extractTable(toDoc([page]), LINE_ITEM_ATTRIBUTES).rows)).toEqual([
      {
        description: 'Cable UTP Cat. 6 (caja)',
        quantity: 10,
        unit_price: 31000.99,
        amount: 310009.9,
      },
    ]);
  });

  it('reads a price per unit right-aligned under a narrow heading as the price, not the quantity', () => {
    const page = pageOf([
      ['#', 45, 200],
      ['Description', 75, 200],
      ['Qty', 345, 200],
      ['Price', 425, 200],
      ['Amount', 520, 200],
      ['1', 45, 220],
      ['Printed leaflets', 75, 220],
      ['2', 355, 220],
      ['£1,217.90 per box', 365, 220],
      ['£2,435.80', 505, 220],
    ]);
    expect(rowValues(extractTable(toDoc([page]), LINE_ITEM_ATTRIBUTES).rows)).toEqual([
      { description: 'Printed leaflets', quantity: 2, unit_price: 1217.9, amount: 2435.8 },
    ]);
  });

  it('reads two names of one column joined by a slash as one heading (Artikel / Leistung)', () => {
    const page = pageOf([
      ['Pos', 45, 200],
      ['Artikel / Leistung', 75, 200],
      ['Anzahl', 330, 200],
      ['Preis', 420, 200],
      ['Betrag', 520, 200],
      ['1', 45, 220],
      ['Fachbuch Steuerrecht', 75, 220],
      ['10', 345, 220],
      ['127,90', 420, 220],
      ['1.279,00', 510, 220],
    ]);
    expect(rowValues(extractTable(toDoc([page]), LINE_ITEM_ATTRIBUTES).rows)).toEqual([
      { description: 'Fachbuch Steuerrecht', quantity: 10, unit_price: 127.9, amount: 1279 },
    ]);
  });

  it('matches a Spanish header row, reads columns by alignment and stops at the totals', () => {
    const page = pageOf([
      ['Concepto', 50, 200],
      ['Cantidad', 300, 200],
      ['Precio', 380, 200],
      ['Importe', 470, 200],
      ['Diseño de logotipo', 50, 220],
      ['1', 330, 220],
      ['350,00', 380, 220],
      ['350,00', 470, 220],
      ['Tarjetas de visita', 50, 236],
      ['500', 320, 236],
      ['0,12', 390, 236],
      ['60,00', 475, 236],
      ['Base imponible', 300, 270],
      ['410,00', 470, 270],
      ['Total', 300, 286],
      ['496,10', 470, 286],
    ]);
    expect(rowValues(extractTable(toDoc([page]), LINE_ITEM_ATTRIBUTES).rows)).toEqual([
      { description: 'Diseño de logotipo', quantity: 1, unit_price: 350, amount: 350 },
      { description: 'Tarjetas de visita', quantity: 500, unit_price: 0.12, amount: 60 },
    ]);
  });

  it("reads a British table's Net column as the line amount (issue 16)", () => {
    const page = pageOf([
      ['Description', 50, 200],
      ['Quantity', 250, 200],
      ['Price', 350, 200],
      ['Net', 470, 200],
      ['Toner cartridge black', 50, 220],
      ['5', 260, 220],
      ['161.90 / pcs', 340, 220],
      ['809.50', 470, 220],
    ]);
    expect(rowValues(extractTable(toDoc([page]), LINE_ITEM_ATTRIBUTES).rows)).toEqual([
      { description: 'Toner cartridge black', quantity: 5, unit_price: 161.9, amount: 809.5 },
    ]);
  });

  it('finds no table without a header row', () => {
    const page = pageOf([
      ['Dear customer, thank you for your order', 50, 100],
      ['Total 12,00', 50, 120],
    ]);
    expect(extractTable(toDoc([page]), LINE_ITEM_ATTRIBUTES).rows).toEqual([]);
  });

  it('reads an item price details and allowance as its detail, and the table on the next page (issue 16)', () => {
    const first = pageOf([
      ['Beschreibung', 150, 200],
      ['Nettopreis', 250, 200],
      ['Menge', 350, 200],
      ['Entgelt', 500, 200],
      ['Kunstrasen', 150, 220],
      ['3,33', 270, 220],
      ['3', 360, 220],
      ['10,00', 510, 220],
      ['Bruttopreis : 4,00', 165, 234],
      ['Abschlag : 0,67', 280, 234],
      ['Wir erlauben uns Ihnen folgende Positionen', 160, 248],
    ]);
    const second = pageOf(
      [
        ['Schweinesteak', 150, 100],
        ['5,50', 280, 100],
        ['1', 360, 100],
        ['5,50', 515, 100],
        ['Bruttopreis : 5,50', 165, 114],
        ['Mineralwasser', 150, 140],
        ['5,49', 280, 140],
        ['20', 360, 140],
        ['109,80', 510, 140],
        ['Rechnungssumme ohne USt.', 300, 200],
        ['125,30', 510, 200],
        ['Bruttosumme', 300, 214],
        ['134,07', 510, 214],
      ],
      2,
    );
    expect(
      rowValues(extractTable(toDoc([first, second]), LINE_ITEM_ATTRIBUTES).rows).map(
        (row) => row['amount'],
      ),
    ).toEqual([10, 5.5, 109.8]);
  });

  it('reads a header of article codes, packing units and a tax-rate column as one (issue 16)', () => {
    const page = pageOf([
      ['GTIN', 40, 272],
      ['Art-Nr-Lieferant', 112, 272],
      ['Menge', 242, 272],
      ['VKE/Geb', 290, 272],
      ['Nettopreis', 347, 272],
      ['MwSt-% Nettowert', 470, 272],
      ['4000000000017', 40, 300],
      ['AB123', 112, 300],
      ['-5,0000 Stk.', 237, 300],
      ['1', 314, 300],
      ['1,0000', 362, 300],
      ['19,0', 470, 300],
      ['-5,00', 530, 300],
      ['Zitronensaft 100ml', 112, 310],
    ]);
    expect(
      rowValues(extractTable(toDoc([page]), LINE_ITEM_ATTRIBUTES).rows).map((row) => row['amount']),
    ).toEqual([-5]);
  });

  it('reads the rows on the next page under a header printed at the foot of a page', () => {
    const first = pageOf([
      ['Beschreibung', 150, 740],
      ['Nettopreis', 250, 740],
      ['Menge', 350, 740],
      ['Entgelt', 500, 740],
    ]);
    const second = pageOf(
      [
        ['Schweinesteak', 150, 58],
        ['5,50', 280, 58],
        ['4', 360, 58],
        ['22,00', 510, 58],
        ['Rechnungssumme ohne USt.', 300, 200],
        ['22,00', 510, 200],
      ],
      2,
    );
    expect(
      rowValues(extractTable(toDoc([first, second]), LINE_ITEM_ATTRIBUTES).rows).map(
        (row) => row['amount'],
      ),
    ).toEqual([22]);
  });

  it('ends the items at a sum written under the descriptions when no item follows it', () => {
    const page = pageOf([
      ['Product', 120, 200],
      ['Price', 350, 200],
      ['Total', 420, 200],
      ['Design (hours)', 120, 220],
      ['160.00 €', 350, 220],
      ['160.00 €', 420, 220],
      ['Net total: 160.00 €', 60, 240],
      ['plus VAT', 60, 254],
    ]);
    expect(rowValues(extractTable(toDoc([page]), LINE_ITEM_ATTRIBUTES).rows)).toEqual([
      { description: 'Design (hours)', unit_price: 160, amount: 160 },
    ]);
  });
});

describe.skipIf(INVOICES_DEV === undefined)('extractTable on real invoices (invoices-dev)', () => {
  it('coolblue1: Dutch header, a row without unit price, serial numbers joined to their row', async () => {
    const rows = await rowsOf('invoice2data/coolblue1.pdf');
    expect(rows.map((row) => row['amount'])).toEqual([399, 4.24, 69.99, 189, 14.99, 44.99]);
    expect(rows[1]).toEqual({
      description: 'Incl. Thuiskopieheffing: Thuiskopie €3.50\nSerienummer: SDMPP373MPP15',
      quantity: 1,
      amount: 4.24,
    });
  });

  it('QualityHosting: German header repeated on page 2, four-line descriptions, the footer left out', async () => {
    const rows = await rowsOf('invoice2data/QualityHosting.pdf');
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual({
      description:
        'Small Business StandardExchange 2010\nGrundgebühr pro Einheit\nDienst: OUDJQ_strukan\n01.05.14-31.05.14',
      quantity: 1,
      unit_price: 3.89,
      amount: 3.89,
    });
    expect(rows.map((row) => row['unit_price'])).toEqual([
      3.89, 5.39, 5.39, 5.39, 5.39, 5.39, 3.89,
    ]);
  });

  it('AzureInterior: section titles and intermediate subtotals do not make rows', async () => {
    const rows = await rowsOf('invoice2data/AzureInterior.pdf');
    expect(rows.map((row) => [row['quantity'], row['unit_price'], row['amount']])).toEqual([
      [1, 42, 42],
      [1, 70, 70],
      [1, 1, 0.9],
      [15, 10, 150],
    ]);
    expect(rows[0]?.['description']).toContain('Beeswax XL\nAcme beeswax');
  });
});
