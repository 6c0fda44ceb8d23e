import { describe, expect, it } from 'vitest';

import { withoutCopies } from './copy-pages';
import { HEADER_CONFIGURATION, LINE_ITEM_ATTRIBUTES } from './testing/header-configuration';
import { pageOf } from './testing/lines';
import { extractFromPages } from './run-engine';

/** An AFIP voucher's page marked as one copy, with its page number or not. */
function voucher(copy: string, pageNumber: number, total = '1.210,00', pageMark = '') {
  return pageOf(
    [
      ...(pageMark === '' ? [] : [[pageMark, 480, 800] as const]),
      [copy, 270, 40],
      ['DISTRIBUIDORA DEL SUR S.R.L.', 40, 80],
      ['FACTURA', 360, 80],
      ['Punto de Venta: 0003   Comp. Nro: 00003668', 360, 105],
      ['Fecha de Emisión: 14/05/2024', 360, 120],
      ['CUIT: 30-71234567-8', 360, 145],
      ['Código Producto / Servicio Cantidad Precio Unit. Subtotal', 35, 275],
      ['1 Servicio de mantenimiento mensual 1,00 1.000,00 1.000,00', 35, 292],
      ['Importe Neto Gravado: $ 1.000,00', 300, 560],
      ['IVA 21%: $ 210,00', 300, 575],
      [`Importe Total: $ ${total}`, 300, 590],
    ],
    pageNumber,
  );
}

describe('withoutCopies (issue 16: ORIGINAL, DUPLICADO, TRIPLICADO in one PDF)', () => {
  it('keeps one page of each text, whatever its copy mark', () => {
    const pages = [voucher('ORIGINAL', 1), voucher('DUPLICADO', 2), voucher('TRIPLICADO', 3)];
    expect(withoutCopies(pages).map((page) => page.pageNumber)).toEqual([1]);
  });

  it('keeps one page of each text when each copy has its own page number', () => {
    const pages = [1, 2, 3].map((page) =>
      voucher(
        ['ORIGINAL', 'DUPLICADO', 'TRIPLICADO'][page - 1] ?? '',
        page,
        '1.210,00',
        `Pág. ${page}/3`,
      ),
    );
    expect(withoutCopies(pages).map((page) => page.pageNumber)).toEqual([1]);
    const worded = [1, 2].map((page) =>
      voucher('', page, '1.210,00', `Seite ${String(page)} von 2`),
    );
    expect(withoutCopies(worded)).toHaveLength(1);
  });

  it('keeps pages that differ in anything else, and OCR pages', () => {
    expect(
      withoutCopies([voucher('ORIGINAL', 1), voucher('DUPLICADO', 2, '1.210,01')]),
    ).toHaveLength(2);
    const scanned = [voucher('ORIGINAL', 1), voucher('DUPLICADO', 2)].map((page) => ({
      ...page,
      source: 'ocr' as const,
    }));
    expect(withoutCopies(scanned)).toHaveLength(2);
  });

  it("reads a voucher's items once, not once per copy", () => {
    const result = extractFromPages({
      configuration: { attributes: [...HEADER_CONFIGURATION.attributes, ...LINE_ITEM_ATTRIBUTES] },
      pages: [voucher('ORIGINAL', 1), voucher('DUPLICADO', 2), voucher('TRIPLICADO', 3)],
    });
    expect(result.fields['invoice_number']?.value).toBe('0003-00003668');
    expect(result.fields['total']?.value).toBe(1210);
    expect(result.rows.length).toBeLessThanOrEqual(1);
  });
});
