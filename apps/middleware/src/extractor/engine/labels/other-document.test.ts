import { foldText } from '@folio/core';
import { describe, expect, it } from 'vitest';

import { toDoc } from '../document-lines';
import { pageOf } from '../testing/lines';
import { otherDocumentSpans, otherDocumentTest, referenceStart } from './other-document';

const startOf = (text: string): number | undefined => referenceStart(foldText(text));

/** The texts of the lines (from where the other document's facts start) of a page's spans. */
function spannedTexts(lines: readonly (readonly [string, number, number])[]): string[] {
  const doc = toDoc([pageOf(lines)]);
  return otherDocumentSpans(doc).map((span) => span.line.text.slice(span.start));
}

describe('references to another document (issue 16, twelfth pass)', () => {
  it('finds where a Spanish reference starts, never at the document’s own kind', () => {
    expect(startOf('Ticket original nº 0045-123456 de fecha 03/05/2024')).toBe(0);
    expect(startOf('Comprobante asociado: Factura A 0004-00000987')).toBe(0);
    expect(startOf('CFDI Relacionados')).toBe(0);
    expect(startOf('Nº factura rectificada: F-2024-0195')).toBe(3);
    expect(startOf('Factura R-12 que rectifica a F-2024-0195')).toBe(17);
    expect(startOf('Devolución s/ ticket 119-5-016971 del 25/09/2024')).toBe(11);
    expect(startOf('Observaciones: Anula Factura B Nº 0002-00004567')).toBe(15);
    expect(startOf('Fecha de origen: 05/03/2024')).toBe(0);
    expect(startOf('Abono de la factura F-88')).toBe(6);
    // The document's own kind and a copy's mark name no other document.
    expect(startOf('FACTURA RECTIFICATIVA Nº R-2024-001')).toBeUndefined();
    expect(startOf('ORIGINAL')).toBeUndefined();
    expect(startOf('Se abona mediante transferencia')).toBeUndefined();
  });

  it('finds the English, German and French wordings', () => {
    expect(startOf('Original invoice: INV-2291 dated 3 May 2024')).toBe(0);
    expect(startOf('Credit against invoice 4471')).toBe(0);
    expect(startOf('Ursprungsrechnung Nr. 2024-117 vom 02.05.2024')).toBe(0);
    expect(startOf('Gutschrift zur Rechnung 2024-117')).toBe(0);
    expect(startOf("Facture d'origine n° F-301 du 02/05/2024")).toBe(0);
    expect(startOf('Avoir sur facture F-301')).toBe(0);
    expect(startOf('Invoice number 2291')).toBeUndefined();
  });

  it('spans a line continuing a reference with "de fecha", and a label’s value to its right', () => {
    expect(
      spannedTexts([
        ['Ticket original:', 200, 100],
        ['T2/004512', 290, 100],
        ['De fecha: 03/05/2024', 200, 111],
        ['Nº vale: V025-785385', 200, 122],
      ]),
    ).toEqual(['Ticket original:', 'T2/004512', 'De fecha: 03/05/2024']);
  });

  it('spans the block under a reference written as a heading, a table’s heads and row too', () => {
    expect(
      spannedTexts([
        ['Comprobantes asociados', 40, 196],
        ['Tipo', 40, 209],
        ['Número', 200, 209],
        ['Fecha de emisión', 280, 209],
        ['Factura A', 40, 220],
        ['00003747', 200, 220],
        ['24/05/2024', 280, 220],
        ['Descripción', 40, 250],
      ]),
    ).toEqual([
      'Comprobantes asociados',
      'Tipo',
      'Número',
      'Fecha de emisión',
      'Factura A',
      '00003747',
      '24/05/2024',
    ]);
  });

  it('takes a purchase’s ticket and date for another document’s only on a refund', () => {
    const lines = (title: string) =>
      [
        [title, 200, 90],
        ['Ticket de compra: T2/918295', 200, 106],
        ['Fecha de compra: 28/12/2024', 200, 117],
      ] as const;
    expect(spannedTexts(lines('VALE DE DEVOLUCIÓN'))).toHaveLength(2);
    expect(spannedTexts(lines('TICKET REGALO'))).toEqual([]);
  });

  it('tells a place on a line from its reference onwards', () => {
    const doc = toDoc([pageOf([['Factura R-12 que rectifica a F-0195', 40, 100]])]);
    const isOther = otherDocumentTest(otherDocumentSpans(doc));
    const line = doc.lines[0];
    expect(line === undefined ? undefined : [isOther(line, 0), isOther(line, 30)]).toEqual([
      false,
      true,
    ]);
  });
});
