import { describe, expect, it } from 'vitest';

import { mendTableRows } from './table-rows';

describe('mendTableRows', () => {
  it('joins the cells of the rows the layout vouches for: tabs in a table, a space alone', () => {
    const reading = [
      'Resultados',
      'Concepto',
      '2022',
      '2023',
      'EBITDA',
      '2.980',
      '3.540',
      'Texto que sigue a la tabla.',
      'Fecha:',
      '01/03/2024',
    ].join('\n');
    const layout = [
      'Resultados',
      '',
      'Concepto              2022        2023',
      'EBITDA                2.980       3.540',
      'Texto que sigue a la tabla.',
      '     Fecha:    01/03/2024',
    ].join('\n');
    expect(mendTableRows(reading, layout).split('\n')).toEqual([
      'Resultados',
      'Concepto\t2022\t2023',
      'EBITDA\t2.980\t3.540',
      'Texto que sigue a la tabla.',
      'Fecha: 01/03/2024',
    ]);
  });

  it('leaves prose columns and justified lines alone: their cells are not lines of the reading', () => {
    const reading = [
      'The left column starts here and goes on',
      'for a while before it ends.',
      'The right column is read after the left one',
      'as poppler orders its flows.',
    ].join('\n');
    const layout = [
      'The left column starts here and goes on     The right column is read after the left one',
      'for a while  before it ends.                as poppler orders its flows.',
    ].join('\n');
    expect(mendTableRows(reading, layout)).toBe(reading);
  });

  it('keeps the reading order when a row is not found', () => {
    const reading = ['Total', '12,00', 'Nota'].join('\n');
    const layout = ['Subtotal      10,00', 'Total      12,00'].join('\n');
    expect(mendTableRows(reading, layout)).toBe(['Total 12,00', 'Nota'].join('\n'));
  });
});
