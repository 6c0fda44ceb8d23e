import { describe, expect, it } from 'vitest';

import { toDoc } from '../document-lines';
import { LINE_ITEM_ATTRIBUTES } from '../testing/header-configuration';
import { rowValues, type Written } from '../testing/item-table';
import { pageOf } from '../testing/lines';
import { extractTable } from './extract-table';

function rowsOf(lines: readonly Written[]): Record<string, unknown>[] {
  return rowValues(extractTable(toDoc([pageOf(lines)]), LINE_ITEM_ATTRIBUTES).rows);
}

// A text ending at `right` (5 units a character, as `pageOf` writes).
const right = (text: string, end: number, y: number): Written => [text, end - text.length * 5, y];

/** An e-invoice viewer's item table: headings wrapped and stacked, the amount's from `top`. */
function viewerTable(top: number): Written[] {
  return [
    ['Rechnungspositionen', 40, 200],
    right('Positions-', 550, top),
    right('betrag', 550, top + 10),
    right('ohne', 550, top + 20),
    right('USt.', 550, top + 30),
    ['Art-Nr-Kunde', 70, 225],
    ['Art-Nr-Lief.', 70, 235],
    ['Art-Nr', 70, 245],
    ['(Art)', 70, 255],
    ['Pos', 40, 235],
    ['Beschreibung', 160, 235],
    right('Nettopreis', 380, 235),
    right('Menge', 430, 235),
    right('USt.', 470, 235),
    ['1', 40, 290],
    ['Schrauben M8 verzinkt', 160, 290],
    right('5,5000', 380, 290),
    right('4 kg', 430, 290),
    right('19 %', 470, 290),
    right('22,00', 550, 290),
    ['4711', 70, 300],
    ['A-123', 70, 310],
    ['Bruttopreis : 6,5450', 160, 320],
    ['Lieferung vom 12.03.2024, Charge 117', 160, 330],
    ['2', 40, 350],
    ['Dübel 8 mm', 160, 350],
    right('0,1500', 380, 350),
    right('100 Stk', 430, 350),
    right('19 %', 470, 350),
    right('15,00', 550, 350),
    ['4712', 70, 360],
    ['Bruttopreis : 0,1785', 160, 370],
    ['Summe aller Positionen', 300, 400],
    right('37,00', 550, 400),
  ];
}

describe('an e-invoice rendered by a viewer (issue 16, sixteenth pass)', () => {
  it.each([
    ['above', 215],
    ['with', 235],
    ['below', 245],
  ])(
    'reads the amount under a heading wrapped over four lines, starting %s the others',
    (_, top) => {
      expect(rowsOf(viewerTable(top)).map((row) => [row['quantity'], row['amount']])).toEqual([
        [4, 22],
        [100, 15],
      ]);
    },
  );

  it('does not merge a title standing further above into the headings', () => {
    const rows = rowsOf(viewerTable(225));
    expect(rows[0]?.['description']).toBe('Schrauben M8 verzinkt');
  });

  it('reads an English viewer: item ids as codes, the net price a price, four decimals', () => {
    const rows = rowsOf([
      ['Pos', 40, 220],
      ["Buyer's item ID", 70, 220],
      ["Seller's item ID", 70, 230],
      ['Description', 160, 220],
      right('Net', 380, 220),
      right('price', 380, 230),
      right('Quantity', 440, 220),
      right('VAT', 480, 220),
      right('Line', 550, 220),
      right('amount', 550, 230),
      right('excl.', 550, 240),
      right('VAT', 550, 250),
      ['1', 40, 270],
      ['Engineer call-out', 160, 270],
      right('447.0000', 380, 270),
      right('5.0000 C62', 440, 270),
      right('20.00 %', 480, 270),
      right('2,235.00 GBP', 550, 270),
      ['M-2000', 70, 280],
      ['as per our quotation', 160, 280],
    ]);
    expect(rows).toEqual([
      {
        description: 'Engineer call-out\nas per our quotation',
        quantity: 5,
        unit_price: 447,
        amount: 2235,
      },
    ]);
  });

  it('keeps a table whose headings are each on one line as it was', () => {
    const rows = rowsOf([
      ['Pos', 40, 200],
      ['Bezeichnung', 70, 200],
      right('Menge', 400, 200),
      right('Betrag', 550, 200),
      ['1', 40, 220],
      ['Wartung', 70, 220],
      right('2', 400, 220),
      right('80,00', 550, 220),
    ]);
    expect(rows).toEqual([{ description: 'Wartung', quantity: 2, amount: 80 }]);
  });
});

describe('payment terms printed as a table after the items', () => {
  const schedule = (text: readonly string[]): Written[] => [
    ['Beschreibung', 40, 500],
    ['Fälligkeit', 330, 500],
    right('Betrag', 550, 500),
    ...text.map((line, index): Written => [line, 40, 515 + 12 * index]),
    ['26.04.2024', 330, 515],
    right('1.234,56', 550, 515),
  ];

  it('reads no items from a sentence with a due date and the sum to pay', () => {
    expect(
      rowsOf(
        schedule([
          'Zahlbar innerhalb von 14 Tagen netto; bei Zahlung bis',
          '12.04.2024 gewähren wir 2 % Skonto.',
        ]),
      ),
    ).toEqual([]);
  });

  it('reads the items continued above payment terms on the next page', () => {
    const first: Written[] = [
      ['Pos', 40, 200],
      ['Beschreibung', 70, 200],
      right('Menge', 400, 200),
      right('Betrag', 550, 200),
      ['1', 40, 220],
      ['Wartung Heizungsanlage', 70, 220],
      right('2', 400, 220),
      right('160,00', 550, 220),
    ];
    const second: Written[] = [
      ['2', 40, 60],
      ['Anfahrtspauschale', 70, 60],
      right('1', 400, 60),
      right('45,00', 550, 60),
      ...schedule(['Zahlbar innerhalb von 14 Tagen ohne Abzug auf unser Konto.']).map(
        ([text, x, y]): Written => [text, x, y - 400],
      ),
    ];
    const doc = toDoc([pageOf(first), pageOf(second, 2)]);
    expect(rowValues(extractTable(doc, LINE_ITEM_ATTRIBUTES).rows)).toEqual([
      { description: 'Wartung Heizungsanlage', quantity: 2, amount: 160 },
      { description: 'Anfahrtspauschale', quantity: 1, amount: 45 },
    ]);
  });

  it('reads a notice whose cover is named in many words, with no full stop', () => {
    expect(rowsOf(schedule(['Responsabilité civile vie privée et dommages aux biens']))).toEqual([
      { description: 'Responsabilité civile vie privée et dommages aux biens', amount: 1234.56 },
    ]);
  });

  it('reads a notice whose rows name covers in a few words beside their dates', () => {
    expect(rowsOf(schedule(['Privathaftpflicht, Tarif Komfort']))).toEqual([
      { description: 'Privathaftpflicht, Tarif Komfort', amount: 1234.56 },
    ]);
  });
});
