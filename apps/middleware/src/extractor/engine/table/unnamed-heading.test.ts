import { describe, expect, it } from 'vitest';

import { toDoc } from '../document-lines';
import { pageOf } from '../testing/lines';
import type { ExtractionAttribute } from '../types';
import { extractTable } from './extract-table';

const DETAIL: ExtractionAttribute[] = [
  { name: 'description', type: 'text', placement: 'detail' },
  { name: 'quantity', type: 'number', placement: 'detail' },
  { name: 'unit_price', type: 'number', placement: 'detail' },
  { name: 'amount', type: 'number', placement: 'detail' },
];

type Written = [string, number, number];

function rowsOf(lines: readonly Written[]): Record<string, unknown>[] {
  return extractTable(toDoc([pageOf(lines)]), DETAIL).rows.map((row) =>
    Object.fromEntries(Object.entries(row.cells).map(([name, cell]) => [name, cell.value])),
  );
}

describe('a description under a heading no list holds (issue 16, premium notices)', () => {
  it('reads the one unknown heading left of the number columns as the description', () => {
    const rows = rowsOf([
      ['Nr.', 40, 200],
      ['Sparte', 70, 200],
      ['Zeitraum', 200, 200],
      ['Nettobeitrag', 330, 200],
      ['VersSt', 410, 200],
      ['Bruttobeitrag', 470, 200],
      ['1', 40, 220],
      ['Privathaftpflicht', 70, 220],
      ['01.01.2024 - 31.12.2024', 200, 220],
      ['120,00', 360, 220],
      ['22,80', 415, 220],
      ['142,80', 505, 220],
      ['2', 40, 235],
      ['Hausrat', 70, 235],
      ['01.01.2024 - 31.12.2024', 200, 235],
      ['80,00', 365, 235],
      ['15,20', 415, 235],
      ['95,20', 510, 235],
      // The summary's label and amount are runs apart, the amount under the gross.
      ['Summe netto', 300, 280],
      ['200,00', 505, 280],
      ['Gesamtbeitrag', 300, 295],
      ['238,00', 505, 295],
    ]);
    expect(rows).toEqual([
      { description: 'Privathaftpflicht', amount: 120 },
      { description: 'Hausrat', amount: 80 },
    ]);
  });

  it('keeps words a space after a known heading in that heading (`Period of cover`)', () => {
    const rows = rowsOf([
      ['Section', 40, 200],
      ['Period of cover', 200, 200],
      ['Net', 380, 200],
      ['IPT', 430, 200],
      ['Gross', 490, 200],
      ['Buildings cover', 40, 220],
      ['01/03/2024 - 28/02/2025', 200, 220],
      ['250.00', 365, 220],
      ['30.00', 420, 220],
      ['280.00', 485, 220],
    ]);
    expect(rows).toEqual([{ description: 'Buildings cover', amount: 250 }]);
  });

  it("keeps a period's dates out of the description written right of them", () => {
    const rows = rowsOf([
      ['Zeitraum', 40, 200],
      ['Baustein', 170, 200],
      ['Netto', 380, 200],
      ['Steuer', 430, 200],
      ['Brutto', 490, 200],
      ['01.01.2024 - 31.12.2024', 40, 220],
      ['Hausrat', 170, 220],
      ['80,00', 380, 220],
      ['15,20', 430, 220],
      ['95,20', 490, 220],
    ]);
    expect(rows).toEqual([{ description: 'Hausrat', amount: 80 }]);
  });

  it('reads no table from a VAT breakdown whose first heading is unknown: its rows hold rates', () => {
    const rows = rowsOf([
      ['Satz', 40, 200],
      ['Netto', 200, 200],
      ['Steuer', 300, 200],
      ['Brutto', 400, 200],
      ['19 %', 40, 220],
      ['100,00', 200, 220],
      ['19,00', 300, 220],
      ['119,00', 400, 220],
    ]);
    expect(rows).toEqual([]);
  });

  it('reads no table from a name beside one known heading (a letterhead by a total box)', () => {
    const rows = rowsOf([
      ['Nordlicht Energie GmbH', 40, 100],
      ['Total', 450, 100],
      ['Hafenstraße 12, Hamburg', 40, 115],
      ['84,20 €', 450, 115],
    ]);
    expect(rows).toEqual([]);
  });

  it('reads no description when two unknown headings stand left of the numbers', () => {
    const rows = rowsOf([
      ['Vertrag', 40, 200],
      ['Sparte', 140, 200],
      ['Netto', 300, 200],
      ['Brutto', 400, 200],
      ['HV-2231', 40, 220],
      ['Hausrat', 140, 220],
      ['80,00', 300, 220],
      ['95,20', 400, 220],
    ]);
    expect(rows).toEqual([]);
  });
});
