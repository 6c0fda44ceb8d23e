import { describe, expect, it } from 'vitest';

import { pricedExpression } from './priced-expression';

describe('pricedExpression', () => {
  it('reads a quantity with its unit times a unit price per unit', () => {
    expect(pricedExpression('Arbeitspreis 2939 kWh x 0,2975 €/kWh', 874.35)).toMatchObject({
      quantity: 2939,
      unitPrice: 0.2975,
    });
    expect(pricedExpression('Grundpreis 3 Monate x 9,93 € / Monat', 29.79)).toMatchObject({
      quantity: 3,
      unitPrice: 9.93,
    });
    expect(pricedExpression('Consultation 10 h à 85,00 €', 850)).toMatchObject({
      quantity: 10,
      unitPrice: 85,
    });
  });

  it('reads a price written in pence or cents as hundredths', () => {
    expect(pricedExpression('Standing charge: 91 days at 41.79p per day', 38.03)).toMatchObject({
      quantity: 91,
      unitPrice: 0.4179,
    });
  });

  it('counts only when the product is the amount', () => {
    expect(pricedExpression('Arbeitspreis 2939 kWh x 0,2975 €/kWh', 900)).toBeUndefined();
  });

  it('leaves words with another price in them alone', () => {
    expect(pricedExpression('Paket 2 x 10,00 € statt 25,00 €', 20)).toBeUndefined();
  });
});
