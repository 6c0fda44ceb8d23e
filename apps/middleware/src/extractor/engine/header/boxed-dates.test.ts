import { describe, expect, it } from 'vitest';

import { headerValuesAt } from '../testing/header-values';

describe('dates written in DÍA / MES / AÑO boxes (issue 16, eleventh pass)', () => {
  it('reads the issue date from its boxes, not the due date boxed beside it nor a later date', () => {
    expect(
      headerValuesAt([
        ['COMERCIAL LEVANTE S.A.S.', 40, 40],
        ['FACTURA DE VENTA', 390, 40],
        ['No. FV-0752', 390, 54],
        ['FECHA DE VENCIMIENTO', 300, 90],
        ['FECHA DE EXPEDICIÓN', 440, 90],
        ['DÍA', 304, 104],
        ['MES', 334, 104],
        ['AÑO', 366, 104],
        ['DÍA', 444, 104],
        ['MES', 474, 104],
        ['AÑO', 506, 104],
        ['10', 304, 118],
        ['11', 334, 118],
        ['2024', 366, 118],
        ['26', 444, 118],
        ['10', 474, 118],
        ['2024', 506, 118],
        ['Resolución DIAN de 2023-07-10', 40, 600],
      ]),
    ).toMatchObject({ invoice_number: 'FV-0752', date: '2024-10-26' });
  });

  it('reads untitled DD / MM / AAAA boxes with a two-digit year', () => {
    expect(
      headerValuesAt([
        ['Talleres del Norte S.A.S.', 40, 40],
        ['Factura No. 1180', 390, 40],
        ['DD', 390, 70],
        ['MM', 420, 70],
        ['AA', 450, 70],
        ['05', 390, 84],
        ['01', 420, 84],
        ['24', 450, 84],
      ]),
    ).toMatchObject({ date: '2024-01-05' });
  });
});
