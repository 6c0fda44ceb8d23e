import { describe, expect, it } from 'vitest';

import { docLine } from '../testing/lines';
import { findLabelsInLine } from './find-labels';

const read = (text: string) =>
  findLabelsInLine(docLine(text)).map((label) => ({
    concepts: [...label.concepts],
    label: docLine(text).text.slice(label.start, label.end),
  }));

describe('a total’s label qualified by the tax after it', () => {
  it('is the net when it says without tax, in German, English, French and Spanish', () => {
    expect(read('Gesamtbetrag ohne USt. 8.350,00')).toEqual([
      { concepts: ['net'], label: 'Gesamtbetrag ohne USt.' },
    ]);
    expect(read('Total amount without VAT 8,350.00')[0]?.concepts).toEqual(['net']);
    expect(read('Montant total hors TVA 8 350,00')[0]?.concepts).toEqual(['net']);
    expect(read('Importe total sin IVA 8.350,00')[0]?.concepts).toEqual(['net']);
    expect(read('Gesamtbetrag (netto) 8.350,00')[0]?.concepts).toEqual(['net']);
    expect(read('Total HT 8 350,00')[0]?.concepts).toEqual(['net']);
    expect(read('Importe total neto 8.350,00')[0]?.concepts).toEqual(['net']);
  });

  it('is the tax when a tax noun follows it, and stays a total when the tax is included', () => {
    expect(read('Summe USt. 584,50')).toEqual([{ concepts: ['tax'], label: 'Summe USt.' }]);
    expect(read('Total amount VAT 584.50')[0]?.concepts).toEqual(['tax']);
    expect(read('Gesamtbetrag einschl. USt. 8.934,50')).toEqual([
      { concepts: ['total'], label: 'Gesamtbetrag einschl. USt.' },
    ]);
    expect(read('Total amount including VAT 8,934.50')[0]?.concepts).toEqual(['total']);
  });

  it('leaves a tax id’s label and a plain total alone', () => {
    expect(read('Gesamtbetrag 8.934,50')[0]?.concepts).toEqual(['total']);
    expect(read('Summe USt-IdNr. DE123456789')[0]?.concepts).not.toEqual(['tax']);
  });
});
