import { findDates, identifierKey } from '@folio/core';

import type { DocumentPage } from './evidence';
import { compilePhrases } from './find-phrases';

// What a document's own number, or the number of one it refers to, is written after.
const findNumberLabels = compilePhrases([
  'factura',
  'numero de factura',
  'invoice',
  'invoice number',
  'pedido',
  'numero de pedido',
  'orden de compra',
  'order',
  'order number',
  'purchase order',
  'po number',
  'albaran',
  'albaran de entrega',
  'delivery note',
  'contrato',
  'numero de contrato',
  'contract',
  'contract number',
  'agreement number',
  'presupuesto',
  'quotation',
  'expediente',
  'referencia',
  'reference',
  'ref',
]);
// Between the label and the number: 'Nº', 'n.º', 'number', 'no.', '#', a colon.
const NUMBER_MARK = /^\s*(?:n\.?\s?[º°o]\.?|num\.?|n[uú]mero|number|no\.?|#)?\s*[:#.]?\s*/iu;
// A document number: letters, digits and separators, with at least one digit; shorter keys
// ('Pedido 3') would link documents by chance.
const NUMBER = /^[A-Z0-9](?:[A-Z0-9\-/._]*[A-Z0-9])?/iu;
const MIN_KEY_LENGTH = 3;

/**
 * The document numbers a page names: 'Nº de factura: 2025-014', 'Invoice number: INV-0087',
 * 'ALBARÁN DE ENTREGA Nº 5531', 'Contrato nº CT-7', as comparison keys ('2025014'). A document
 * names its own number and those of the documents it refers to.
 */
export function findDocumentNumbers(page: DocumentPage): string[] {
  const numbers: string[] = [];
  for (const label of findNumberLabels(page.text)) {
    const after = page.text.slice(label.end, label.end + 60);
    const mark = NUMBER_MARK.exec(after)?.[0] ?? '';
    const number = NUMBER.exec(after.slice(mark.length))?.[0];
    const key = number === undefined ? '' : identifierKey(number);
    if (
      number &&
      /\d/u.test(number) &&
      key.length >= MIN_KEY_LENGTH &&
      findDates(number).length === 0
    ) {
      numbers.push(key);
    }
  }
  return numbers;
}

/**
 * The documents that are about the same thing, linked by a document number they share (an
 * invoice and its copy, an order and its delivery note, a contract and the invoices citing it):
 * each document's group, by file id. A document with no number shared is a group of its own.
 */
export function groupByDocumentNumbers(pages: readonly DocumentPage[]): Map<string, string> {
  const groupOf = new Map<string, string>();
  const byNumber = new Map<string, string>();
  const find = (fileId: string): string => {
    let group = groupOf.get(fileId) ?? fileId;
    while (group !== (groupOf.get(group) ?? group)) {
      group = groupOf.get(group) ?? group;
    }
    return group;
  };
  for (const page of pages) {
    const fileId = page.document.fileId;
    groupOf.set(fileId, find(fileId));
    for (const number of findDocumentNumbers(page)) {
      const other = byNumber.get(number);
      if (other === undefined) {
        byNumber.set(number, fileId);
      } else if (find(other) !== find(fileId)) {
        groupOf.set(find(fileId), find(other));
      }
    }
  }
  return new Map([...groupOf.keys()].map((fileId) => [fileId, find(fileId)]));
}
