import { describe, expect, it } from 'vitest';

import { toDoc } from '../document-lines';
import { LINE_ITEM_ATTRIBUTES } from '../testing/header-configuration';
import { rowValues, type Written } from '../testing/item-table';
import { pageOf } from '../testing/lines';
import { extractTable } from './extract-table';

/** A time sheet's row at `top`: date, person, work, then hours, rate and amount right-aligned. */
const entry = (
  date: string,
  person: string,
  work: string,
  hours: string,
  rate: string,
  amount: string,
  top: number,
): Written[] => [
  [date, 45, top],
  [person, 110, top],
  [work, 185, top],
  [hours, 415 - 5 * hours.length, top],
  [rate, 470 - 5 * rate.length, top],
  [amount, 545 - 5 * amount.length, top],
];

const FOOTER = (page: number): Written[] => [
  ['Muster GmbH · Hauptstraße 12 · 10115 Berlin', 45, 790],
  [`Seite ${page} von 2`, 480, 828],
];

const amountsOf = (pages: ReturnType<typeof pageOf>[]) =>
  extractTable(toDoc(pages), LINE_ITEM_ATTRIBUTES).rows.map((row) => row.cells['amount']?.value);

describe('time sheets and tables across pages (issue 16)', () => {
  it('reads a time sheet: Tätigkeit the description, Std. the hours, Stundensatz the rate', () => {
    const page = pageOf([
      ['Datum', 45, 200],
      ['Mitarbeiter', 110, 200],
      ['Tätigkeit', 185, 200],
      ['Std.', 395, 200],
      ['Stundensatz', 420, 200],
      ['Betrag', 520, 200],
      ...entry('03.09.2024', 'M. Becker', 'Montage Heizkreis', '2,5', '58,50', '146,25', 220),
      ...entry('05.09.2024', 'J. Wagner', 'Inbetriebnahme', '8', '65,00', '520,00', 234),
    ]);
    expect(rowValues(extractTable(toDoc([page]), LINE_ITEM_ATTRIBUTES).rows)).toEqual([
      { description: 'Montage Heizkreis', quantity: 2.5, unit_price: 58.5, amount: 146.25 },
      { description: 'Inbetriebnahme', quantity: 8, unit_price: 65, amount: 520 },
    ]);
  });

  it('reads the rows under a header above the page’s best one, until that one (hours, then materials)', () => {
    const page = pageOf([
      ['Date', 45, 200],
      ['Intervenant', 110, 200],
      ['Intervention', 185, 200],
      ['Heures', 385, 200],
      ['Taux', 450, 200],
      ['Montant', 510, 200],
      ...entry('03/09/2024', 'A. Moreau', 'Mise en service', '2,5', '58,50', '146,25', 220),
      ...entry('05/09/2024', 'C. Dubois', 'Recherche de panne', '8', '65,00', '520,00', 234),
      ['Matériel', 45, 256],
      ['Qté', 395, 256],
      ['P.U.', 445, 256],
      ['Montant', 510, 256],
      ['Câble réseau 5 m', 45, 276],
      ['5', 395, 276],
      ['326,77', 440, 276],
      ['1.633,85', 505, 276],
    ]);
    expect(amountsOf([page])).toEqual([146.25, 520, 1633.85]);
  });

  it('reads a bare rate between the hours and the amount as the price per hour (Taux, Satz)', () => {
    for (const rate of ['Taux', 'Satz']) {
      const page = pageOf([
        ['Date', 45, 200],
        ['Intervention', 185, 200],
        ['Heures', 385, 200],
        [rate, 450, 200],
        ['Montant', 510, 200],
        ...entry('03/09/2024', '', 'Mise en service', '2,5', '58,50', '146,25', 220),
      ]);
      expect(rowValues(extractTable(toDoc([page]), LINE_ITEM_ATTRIBUTES).rows)).toEqual([
        { description: 'Mise en service', quantity: 2.5, unit_price: 58.5, amount: 146.25 },
      ]);
    }
  });

  it('carries a total-labelled sum of all the items at a page’s foot over to the next page', () => {
    const first = pageOf([
      ['Date', 45, 200],
      ['Engineer', 110, 200],
      ['Work done', 185, 200],
      ['Hours', 390, 200],
      ['Rate', 445, 200],
      ['Amount', 510, 200],
      ...entry('08/01/2023', 'R. Patel', 'Fault finding', '2.5', '52.00', '130.00', 220),
      ...entry('10/01/2023', 'E. Walsh', 'Cable runs', '6', '72.00', '432.00', 234),
      ['Total carried forward', 185, 252],
      ['562.00', 515, 252],
      ...FOOTER(1),
    ]);
    const second = pageOf(
      [
        ['b/f', 185, 70],
        ['562.00', 515, 70],
        ...entry('13/01/2023', 'J. Smith', 'Cable runs', '2', '52.00', '104.00', 86),
        ['Subtotal', 300, 110],
        ['666.00', 515, 110],
        ['VAT 20%', 300, 124],
        ['133.20', 515, 124],
        ...FOOTER(2),
      ],
      2,
    );
    expect(amountsOf([first, second])).toEqual([130, 432, 104]);
  });

  it('reads the carried table’s rows above a header that opens later on the next page', () => {
    const first = pageOf([
      ['Datum', 45, 200],
      ['Mitarbeiter', 110, 200],
      ['Tätigkeit', 185, 200],
      ['Std.', 395, 200],
      ['Satz', 450, 200],
      ['Betrag', 520, 200],
      ...entry('03.09.2024', 'M. Becker', 'Montage Heizkreis', '2,5', '58,50', '146,25', 220),
      ['Übertrag', 185, 240],
      ['146,25', 515, 240],
      ...FOOTER(1),
    ]);
    const second = pageOf(
      [
        ['Übertrag', 185, 70],
        ['146,25', 515, 70],
        ...entry('05.09.2024', 'J. Wagner', 'Inbetriebnahme', '8', '65,00', '520,00', 86),
        ['Material', 45, 108],
        ['Menge', 390, 108],
        ['Einzelpreis', 430, 108],
        ['Betrag', 520, 108],
        ['Kupferrohr 15 mm', 45, 126],
        ['3', 395, 126],
        ['101,90', 440, 126],
        ['305,70', 515, 126],
        ['Summe netto', 300, 150],
        ['971,95', 515, 150],
        ...FOOTER(2),
      ],
      2,
    );
    expect(amountsOf([first, second])).toEqual([146.25, 520, 305.7]);
  });

  it('reads an amount spaced in thousands across the price column’s edge as one (2 267,95)', () => {
    const page = pageOf([
      ['Datum', 45, 200],
      ['Tätigkeit', 185, 200],
      ['Std.', 395, 200],
      ['Stundensatz', 420, 200],
      ['Betrag', 515, 200],
      ...entry('03.09.2024', '', 'Montage Heizkreis', '20', '63,3975', '1 267,95', 220),
      ...entry('05.09.2024', '', 'Inbetriebnahme', '10', '100,00', '1 000,00', 234),
      ['Übertrag', 185, 248],
      ['2 267,95', 490, 248],
      ...entry('06.09.2024', '', 'Wartung Anlage', '1', '58,50', '58,50', 262),
    ]);
    expect(amountsOf([page])).toEqual([1267.95, 1000, 58.5]);
  });

  it('ends a one-page table at a total equal to its items as before', () => {
    const page = pageOf([
      ['Datum', 45, 200],
      ['Mitarbeiter', 110, 200],
      ['Tätigkeit', 185, 200],
      ['Std.', 395, 200],
      ['Satz', 450, 200],
      ['Betrag', 520, 200],
      ...entry('03.09.2024', 'M. Becker', 'Montage Heizkreis', '2,5', '58,50', '146,25', 220),
      ['Gesamtbetrag', 300, 240],
      ['146,25', 515, 240],
    ]);
    expect(amountsOf([page])).toEqual([146.25]);
  });
});
