// Which header concept a configured attribute asks for, from its name and detail text: the
// same vocabulary as the labels, so `invoice_number`, `numero_factura` and `Nº factura` meet.
import { foldText } from '@folio/core';

import { compilePhrase, findLabelsInLine, type LabelPattern } from '../labels/find-labels';
import type { Concept } from '../labels/vocabulary-entry';
import type { ExtractionAttribute } from '../types';

/** Concepts a header attribute can mean, besides the vocabulary's. */
export type HeaderConcept = Concept | 'issuerTaxId' | 'buyerTaxId';

// Names that say what they are without being a label on invoices, in the product's languages
// and the neighbours' (a power user names fields as their own accounts do: `merchant`,
// `numero_facture`, `tva`, `waehrung`). Tested against folded words (`Währung` -> `wahrung`).
const NAMED: readonly (readonly [RegExp, HeaderConcept])[] = [
  [
    /^(issuer|emisor|supplier|proveedor|vendor|seller|company|empresa|razon social|raison sociale|merchant|retailer|store|shop|business|emetteur|aussteller|verkaufer)( name| nombre)?$/u,
    'issuer',
  ],
  [/^(buyer|customer|client|cliente|comprador)( name| nombre)?$/u, 'buyer'],
  [/^(currency|currency code|moneda|divisa|devise|wahrung|waehrung)$/u, 'currency'],
  [
    /^(issuer|supplier|emisor|proveedor|seller|vendor) ?(vat|vat id|nif|cif|tax id)$/u,
    'issuerTaxId',
  ],
  [
    /^(vat|vat id|nif|cif|tax id) ?(issuer|supplier|emisor|proveedor|seller|vendor)$/u,
    'issuerTaxId',
  ],
  [/^(buyer|customer|client|cliente|comprador) ?(vat|vat id|nif|cif|tax id)$/u, 'buyerTaxId'],
  [/^(vat|vat id|nif|cif|tax id) ?(buyer|customer|client|cliente|comprador)$/u, 'buyerTaxId'],
  [
    /^(invoice|factura|facture|rechnung) ?(n|no|nr|num|numero|number|nummer|id)$|^(n|no|nr|num|numero|number) ?(de )?(invoice|factura|facture|rechnung)$/u,
    'invoiceNumber',
  ],
  [/^(net|net total|net amount|subtotal|base imponible|base|neto|importe neto|netto)$/u, 'net'],
  [
    /^(tax|tax total|vat|iva|cuota iva|total iva|impuestos|tax amount|vat amount|tva|montant tva|total tva|ust|mw ?st|umsatzsteuer|mehrwertsteuer|steuerbetrag)$/u,
    'tax',
  ],
  [/^(total|grand total|importe total|total factura|amount|importe)$/u, 'total'],
  // A receipt's or a ticket's fields named after the document (`receipt_total`, `ticket_date`).
  [/^(receipt|ticket|bill|recibo|boleta|quittung|beleg) ?(total|amount|importe)$/u, 'total'],
  [/^(receipt|ticket|bill|recibo|boleta|quittung|beleg) ?(date|fecha|datum)$/u, 'date'],
  [
    /^(date|fecha|invoice date|fecha factura|fecha de factura|fecha emision|date facture|date de facture|date d emission|datum)$/u,
    'date',
  ],
];

/** The attribute's name as words: `invoice_number` -> `invoice number`. */
export function attributeWords(attribute: ExtractionAttribute): string {
  return foldText(attribute.name.replace(/[_\-.]+/gu, ' ').replace(/([a-z])([A-Z])/gu, '$1 $2'));
}

/** The concept a header attribute asks for, or undefined for a field of the user's own. */
export function conceptOf(attribute: ExtractionAttribute): HeaderConcept | undefined {
  for (const text of [attributeWords(attribute), foldText(attribute.detail ?? '')]) {
    if (text === '') {
      continue;
    }
    const named = NAMED.find(([pattern]) => pattern.test(text));
    if (named !== undefined) {
      return named[1];
    }
    const line = {
      index: 0,
      page: 1,
      pageWidth: 1,
      pageHeight: 1,
      text,
      folded: text,
      box: { x: 0, y: 0, width: 1, height: 1 },
      words: [],
      isRepeated: false,
    };
    const labels = findLabelsInLine(line).filter(
      (label) => label.end - label.start >= text.length * 0.6,
    );
    const concept = [...(labels[0]?.concepts ?? [])][0];
    if (
      concept !== undefined &&
      concept !== 'otherId' &&
      concept !== 'otherAmount' &&
      concept !== 'otherDate'
    ) {
      return concept as Concept;
    }
  }
  return undefined;
}

/** The attribute's own labels: its name in words and its detail text, announcing the attribute. */
export function attributePatterns(attribute: ExtractionAttribute): LabelPattern[] {
  const key = `attribute:${attribute.name}` as const;
  // A short detail text is a label the user sees on the page; a long one is an explanation.
  const detail = foldText(attribute.detail ?? '');
  const phrases = [attributeWords(attribute), detail.split(' ').length <= 4 ? detail : ''].filter(
    (phrase) => phrase.length >= 2,
  );
  return phrases.map((phrase) => compilePhrase(phrase, [key], 3));
}
