// What each detail attribute looks for in a table header: its column concept (from its name,
// `unit_price` or `precio`), its own name and its detail text.
import { foldText } from '@folio/core';

import { attributeWords } from '../header/attribute-concepts';
import type { ExtractionAttribute } from '../types';
import { COLUMN_VOCABULARY, type ColumnConcept } from './column-vocabulary';

/** A detail attribute with the column it expects. */
export type DetailTarget = {
  attribute: ExtractionAttribute;
  concept?: ColumnConcept;
  /** Folded phrases of its own: name in words, short detail text. */
  ownPhrases: string[];
  isNumeric: boolean;
};

// Keywords in the order they are tried: a price before a quantity (`price_per_unit`), an amount
// before a description (`item_total` is an amount, `item` alone a description).
const KEYWORDS: readonly (readonly [RegExp, ColumnConcept])[] = [
  [/unit ?price|price per|precio unit|precio|price|preis|prijs|prix|rate|tarifa/u, 'unitPrice'],
  [/quantity|qty|cantidad|units|unidades|menge|anzahl|aantal|quantite/u, 'quantity'],
  [/amount|importe|total|betrag|bedrag|montant|subtotal/u, 'amount'],
  [
    /description|descripcion|concepto|detalle|beschreibung|bezeichnung|omschrijving|designation|libelle|item|product|producto|articulo|artikel|leistung/u,
    'description',
  ],
  [/tax|iva|vat|mwst|btw|tva/u, 'taxRate'],
  [/discount|descuento|dto|rabatt/u, 'discount'],
];

const PHRASE_CONCEPT = new Map<string, ColumnConcept>(
  COLUMN_VOCABULARY.flatMap((entry) =>
    entry.phrases.map((phrase) => [foldText(phrase), entry.concept] as const),
  ),
);

/** The column concept of a detail attribute, from its name then its detail text. */
export function columnConceptOf(attribute: ExtractionAttribute): ColumnConcept | undefined {
  for (const text of [attributeWords(attribute), foldText(attribute.detail ?? '')]) {
    const exact = PHRASE_CONCEPT.get(text);
    if (exact !== undefined) {
      return exact;
    }
    const keyword = KEYWORDS.find(([pattern]) => pattern.test(text));
    if (keyword !== undefined) {
      return keyword[1];
    }
  }
  return undefined;
}

/** The targets of a configuration's detail attributes. */
export function detailTargets(attributes: readonly ExtractionAttribute[]): DetailTarget[] {
  return attributes.map((attribute) => {
    const concept = columnConceptOf(attribute);
    const detail = foldText(attribute.detail ?? '');
    const ownPhrases = [
      attributeWords(attribute),
      detail.split(' ').length <= 4 ? detail : '',
    ].filter((phrase) => phrase.length >= 2);
    const target: DetailTarget = {
      attribute,
      ownPhrases,
      isNumeric:
        attribute.type === 'number' ||
        (concept !== undefined &&
          concept !== 'description' &&
          concept !== 'code' &&
          concept !== 'period'),
    };
    if (concept !== undefined) {
      target.concept = concept;
    }
    return target;
  });
}
