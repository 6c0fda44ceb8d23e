import { describe, expect, it } from 'vitest';

import { extractFromPages } from '../run-engine';
import { rowValues, type Written } from '../testing/item-table';
import { pageOf } from '../testing/lines';
import type { ExtractionConfiguration } from '../types';

const CONFIGURATION: ExtractionConfiguration = {
  attributes: [
    { name: 'total', type: 'number', placement: 'header' },
    { name: 'description', type: 'text', placement: 'detail' },
    { name: 'amount', type: 'number', placement: 'detail' },
  ],
};

/** The items the engine reads: from a table with a header or, with none, from a priced list. */
function rowsOf(lines: readonly Written[]): Record<string, unknown>[] {
  return rowValues(extractFromPages({ configuration: CONFIGURATION, pages: [pageOf(lines)] }).rows);
}

// A text ending at `right` (5 units a character, as `pageOf` writes).
const right = (text: string, end: number, y: number): Written => [text, end - text.length * 5, y];

/** A priced list with no heading, its totals, then a plan of `rows` under `headings`. */
function invoiceWithPlan(
  headings: readonly [string, string, string],
  rows: readonly (readonly [string, string, string])[],
  total = '1.190,00',
): Written[] {
  const [label, due, amount] = headings;
  return [
    ['Wir berechnen Ihnen folgende Leistungen:', 45, 200],
    ['Wartung Heizungsanlage', 45, 220],
    right('1.000,00', 550, 220),
    ['Nettobetrag', 300, 240],
    right('1.000,00', 550, 240),
    ['zzgl. USt. 19 %', 300, 255],
    right('190,00', 550, 255),
    ['Rechnungsbetrag', 300, 270],
    right(total, 550, 270),
    ['Ratenplan', 45, 300],
    [label, 45, 318],
    [due, 330, 318],
    right(amount, 550, 318),
    ...rows.flatMap(([name, date, value], index): Written[] => [
      [name, 45, 334 + 13 * index],
      [date, 330, 334 + 13 * index],
      right(value, 550, 334 + 13 * index),
    ]),
  ];
}

const THREE_RATES = [
  ['1. Rate', '15.03.2024', '396,68'],
  ['2. Rate', '15.04.2024', '396,66'],
  ['3. Rate', '15.05.2024', '396,66'],
] as const;

describe('an instalment plan printed as a table with no sentence (issue 16)', () => {
  // Headings naming a description and a date make a table; the others leave a priced list.
  it.each([
    [['Teilzahlung', 'Fälligkeit', 'Betrag']],
    [['Beschreibung', 'Fällig am', 'Betrag']],
    [['Description', 'Due date', 'Amount']],
    [['Rate', 'Fällig am', 'Betrag']],
    [['Échéance', 'Date', 'Montant']],
    [['Instalment', 'Due date', 'Amount']],
  ] as const)('reads only the item above a plan under %j adding up to the total', (headings) => {
    expect(rowsOf(invoiceWithPlan(headings, THREE_RATES))).toEqual([
      { description: 'Wartung Heizungsanlage', amount: 1000 },
    ]);
  });

  it('reads the rows as items when they do not add up to the total above', () => {
    const rows = rowsOf(
      invoiceWithPlan(['Teilzahlung', 'Fälligkeit', 'Betrag'], THREE_RATES, '1.290,00'),
    );
    expect(rows.map((row) => row['amount'])).toEqual([396.68, 396.66, 396.66]);
  });

  it('reads covers with their due dates that come before their total (a notice)', () => {
    const lines: Written[] = [
      ['Versicherung', 45, 200],
      ['Fälligkeit', 330, 200],
      right('Beitrag', 550, 200),
      ['Hausrat', 45, 216],
      ['01.04.2024', 330, 216],
      right('120,00', 550, 216),
      ['Privathaftpflicht', 45, 229],
      ['01.04.2024', 330, 229],
      right('80,00', 550, 229),
      ['Gesamtbeitrag', 300, 260],
      right('200,00', 550, 260),
    ];
    expect(rowsOf(lines)).toEqual([
      { description: 'Hausrat', amount: 120 },
      { description: 'Privathaftpflicht', amount: 80 },
    ]);
  });

  it('reads rows under a heading that names neither instalments nor due dates', () => {
    expect(rowsOf(invoiceWithPlan(['Leistung', 'Datum', 'Betrag'], THREE_RATES))).toHaveLength(3);
  });

  it('reads one instalment as what it is: a single row proves no plan', () => {
    const rows = rowsOf(
      invoiceWithPlan(
        ['Teilzahlung', 'Fälligkeit', 'Betrag'],
        [['1. Rate', '15.03.2024', '1.190,00']],
      ),
    );
    expect(rows.map((row) => row['amount'])).toEqual([1190]);
  });
});
