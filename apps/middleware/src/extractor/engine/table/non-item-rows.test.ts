import { describe, expect, it } from 'vitest';

import { toDoc } from '../document-lines';
import { LINE_ITEM_ATTRIBUTES } from '../testing/header-configuration';
import { type Written } from '../testing/item-table';
import { pageOf } from '../testing/lines';
import { extractTable } from './extract-table';

const HEADER = (top: number): Written[] => [
  ['Pos', 40, top],
  ['Bezeichnung', 80, top],
  ['Menge', 300, top],
  ['Einzelpreis', 380, top],
  ['Gesamtpreis', 480, top],
];

/** An item row: position, description, quantity, price and amount at `top`. */
const item = (
  position: string,
  text: string,
  quantity: string,
  price: string,
  amount: string,
  top: number,
): Written[] => [
  [position, 40, top],
  [text, 80, top],
  [quantity, 300, top],
  [price, 380, top],
  [amount, 480, top],
];

const amountsOf = (pages: ReturnType<typeof pageOf>[]): (string | number | null | undefined)[] =>
  extractTable(toDoc(pages), LINE_ITEM_ATTRIBUTES).rows.map((row) => row.cells['amount']?.value);

describe('rows under the items that are not items (issue 16)', () => {
  it("skips a section's sum and reads the sections after it", () => {
    const page = pageOf([
      ...HEADER(100),
      ['Titel 1', 80, 118],
      ...item('1', 'Kupferrohr 15 mm', '2 Stk', '10,00', '20,00', 132),
      ...item('2', 'Montage', '3 h', '50,00', '150,00', 146),
      ['Summe Titel 1', 80, 160],
      ['170,00', 480, 160],
      ['Titel 2', 80, 174],
      ...item('3', 'Wartung', '1 Stk', '75,50', '75,50', 188),
      ['Summe Titel 2', 80, 202],
      ['75,50', 480, 202],
      ['Nettobetrag', 300, 230],
      ['245,50', 480, 230],
      ['USt. 19 %', 300, 244],
      ['46,65', 480, 244],
    ]);
    expect(amountsOf([page])).toEqual([20, 150, 75.5]);
  });

  it("takes an item's discount row off its amount", () => {
    const page = pageOf([
      ...HEADER(100),
      ...item('1', 'Fachbuch Steuerrecht', '4', '22,90', '91,60', 120),
      ['Art.-Nr. 46933', 80, 134],
      ['abzgl. 3 % Rabatt', 80, 148],
      ['-2,75', 480, 148],
      ...item('2', 'Beratung', '1', '255,50', '255,50', 162),
      ['Nettobetrag', 300, 190],
      ['344,35', 480, 190],
    ]);
    const rows = extractTable(toDoc([page]), LINE_ITEM_ATTRIBUTES).rows;
    expect(rows.map((row) => row.cells['amount']?.value)).toEqual([88.85, 255.5]);
    expect(rows[0]?.cells['description']?.value).toContain('Art.-Nr. 46933');
  });

  it('leaves a discount that is not the percent of the item above it to the summary', () => {
    const page = pageOf([
      ...HEADER(100),
      ...item('1', 'Beratung', '2', '100,00', '200,00', 120),
      ...item('2', 'Wartung', '1', '100,00', '100,00', 134),
      ['Rabatt 10 %', 80, 148],
      ['-30,00', 480, 148],
    ]);
    expect(amountsOf([page])).toEqual([200, 100]);
  });

  it('skips the carried sum on both pages and the shipping after the sum', () => {
    const first = pageOf([
      ...HEADER(100),
      ...item('1', 'Toner', '2', '50,00', '100,00', 120),
      ...item('2', 'Papier', '5', '4,00', '20,00', 134),
      ['Continued', 80, 148],
      ['120,00', 480, 148],
    ]);
    const second = pageOf(
      [
        ...HEADER(60),
        ['Continued', 80, 80],
        ['120,00', 480, 80],
        ...item('3', 'Stuhl', '1', '80,00', '80,00', 94),
        ['Zwischensumme', 80, 108],
        ['200,00', 480, 108],
        ['Entsorgung Altgeräte', 80, 122],
        ['4,90', 480, 122],
      ],
      2,
    );
    expect(amountsOf([first, second])).toEqual([100, 20, 80]);
  });

  it("adds an item's percent surcharge row, rounded either way to the cent", () => {
    const page = pageOf([
      ...HEADER(100),
      ...item('1', 'Büroklammern', '25 kg', '471,67', '11.791,75', 120),
      ['zzgl. 2 % Metallzuschlag', 80, 134],
      ['235,83', 480, 134],
      ...item('2', 'Wartung', '10 kg', '418,50', '4.185,00', 148),
      ['Nettobetrag', 300, 176],
      ['16.212,58', 480, 176],
    ]);
    expect(amountsOf([page])).toEqual([12027.58, 4185]);
  });

  it("gives a discount row opening the next page, under the carried sum, to the page's last item", () => {
    const first = pageOf([
      ...HEADER(100),
      ...item('1', 'Toner', '2', '50,00', '100,00', 120),
      ...item('2', 'Papier', '5', '40,00', '200,00', 134),
      ['Übertrag', 80, 148],
      ['300,00', 480, 148],
    ]);
    const second = pageOf(
      [
        ...HEADER(60),
        ['Übertrag', 80, 80],
        ['300,00', 480, 80],
        ['abzgl. 10 % Rabatt', 80, 94],
        ['-20,00', 480, 94],
        ...item('3', 'Stuhl', '1', '80,00', '80,00', 108),
        ['Nettobetrag', 300, 136],
        ['360,00', 480, 136],
      ],
      2,
    );
    const rows = extractTable(toDoc([first, second]), LINE_ITEM_ATTRIBUTES).rows;
    expect(rows.map((row) => row.cells['amount']?.value)).toEqual([100, 180, 80]);
    expect(rows[2]?.cells['description']?.value).toBe('Stuhl');
  });

  it('reads no item from a line of prose running across the table, and its sums still add up', () => {
    const page = pageOf([
      ...HEADER(100),
      [
        'Bestellt wurden lt. Auftrag PO-37090 vom 23.12.2022 insgesamt 20 Stück; mit dieser Teilrechnung berechnet: 10',
        80,
        118,
      ],
      ...item('1', 'Kupferrohr 15 mm', '10 Stk', '12,00', '120,00', 132),
      ['Montage am 23.12.2022 durch unseren Monteur, Anfahrt im Preis enthalten', 80, 146],
      ...item('2', 'Montage', '2 h', '50,00', '100,00', 160),
      ['Summe Titel 1', 80, 174],
      ['220,00', 480, 174],
      ...item('3', 'Wartung', '1 Stk', '75,50', '75,50', 188),
    ]);
    const rows = extractTable(toDoc([page]), LINE_ITEM_ATTRIBUTES).rows;
    expect(rows.map((row) => row.cells['amount']?.value)).toEqual([120, 100, 75.5]);
    expect(rows[1]?.cells['description']?.value).toBe('Montage');
  });

  it('reads no item from a justified line of prose, its words apart by equal wide spaces', () => {
    // Each word a run of its own, 13 units apart, from the description to the amounts: its
    // last number stands in the amount column.
    const words = 'Bestellt wurden lt. Auftrag PO-37090 insgesamt 20 Stück; berechnet: 10'.split(
      ' ',
    );
    let x = 80;
    const justified: Written[] = words.map((word) => {
      const at = x;
      x += word.length * 5 + 13;
      return [word, at, 132];
    });
    const page = pageOf([
      ...HEADER(100),
      ...item('1', 'Kupferrohr 15 mm', '10 Stk', '12,00', '120,00', 118),
      ...justified,
      ['Arbeiten', 80, 146],
      ...item('2', 'Montage', '2 h', '50,00', '100,00', 160),
    ]);
    expect(amountsOf([page])).toEqual([120, 100]);
  });

  it('keeps rows whose cells happen to stand apart evenly', () => {
    const page = pageOf([
      ...HEADER(100),
      // Runs 35 units apart: position, description, quantity, price, amount.
      ['1', 40, 118],
      ['Kupferrohr 15 mm (Stange) verzinkt XL', 80, 118],
      ['10 Stück', 300, 118],
      ['je Stück 12,00', 375, 118],
      ['120,00', 480, 118],
    ]);
    expect(amountsOf([page])).toEqual([120]);
  });

  it('skips the carried sum in a table without quantity or price: an item has its position', () => {
    const heading: Written[] = [
      ['Pos.', 40, 100],
      ['Leistung', 80, 100],
      ['Zeitraum', 240, 100],
      ['Netto', 400, 100],
      ['Steuer', 450, 100],
      ['Brutto', 520, 100],
    ];
    const premium = (position: string, net: string, tax: string, gross: string, top: number) =>
      [
        [position, 40, top],
        ['Haftpflicht', 80, top],
        ['01.03.2024 - 28.02.2025', 240, top],
        [net, 400, top],
        [tax, 455, top],
        [gross, 520, top],
      ] as Written[];
    const first = pageOf([
      ...heading,
      ...premium('1', '300,00', '57,00', '357,00', 118),
      ...premium('2', '200,00', '38,00', '238,00', 132),
      ['Übertrag', 300, 146],
      ['500,00', 400, 146],
    ]);
    const second = pageOf(
      [
        ['Übertrag', 300, 60],
        ['500,00', 400, 60],
        ...heading.map(([text, x]) => [text, x, 80] as Written),
        ...premium('3', '100,00', '19,00', '119,00', 100),
      ],
      2,
    );
    expect(amountsOf([first, second])).toEqual([300, 200, 100]);
  });

  it("reads a set priced by its parts alone as one item: its row's quantity, their sum", () => {
    const page = pageOf([
      ...HEADER(100),
      ...item('1', 'Kupferrohr 15 mm', '10 Stk', '12,00', '120,00', 118),
      ['2', 40, 132],
      ['Werkzeugset', 80, 132],
      ['2 Stk', 300, 132],
      ['bestehend aus:', 92, 146],
      ['- Grundgerät', 92, 160],
      ['1 Stk', 300, 160],
      ['220,84', 380, 160],
      ['220,84', 480, 160],
      ['- Koffer', 92, 174],
      ['1 Stk', 300, 174],
      ['368,04', 380, 174],
      ['368,04', 480, 174],
      ...item('3', 'Montage', '2 h', '50,00', '100,00', 188),
      ['Summe Titel 1', 80, 202],
      ['808,88', 480, 202],
      ...item('4', 'Wartung', '1 Stk', '75,50', '75,50', 216),
    ]);
    const rows = extractTable(toDoc([page]), LINE_ITEM_ATTRIBUTES).rows;
    expect(rows.map((row) => row.cells['amount']?.value)).toEqual([120, 588.88, 100, 75.5]);
    expect(rows[1]?.cells['quantity']?.value).toBe(2);
    expect(rows[1]?.cells['description']?.value).toContain('Werkzeugset');
  });

  it("keeps items numbered under a set's title (2.1, 2.2) as items, and an OCR row whose amount fell lower", () => {
    const numbered = pageOf([
      ...HEADER(100),
      ['2', 40, 118],
      ['Badpaket Komfort', 80, 118],
      ['1 Set', 300, 118],
      ...item('2.1', 'Waschtisch', '1 Stk', '220,84', '220,84', 132),
      ...item('2.2', 'Armatur', '1 Stk', '368,04', '368,04', 146),
    ]);
    expect(amountsOf([numbered])).toEqual([220.84, 368.04]);
    const lowered = pageOf([
      ...HEADER(100),
      ['1', 40, 118],
      ['Alquiler de equipo', 80, 118],
      ['10,00', 300, 118],
      ['1330,50', 380, 118],
      ['13305,00', 480, 122],
      ['Instalación eléctrica', 80, 134],
      ['5,00', 300, 134],
      ['1810,00', 380, 134],
      ['9050,00', 480, 134],
      ['Cable UTP', 80, 148],
      ['3,00', 300, 148],
      ['9500,00', 380, 148],
      ['28500,00', 480, 148],
    ]);
    expect(amountsOf([lowered])).toEqual([13305, 9050, 28500]);
  });

  it('adds the parts opening the next page to a set whose row ended the page before', () => {
    const first = pageOf([
      ...HEADER(100),
      ...item('1', 'Kupferrohr 15 mm', '10 Stk', '12,00', '120,00', 118),
      ['2', 40, 132],
      ['Werkzeugset', 80, 132],
      ['2 Stk', 300, 132],
      ['- Grundgerät', 92, 146],
      ['1 Stk', 300, 146],
      ['220,84', 380, 146],
      ['220,84', 480, 146],
      ['Übertrag', 80, 160],
      ['340,84', 480, 160],
    ]);
    // The next page's header stands a little further right: the set's row is placed from it.
    const second = pageOf(
      [
        ...HEADER(60).map(([text, x, y]) => [text, x + 4, y] as Written),
        ['Übertrag', 84, 78],
        ['340,84', 484, 78],
        ['- Koffer', 96, 92],
        ['1 Stk', 304, 92],
        ['368,04', 384, 92],
        ['368,04', 484, 92],
        ...item('3', 'Montage', '2 h', '50,00', '100,00', 106).map(
          ([text, x, y]) => [text, x + 4, y] as Written,
        ),
      ],
      2,
    );
    expect(amountsOf([first, second])).toEqual([120, 588.88, 100]);
  });

  it('keeps a row written as one run of words, its units in the number columns', () => {
    const page = pageOf([
      ...HEADER(100),
      [
        `1 Kupferrohr 15 mm (Stange)${' '.repeat(25)}2 Stück${' '.repeat(9)}10,00 je Stück${' '.repeat(6)}20,00`,
        40,
        118,
      ],
    ]);
    expect(amountsOf([page])).toEqual([20]);
  });

  it("folds a set's parts, indented and adding up to its amount, into the set's row", () => {
    const page = pageOf([
      ...HEADER(100),
      ...item('1', 'Werkzeugset', '1 Stk', '300,00', '300,00', 120),
      ['- Grundgerät', 92, 134],
      ['1 Stk', 300, 134],
      ['200,00', 380, 134],
      ['200,00', 480, 134],
      ['- Koffer', 92, 148],
      ['1 Stk', 300, 148],
      ['100,00', 380, 148],
      ['100,00', 480, 148],
      ...item('2', 'Montage', '2 h', '50,00', '100,00', 162),
      ['Summe Titel 1', 80, 176],
      ['400,00', 480, 176],
      ...item('3', 'Wartung', '1 Stk', '75,50', '75,50', 190),
    ]);
    const rows = extractTable(toDoc([page]), LINE_ITEM_ATTRIBUTES).rows;
    expect(rows.map((row) => row.cells['amount']?.value)).toEqual([300, 100, 75.5]);
    expect(rows[0]?.cells['description']?.value).toBe('Werkzeugset\n- Grundgerät\n- Koffer');
  });

  it('keeps items that add up to the item above when they start where it starts', () => {
    const page = pageOf([
      ...HEADER(100),
      ...item('1', 'Toner', '2', '10,00', '20,00', 120),
      ...item('2', 'Papier', '1', '10,00', '10,00', 134),
      ...item('3', 'Stifte', '1', '10,00', '10,00', 148),
    ]);
    expect(amountsOf([page])).toEqual([20, 10, 10]);
  });

  it('ends the table at a VAT breakdown on a page holding only the carried sum and a discount', () => {
    const first = pageOf([
      ...HEADER(100),
      ...item('1', 'Toner', '2', '50,00', '100,00', 120),
      ...item('2', 'Papier', '5', '40,00', '200,00', 134),
      ['Übertrag', 80, 148],
      ['300,00', 480, 148],
    ]);
    const second = pageOf(
      [
        ...HEADER(60),
        ['Übertrag', 80, 80],
        ['300,00', 480, 80],
        ['abzgl. 10 % Rabatt', 80, 94],
        ['-20,00', 480, 94],
        ['USt-Satz', 40, 160],
        ['Netto', 200, 160],
        ['USt', 330, 160],
        ['Brutto', 480, 160],
        ['19%', 40, 174],
        ['280,00', 200, 174],
        ['53,20', 330, 174],
        ['333,20', 480, 174],
      ],
      2,
    );
    expect(amountsOf([first, second])).toEqual([100, 180]);
  });
});
