import { describe, expect, it } from 'vitest';

import { toDoc } from '../document-lines';
import { LINE_ITEM_ATTRIBUTES } from '../testing/header-configuration';
import { rowValues, type Written } from '../testing/item-table';
import { pageOf } from '../testing/lines';
import { extractTable } from './extract-table';

function rowsOf(lines: readonly Written[]): Record<string, unknown>[] {
  return rowValues(extractTable(toDoc([pageOf(lines)]), LINE_ITEM_ATTRIBUTES).rows);
}

describe('a description under a heading no list holds (issue 16, premium notices)', () => {
  it('reads the one unknown heading left of the number columns as the description', () => {
    const rows = rowsOf([
      ['Nr.', 40, 200],
      ['Sparte', 70, 200],
      ['Zeitraum', 200, 200],
      ['Nettobeitrag', 330, 200],
      ['VersSt', 410, 200],
      ['Bruttobeitrag', 470, 200],
      ['1', 40, 220],
      ['Privathaftpflicht', 70, 220],
      ['01.01.2024 - 31.12.2024', 200, 220],
      ['120,00', 360, 220],
      ['22,80', 415, 220],
      ['142,80', 505, 220],
      ['2', 40, 235],
      ['Hausrat', 70, 235],
      ['01.01.2024 - 31.12.2024', 200, 235],
      ['80,00', 365, 235],
      ['15,20', 415, 235],
      ['95,20', 510, 235],
      // The summary's label and amount are runs apart, the amount under the gross.
      ['Summe netto', 300, 280],
      ['200,00', 505, 280],
      ['Gesamtbeitrag', 300, 295],
      ['238,00', 505, 295],
    ]);
    expect(rows).toEqual([
      { description: 'Privathaftpflicht', amount: 120 },
      { description: 'Hausrat', amount: 80 },
    ]);
  });

  it('keeps words a space after a known heading in that heading (`Period of cover`)', () => {
    const rows = rowsOf([
      ['Section', 40, 200],
      ['Period of cover', 200, 200],
      ['Net', 380, 200],
      ['IPT', 430, 200],
      ['Gross', 490, 200],
      ['Buildings cover', 40, 220],
      ['01/03/2024 - 28/02/2025', 200, 220],
      ['250.00', 365, 220],
      ['30.00', 420, 220],
      ['280.00', 485, 220],
    ]);
    expect(rows).toEqual([{ description: 'Buildings cover', amount: 250 }]);
  });

  it("keeps a period's dates out of the description written right of them", () => {
    const rows = rowsOf([
      ['Zeitraum', 40, 200],
      ['Baustein', 170, 200],
      ['Netto', 380, 200],
      ['Steuer', 430, 200],
      ['Brutto', 490, 200],
      ['01.01.2024 - 31.12.2024', 40, 220],
      ['Hausrat', 170, 220],
      ['80,00', 380, 220],
      ['15,20', 430, 220],
      ['95,20', 490, 220],
    ]);
    expect(rows).toEqual([{ description: 'Hausrat', amount: 80 }]);
  });

  it('reads no table from a VAT breakdown whose first heading is unknown: its rows hold rates', () => {
    const rows = rowsOf([
      ['Satz', 40, 200],
      ['Netto', 200, 200],
      ['Steuer', 300, 200],
      ['Brutto', 400, 200],
      ['19 %', 40, 220],
      ['100,00', 200, 220],
      ['19,00', 300, 220],
      ['119,00', 400, 220],
    ]);
    expect(rows).toEqual([]);
  });

  it('reads no table from a name beside one known heading (a letterhead by a total box)', () => {
    const rows = rowsOf([
      ['Nordlicht Energie GmbH', 40, 100],
      ['Total', 450, 100],
      ['Hafenstraße 12, Hamburg', 40, 115],
      ['84,20 €', 450, 115],
    ]);
    expect(rows).toEqual([]);
  });

  it('reads the description from the words under two unknown headings, not the codes', () => {
    const rows = rowsOf([
      ['Vertrag', 40, 200],
      ['Sparte', 140, 200],
      ['Netto', 300, 200],
      ['Brutto', 400, 200],
      ['HV-2231', 40, 220],
      ['Hausrat', 140, 220],
      ['80,00', 300, 220],
      ['95,20', 400, 220],
    ]);
    expect(rows).toEqual([{ description: 'Hausrat', amount: 80 }]);
  });
});

describe('two unknown headings or more left of the numbers (issue 16, French notices)', () => {
  it("takes the cover under `Garantie`, leaving the contract's number in its own column", () => {
    const rows = rowsOf([
      ['Contrat', 40, 200],
      ['Garantie', 110, 200],
      ['Échéance', 230, 200],
      ['Cotisation HT', 300, 200],
      ['Taxe', 390, 200],
      ['Cotisation TTC', 440, 200],
      ['HAB-204518', 40, 220],
      ['Bris de glace', 110, 220],
      ['26/12/2023', 230, 220],
      ['120,00', 335, 220],
      ['10,80', 385, 220],
      ['130,80', 480, 220],
      ['CT 4471 2030', 40, 235],
      ['Responsabilité civile', 110, 235],
      ['26/12/2023', 230, 235],
      ['80,00', 340, 235],
      ['7,20', 390, 235],
      ['87,20', 485, 235],
    ]);
    expect(rows).toEqual([
      { description: 'Bris de glace', amount: 120 },
      { description: 'Responsabilité civile', amount: 80 },
    ]);
  });

  it('takes the column of words when it stands left of the codes', () => {
    const rows = rowsOf([
      ['Garantie', 40, 200],
      ['Police', 160, 200],
      ['Cotisation HT', 260, 200],
      ['Taxe', 350, 200],
      ['Total TTC', 420, 200],
      ['Vol et incendie', 40, 220],
      ['AUTO7731004', 160, 220],
      ['148,00', 295, 220],
      ['13,32', 345, 220],
      ['161,32', 435, 220],
    ]);
    expect(rows).toEqual([{ description: 'Vol et incendie', amount: 148 }]);
  });

  it("keeps a period's dates and a file's number out of the description (`Période | Dossier | Nature`)", () => {
    const rows = rowsOf([
      ['Période', 40, 200],
      ['Dossier', 160, 200],
      ['Nature', 230, 200],
      ['Montant HT', 340, 200],
      ['TVA', 420, 200],
      ['Montant TTC', 470, 200],
      ['01/03/2026 - 31/03/2026', 40, 220],
      ['D-2026-0142', 160, 220],
      ['Consultation juridique', 230, 220],
      ['450,00', 360, 220],
      ['90,00', 410, 220],
      ['540,00', 495, 220],
    ]);
    expect(rows).toEqual([{ description: 'Consultation juridique', amount: 450 }]);
  });

  it('reads no table when the cells under the unknown headings are codes and dates', () => {
    const rows = rowsOf([
      ['Vertrag', 40, 200],
      ['Kennung', 140, 200],
      ['Netto', 300, 200],
      ['Brutto', 400, 200],
      ['HV-2231', 40, 220],
      ['4471-22', 140, 220],
      ['80,00', 300, 220],
      ['95,20', 400, 220],
    ]);
    expect(rows).toEqual([]);
  });
});

describe('a head of mostly unknown words (issue 16)', () => {
  it('reads no table from three unknown headings beside two known ones (a table of charges)', () => {
    const rows = rowsOf([
      ['Art', 40, 200],
      ['% Basisbetrag', 100, 200],
      ['Basismenge', 200, 200],
      ['Steuer', 300, 200],
      ['Betrag', 400, 200],
      ['Gebühr', 40, 220],
      ['Bearbeitungspauschale', 100, 220],
      ['10,00', 200, 220],
      ['19 %', 300, 220],
      ['1,00', 400, 220],
    ]);
    expect(rows).toEqual([]);
  });
});

describe("notices' position, period and premium headings in each language (issue 16)", () => {
  it('reads `N° | Désignation | Du | Au | Total HT | TVA | Total TTC` without the dates', () => {
    const rows = rowsOf([
      ['N°', 40, 200],
      ['Désignation', 60, 200],
      ['Du', 230, 200],
      ['Au', 290, 200],
      ['Total HT', 350, 200],
      ['TVA', 420, 200],
      ['Total TTC', 470, 200],
      ['1', 40, 220],
      ['Frais de dossier', 60, 220],
      ['01/03/2026', 230, 220],
      ['31/05/2026', 290, 220],
      ['398,90', 360, 220],
      ['79,78', 410, 220],
      ['478,68', 485, 220],
    ]);
    expect(rows).toEqual([{ description: 'Frais de dossier', amount: 398.9 }]);
  });

  it('reads `Nº | Option | Période | Prime HT | Taux | Prime TTC`', () => {
    const rows = rowsOf([
      ['Nº', 40, 200],
      ['Option', 60, 200],
      ['Période', 200, 200],
      ['Prime HT', 340, 200],
      ['Taux', 410, 200],
      ['Prime TTC', 460, 200],
      ['1', 40, 220],
      ['Assistance 0 km', 60, 220],
      ['01/04/2026 - 31/03/2027', 200, 220],
      ['42,50', 355, 220],
      ['9 %', 415, 220],
      ['46,33', 480, 220],
    ]);
    expect(rows).toEqual([{ description: 'Assistance 0 km', amount: 42.5 }]);
  });

  it('reads `Lfd. Nr. | Vertrag | Deckung | Von | Bis | Netto | Steuer | Brutto`', () => {
    const rows = rowsOf([
      ['Lfd. Nr.', 40, 200],
      ['Vertrag', 90, 200],
      ['Deckung', 170, 200],
      ['Von', 260, 200],
      ['Bis', 320, 200],
      ['Netto', 380, 200],
      ['Steuer', 430, 200],
      ['Brutto', 490, 200],
      ['1', 40, 220],
      ['HV-2231-07', 90, 220],
      ['Hausrat', 170, 220],
      ['01.01.2026', 260, 220],
      ['31.12.2026', 320, 220],
      ['80,00', 380, 220],
      ['15,20', 430, 220],
      ['95,20', 490, 220],
    ]);
    expect(rows).toEqual([{ description: 'Hausrat', amount: 80 }]);
  });

  it('reads `Line no | Policy | Cover | Start date | End date | Net | IPT | Gross`', () => {
    const rows = rowsOf([
      ['Line no', 40, 200],
      ['Policy', 90, 200],
      ['Cover', 170, 200],
      ['Start date', 240, 200],
      ['End date', 300, 200],
      ['Net', 380, 200],
      ['IPT', 420, 200],
      ['Gross', 470, 200],
      ['1', 40, 220],
      ['PL-88213', 90, 220],
      ['Buildings cover', 170, 220],
      ['01/03/2026', 240, 220],
      ['28/02/2027', 300, 220],
      ['250.00', 365, 220],
      ['30.00', 410, 220],
      ['280.00', 465, 220],
    ]);
    expect(rows).toEqual([{ description: 'Buildings cover', amount: 250 }]);
  });

  it('reads `Nº | Póliza | Garantía | Desde | Hasta | Prima neta | Impuestos | Prima total`', () => {
    const rows = rowsOf([
      ['Nº', 40, 200],
      ['Póliza', 60, 200],
      ['Garantía', 150, 200],
      ['Desde', 240, 200],
      ['Hasta', 300, 200],
      ['Prima neta', 360, 200],
      ['Impuestos', 420, 200],
      ['Prima total', 480, 200],
      ['1', 40, 220],
      ['0012-334455', 60, 220],
      ['Hogar', 150, 220],
      ['01/03/2026', 240, 220],
      ['28/02/2027', 300, 220],
      ['210,00', 380, 220],
      ['12,60', 440, 220],
      ['222,60', 505, 220],
    ]);
    expect(rows).toEqual([{ description: 'Hogar', amount: 210 }]);
  });
});
