import { describe, expect, it } from 'vitest';

import { docLine } from '../testing/lines';
import {
  compileMatcher,
  compilePhrase,
  findLabelsInLine,
  VOCABULARY_PATTERNS,
} from './find-labels';

const concepts = (text: string): string[][] =>
  findLabelsInLine(docLine(text)).map((label) => [...label.concepts].sort());

describe('findLabelsInLine', () => {
  it('finds Spanish header labels', () => {
    expect(concepts('Factura nº: F-2024/0157')).toEqual([['invoiceNumber']]);
    expect(concepts('Nº de factura 157')).toEqual([['invoiceNumber']]);
    expect(concepts('Fecha de emisión: 5 de marzo de 2024')).toEqual([['date']]);
    expect(concepts('Fecha de vencimiento 04/04/2024')).toEqual([['dueDate']]);
    expect(concepts('Base imponible 1.891,00 €')).toEqual([['net']]);
    expect(concepts('IVA 21% 397,11 €')).toEqual([['tax']]);
    expect(concepts('Total a pagar 2.288,11 €')).toEqual([['total']]);
    expect(concepts('NIF: B12345678')).toEqual([['taxId']]);
    expect(concepts('Cliente:')).toEqual([['buyer']]);
  });

  it('finds English labels', () => {
    expect(concepts('Invoice Number: 42183017')).toEqual([['invoiceNumber']]);
    expect(concepts('Invoice Date: August 3, 2014')).toEqual([['date']]);
    expect(concepts('Bill to')).toEqual([['buyer']]);
    expect(concepts('Amount due $0.00')).toEqual([['amountDue']]);
    expect(concepts('Sold By : WS Retail Services Pvt. Ltd.')).toEqual([['issuer']]);
  });

  it('finds German, French and Dutch basics, compounds and glued words included', () => {
    expect(concepts('Rechnungsnr. 30064443')).toEqual([['invoiceNumber']]);
    expect(concepts('Rechnungs-Nr 02581')).toEqual([['invoiceNumber']]);
    expect(concepts('Factuurdatum: 19 april 2014')).toEqual([['date']]);
    expect(concepts('Total TTC : 56,02 €')).toEqual([['total']]);
    expect(concepts('Montant à régler 762,05')).toEqual([['amountDue']]);
    expect(concepts('dont T.V.A. 20 % 18,20')).toEqual([['tax']]);
    expect(concepts('......Invoicenumber4836212534')).toEqual([['invoiceNumber']]);
  });

  it('ends an abbreviation written without its dot at a word edge (issue 16)', () => {
    expect(concepts('Nr 471102')).toEqual([['invoiceNumber']]);
    expect(concepts('Nro. 0022 - 00087081')).toEqual([['invoiceNumber']]);
    expect(concepts('Nota de crédito')).toEqual([]);
  });

  it('reads labels a renderer split after an `r` inside a word (issue 16)', () => {
    expect(concepts('Br uttosumme 235,62')).toEqual([['total']]);
    expect(concepts('Rechnungssumme ohne USt. 198,00')).toEqual([['net']]);
    expect(concepts('Zahlbetr ag 235,62')).toEqual([['amountDue']]);
  });

  it('prefers the longest label: a due date is not the invoice date, Total HT is the net', () => {
    expect(concepts('Due Date: Jan 31, 2022')).toEqual([['dueDate']]);
    expect(concepts('Total HT : 46,68 €')).toEqual([['net']]);
    expect(concepts('Total Ex. Tax USD 40.25')).toEqual([['net']]);
  });

  it('keeps labels out of running sentences', () => {
    expect(concepts('Due to global inflation our payment term has changed')).toEqual([]);
    expect(concepts('The issuer encapsulated their company data in the image below')).toEqual([]);
    expect(concepts('TVA 20% payée sur les encaissements')).toEqual([['tax', 'taxId']]);
    expect(concepts('BRED – Titulaire du compte : NETPRESSE')).toEqual([['issuer']]);
  });
});

describe('a configured name that is a phrase of the vocabulary too (issue 16)', () => {
  const matcher = compileMatcher([
    ...VOCABULARY_PATTERNS,
    compilePhrase('total', ['attribute:total'], 3),
    compilePhrase('colour', ['attribute:colour'], 3),
  ]);
  const conceptsWith = (text: string): string[][] =>
    findLabelsInLine(docLine(text), matcher).map((label) => [...label.concepts].sort());

  it("stands where the vocabulary's phrase stands: after a word (NEW TOTAL)", () => {
    expect(conceptsWith('NEW TOTAL 65.75')).toEqual([['attribute:total', 'total']]);
  });

  it('stays first in its line when it is the user’s own name only', () => {
    expect(conceptsWith('Colour red')).toEqual([['attribute:colour']]);
    expect(conceptsWith('Paint colour red')).toEqual([]);
  });
});
