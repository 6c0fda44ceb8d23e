import { describe, expect, it } from 'vitest';

import { columnConceptOf } from './detail-targets';

const concept = (name: string) => columnConceptOf({ name, type: 'text', placement: 'detail' });

describe('columnConceptOf', () => {
  it('understands the names a user gives line-item fields, in English, Spanish, French and German', () => {
    const expected = {
      description: ['description', 'descripcion', 'Bezeichnung', 'libelle', 'item', 'producto'],
      quantity: ['quantity', 'cantidad', 'Menge', 'quantite'],
      unitPrice: ['unit_price', 'precio_unitario', 'Einzelpreis', 'prix_unitaire'],
      amount: ['amount', 'importe', 'item_total', 'line_total', 'Gesamtbetrag', 'montant_ht'],
    };
    for (const [wanted, names] of Object.entries(expected)) {
      for (const name of names) {
        expect({ name, concept: concept(name) }).toEqual({ name, concept: wanted });
      }
    }
  });

  it('leaves a field of the user’s own to its own labels', () => {
    expect(concept('cost_centre')).toBeUndefined();
  });
});
