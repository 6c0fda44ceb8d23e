import { describe, expect, it } from 'vitest';

import { findEndsBeforeStarts } from './date-order';
import { readQuantities } from './read-quantities';
import { pageOf } from './testing/pages';

function check(text: string) {
  const page = pageOf(text);
  return findEndsBeforeStarts([page], readQuantities(page)).map(({ start, end, evidence }) => ({
    start,
    end,
    quotes: evidence.map((item) => item.quote),
  }));
}

describe('findEndsBeforeStarts', () => {
  it('finds a labelled end date before the labelled start date', () => {
    expect(check('Fecha de inicio: 01/04/2025\nFecha de fin: 31/03/2025')).toEqual([
      {
        start: '2025-04-01',
        end: '2025-03-31',
        quotes: ['Fecha de inicio: 01/04/2025', 'Fecha de fin: 31/03/2025'],
      },
    ]);
  });

  it('finds written periods that run backwards, in both languages', () => {
    expect(
      check(
        'Vigente desde el 1 de marzo de 2025 hasta el 28 de febrero de 2025. It runs from March 1, 2025 to February 28, 2025.',
      ).map((item) => item.quotes),
    ).toEqual([
      ['desde el 1 de marzo de 2025 hasta el 28 de febrero de 2025'],
      ['from March 1, 2025 to February 28, 2025'],
    ]);
  });

  it('leaves periods in order, and dates that are not a period', () => {
    expect(
      check('Del 01/03/2025 al 31/03/2025. Firmado el 03/03/2025; factura del 01/02/2025.'),
    ).toEqual([]);
  });
});
