import { describe, expect, it } from 'vitest';

import { findDocumentNumbers, groupByDocumentNumbers } from './document-numbers';
import { pageOf } from './testing/pages';

describe('findDocumentNumbers', () => {
  it('reads the numbers documents give themselves and each other', () => {
    const page = pageOf(
      'FACTURA (COPIA)\nNº de factura: 2025-014\nInvoice number: INV-0087\nALBARÁN DE ENTREGA Nº 5531\nPedido 3\nFactura 15/03/2025',
    );
    expect(findDocumentNumbers(page)).toEqual(['2025014', 'INV0087', '5531']);
  });
});

describe('groupByDocumentNumbers', () => {
  it('links documents that share a number, and leaves the others alone', () => {
    const groups = groupByDocumentNumbers([
      pageOf('Factura nº 2025-014', 'invoice'),
      pageOf('Copia de la factura 2025/014', 'copy'),
      pageOf('Invoice number INV-0087', 'other'),
      pageOf('Contrato de servicios', 'contract'),
    ]);
    expect(groups.get('invoice')).toBe(groups.get('copy'));
    expect(new Set(groups.values()).size).toBe(3);
  });
});
