import { describe, expect, it } from 'vitest';

import { toDoc } from '../document-lines';
import { LINE_ITEM_ATTRIBUTES } from '../testing/header-configuration';
import type { Written } from '../testing/item-table';
import { pageOf } from '../testing/lines';
import { extractTable } from './extract-table';

const HEADER: Written[] = [
  ['Pos.', 45, 200],
  ['Menge', 100, 200],
  ['Leistung', 140, 200],
  ['Einzelpreis', 400, 200],
  ['Betrag', 510, 200],
];

const row = (pos: string, qty: string, text: string, price: string, amount: string, top: number) =>
  [
    [pos, 45, top],
    [qty, 100, top],
    [text, 140, top],
    [price, 405, top],
    [amount, 500, top],
  ] satisfies Written[];

const amountsOf = (lines: Written[]) =>
  extractTable(toDoc([pageOf(lines)]), LINE_ITEM_ATTRIBUTES).rows.map(
    (read) => read.cells['amount']?.value,
  );

describe('positions printed but not charged (issue 16)', () => {
  it('reads no item from a bracketed amount among plain ones (Alternativposition)', () => {
    expect(
      amountsOf([
        ...HEADER,
        ...row('1', '3 Stk', 'Beratungsleistung', '183,50', '550,50', 220),
        ...row('2', '5 Stk', 'Alternativposition: Wartung', '52,00', '(260,00)', 234),
        ...row('3', '2 h', 'Montage', '60,00', '120,00', 248),
      ]),
    ).toEqual([550.5, 120]);
  });

  it('reads no item nor description from a position priced with words for its amount (nur EP)', () => {
    const rows = extractTable(
      toDoc([
        pageOf([
          ...HEADER,
          ...row('1', '3 Stk', 'Beratungsleistung', '183,50', '550,50', 220),
          ...row('2', '5 Stk', 'Eventualposition: Wartung', '52,00', 'nur EP', 234),
          ['Eventualposition', 140, 246],
          ...row('3', '2 h', 'Montage', '60,00', '120,00', 260),
        ]),
      ]),
      LINE_ITEM_ATTRIBUTES,
    ).rows;
    expect(rows.map((read) => read.cells['description']?.value)).toEqual([
      'Beratungsleistung',
      'Montage',
    ]);
  });

  it('keeps bracketed rows when every row is bracketed (a credit note)', () => {
    expect(
      amountsOf([
        ...HEADER,
        ...row('1', '3 Stk', 'Beratungsleistung', '183,50', '(550,50)', 220),
        ...row('2', '2 h', 'Montage', '60,00', '(120,00)', 234),
      ]),
    ).toEqual([-550.5, -120]);
  });

  it('reads no item from a row saying it is not charged, on its line or the line under it', () => {
    expect(
      amountsOf([
        ...HEADER,
        ...row('1', '3 Stk', 'Beratungsleistung', '183,50', '550,50', 220),
        ...row('2', '1 Stk', 'Mise en service (non facturé)', '80,00', '80,00', 234),
        ...row('3', '2 h', 'Montage', '60,00', '120,00', 248),
        ...row('4', '1 m²', 'Fault finding', '95,00', '95,00', 262),
        ['Optional (not charged)', 140, 274],
        ['Summe netto', 300, 300],
        ['670,50', 505, 300],
      ]),
    ).toEqual([550.5, 120]);
  });

  it('keeps a free row that says it is not charged (0,00) as an item', () => {
    expect(
      amountsOf([
        ...HEADER,
        ...row('1', '3 Stk', 'Beratungsleistung', '183,50', '550,50', 220),
        ...row('2', '1 Psch', 'Anfahrt (nicht berechnet)', '0,00', '0,00', 234),
      ]),
    ).toEqual([550.5, 0]);
  });
});
