import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { readPdfText } from '@folio/documents';
import { describe, expect, it } from 'vitest';

import { extractFromPages } from '../run-engine';
import { INVOICES_DEV } from '../testing/dataset';
import { pageOf } from '../testing/lines';
import type { ExtractionConfiguration, ExtractionResult } from '../types';

const CONFIGURATION: ExtractionConfiguration = {
  attributes: [
    { name: 'total', type: 'number', placement: 'header' },
    { name: 'description', type: 'text', placement: 'detail' },
    { name: 'amount', type: 'number', placement: 'detail' },
  ],
};

function rows(result: ExtractionResult) {
  return result.rows.map((row) => [row.cells['description']?.value, row.cells['amount']?.value]);
}

/** A statement without a table header: a summary, then items with breakdown lines under each. */
function statement(itemAmounts: readonly string[]) {
  const lines: [string, number, number][] = [
    ['Summary', 40, 100],
    ['Service charges', 50, 115],
    ['45.00', 540, 115],
    ['Charges', 60, 130],
    ['45.00', 545, 130],
    ['Tax', 60, 145],
    ['0.00', 550, 145],
    ['Total for this invoice', 40, 160],
    ['45.00', 540, 160],
    ['Detail', 40, 190],
  ];
  const names = ['Cloud hosting', 'Backup storage', 'Support plan'];
  itemAmounts.forEach((amount, at) => {
    const y = 205 + at * 45;
    lines.push([names[at] ?? 'Other', 50, y], [amount, 540, y]);
    lines.push(['Charges', 60, y + 15], [amount, 545, y + 15]);
    lines.push(['VAT', 60, y + 30], ['0.00', 550, y + 30]);
  });
  return pageOf(lines);
}

describe('line items without a table header', () => {
  it('reads one item closed by its printed sum, its detail lines between (an insurance bill)', () => {
    const configuration: ExtractionConfiguration = {
      attributes: [
        { name: 'total', type: 'number', placement: 'header' },
        { name: 'net_total', type: 'number', placement: 'header' },
        ...CONFIGURATION.attributes.slice(1),
      ],
    };
    const bill = (item: string) =>
      pageOf([
        ['Vereinbarter Versicherungsschutz:', 40, 300],
        [item, 40, 320],
        ['1.000,00 €', 420, 320],
        ['- Feuerversicherung - Teil A § 2 62.000 MK1914', 40, 332],
        ['- Sturm- und Hagelversicherung - Teil A § 4 62.000 MK1914', 40, 344],
        ['Gesamtbeitrag', 40, 356],
        ['1.000,00 €', 420, 356],
        ['Versicherungsteuer', 40, 368],
        ['163,40 €', 428, 368],
        ['Rechnungsbetrag', 40, 380],
        ['1.163,40 €', 420, 380],
      ]);
    const result = extractFromPages({
      configuration,
      pages: [bill('Verbundene Wohngebäudeversicherung')],
    });
    expect(rows(result)).toEqual([['Verbundene Wohngebäudeversicherung', 1000]]);
  });

  it('reads rows proven by the sum, tax and total under them, a free one (0,00) among them', () => {
    // `Summe Risiken` and `Endbetrag Beitrag` are no labels the engine knows: the arithmetic is
    // the proof (635,04 + 0,00 printed as 635,04, plus 120,66 makes 755,70).
    const list = (tax: string) =>
      pageOf([
        ['Folgende Risiken sind versichert:', 40, 300],
        ['Privathaftpflicht', 40, 320],
        ['635,04', 500, 320],
        ['Elementarschäden (beitragsfrei mitversichert)', 40, 335],
        ['0,00', 510, 335],
        ['Summe Risiken', 40, 355],
        ['635,04', 500, 355],
        ['Versicherungsteuer 19 %', 40, 370],
        [tax, 500, 370],
        ['Endbetrag Beitrag', 40, 385],
        ['755,70', 500, 385],
      ]);
    expect(
      rows(extractFromPages({ configuration: CONFIGURATION, pages: [list('120,66')] })),
    ).toEqual([
      ['Privathaftpflicht', 635.04],
      ['Elementarschäden (beitragsfrei mitversichert)', 0],
    ]);
    // Sums that do not add up prove nothing.
    expect(
      rows(extractFromPages({ configuration: CONFIGURATION, pages: [list('121,66')] })),
    ).toEqual([]);
  });

  it('reads an item whose detail lines under it hold figures away from the amounts', () => {
    const result = extractFromPages({
      configuration: CONFIGURATION,
      pages: [
        pageOf([
          ['Für das Versicherungsjahr setzt sich Ihr Beitrag wie folgt zusammen:', 40, 300],
          ['Betriebshaftpflicht 30.09.2024 - 29.09.2025', 40, 320],
          ['741,91 EUR', 480, 320],
          ['Versicherungssumme 65.000 EUR', 52, 331],
          ['Selbstbeteiligung 150,00 EUR', 52, 342],
          ['Gesamtbeitrag', 40, 360],
          ['741,91 EUR', 480, 360],
          ['Umsatzsteuer 19 %', 40, 375],
          ['140,96 EUR', 480, 375],
          ['Gesamtbetrag', 40, 390],
          ['882,87 EUR', 480, 390],
        ]),
      ],
    });
    expect(rows(result)).toEqual([['Betriebshaftpflicht 30.09.2024 - 29.09.2025', 741.91]]);
  });

  it('reads a priced row and a free one whose prices include the tax (sum, then its tax)', () => {
    const gross = (tax: string) =>
      pageOf([
        ['Wir berechnen Ihnen folgende Leistungen:', 40, 300],
        ['Wartung Heizungsanlage', 40, 320],
        ['994,84 EUR', 480, 320],
        ['Anfahrt (entfällt)', 40, 335],
        ['0,00 EUR', 490, 335],
        ['Zu zahlender Betrag', 300, 355],
        ['994,84 EUR', 480, 355],
        ['enthaltene MwSt. 19%', 300, 370],
        [`${tax} EUR`, 480, 370],
      ]);
    expect(
      rows(extractFromPages({ configuration: CONFIGURATION, pages: [gross('158,84')] })),
    ).toEqual([
      ['Wartung Heizungsanlage', 994.84],
      ['Anfahrt (entfällt)', 0],
    ]);
    // A tax that is not the one the rate includes proves nothing.
    expect(
      rows(extractFromPages({ configuration: CONFIGURATION, pages: [gross('150,00')] })),
    ).toEqual([]);
  });

  it('reads a bill whose items print their quantity times their price (a utility bill)', () => {
    const configuration: ExtractionConfiguration = {
      attributes: [
        ...CONFIGURATION.attributes,
        { name: 'quantity', type: 'number', placement: 'detail' },
        { name: 'unit_price', type: 'number', placement: 'detail' },
      ],
    };
    const bill = (energy: string) =>
      pageOf([
        ['Arbeitspreis', 48, 309],
        ['2939 kWh x 0,2975 €/kWh', 103, 309],
        [energy, 518, 309],
        ['Grundpreis', 48, 323],
        ['3 Monate x 9,93 € / Monat', 100, 323],
        ['29,79 €', 523, 323],
        ['Summe netto', 48, 337],
        ['904,14 €', 518, 337],
        ['Umsatzsteuer 19 %', 48, 351],
        ['171,79 €', 518, 351],
        ['Gesamtbetrag', 48, 365],
        ['1.075,93 €', 510, 365],
      ]);
    const result = extractFromPages({ configuration, pages: [bill('874,35 €')] });
    expect(
      result.rows.map((row) => [
        row.cells['amount']?.value,
        row.cells['quantity']?.value,
        row.cells['unit_price']?.value,
      ]),
    ).toEqual([
      [874.35, 2939, 0.2975],
      [29.79, 3, 9.93],
    ]);
    // A price that does not give the amount makes the words no item's.
    expect(rows(extractFromPages({ configuration, pages: [bill('884,35 €')] }))).toEqual([]);
  });

  it('reads no item from a summary whose first line is a sum of positions', () => {
    const result = extractFromPages({
      configuration: CONFIGURATION,
      pages: [
        pageOf([
          ['Belegsummen:', 40, 300],
          ['Positionssumme', 300, 320],
          ['198,00', 500, 320],
          ['Gesamtbetrag der Zuschläge', 300, 332],
          ['Gesamtbetrag der Abschläge', 300, 344],
          ['Rechnungssumme ohne USt.', 300, 356],
          ['198,00', 500, 356],
          ['Steuerbetrag', 300, 368],
          ['37,62', 506, 368],
          ['Bruttosumme', 300, 380],
          ['235,62', 500, 380],
        ]),
      ],
    });
    expect(rows(result)).toEqual([]);
  });

  it('reads aligned description-amount lines that add up to the total, skipping breakdowns', () => {
    const result = extractFromPages({
      configuration: CONFIGURATION,
      pages: [statement(['20.00', '15.50', '9.50'])],
    });
    expect(result.fields['total']?.value).toBe(45);
    expect(rows(result)).toEqual([
      ['Cloud hosting', 20],
      ['Backup storage', 15.5],
      ['Support plan', 9.5],
    ]);
    expect(result.rows[0]?.cells['amount']?.source?.box.x).toBe(540);
    expect(result.warnings.map((warning) => warning.code)).not.toContain('TABLE_NOT_FOUND');
  });

  it('reads nothing when the amounts do not add up to the net or the total', () => {
    const result = extractFromPages({
      configuration: CONFIGURATION,
      pages: [statement(['20.00', '15.50', '9.00'])],
    });
    expect(result.rows).toEqual([]);
    expect(result.warnings.map((warning) => warning.code)).toContain('TABLE_NOT_FOUND');
  });
});

describe.skipIf(INVOICES_DEV === undefined)('line items without a header (invoices-dev)', () => {
  it('reads the services of the AWS invoice, each with its amount', async () => {
    const pdf = readFileSync(join(INVOICES_DEV ?? '', 'invoice2data/AmazonWebServices.pdf'));
    const text = await readPdfText(new Uint8Array(pdf));
    const result = extractFromPages({ configuration: CONFIGURATION, pages: text.pages });
    expect(rows(result)).toEqual([
      ['AWS Data Transfer', 0.01],
      ['Amazon Elastic Compute Cloud', 1.87],
      ['Amazon Glacier', 2.22],
      ['Amazon Simple Storage Service', 0.01],
    ]);
  });
});
