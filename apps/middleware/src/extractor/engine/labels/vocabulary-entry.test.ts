import { describe, expect, it } from 'vitest';

import { extractFromPages } from '../run-engine';
import { HEADER_CONFIGURATION, LINE_ITEM_ATTRIBUTES } from '../testing/header-configuration';
import { docLine, pageOf } from '../testing/lines';
import { findLabelsInLine } from './find-labels';
import { list } from './vocabulary-entry';

const CONFIGURATION = {
  attributes: [...HEADER_CONFIGURATION.attributes, ...LINE_ITEM_ATTRIBUTES],
} as const;

describe('phrases with a decimal comma (issue 16)', () => {
  it('keeps a decimal comma inside its phrase', () => {
    expect(list('iva 21%, iva 10,5%,\n  , iva 4%')).toEqual(['iva 21%', 'iva 10,5%', 'iva 4%']);
  });

  it('reads IVA 10,5% as a tax label and a bare 5% as none', () => {
    const concepts = (text: string) =>
      findLabelsInLine(docLine(text)).flatMap((label) => [...label.concepts]);
    expect(concepts('IVA 10,5%')).toContain('tax');
    expect(concepts('5%')).toEqual([]);
  });

  it('reads every item of a table whose VAT column holds 5%', () => {
    const lines: [string, number, number][] = [
      ['VAT INVOICE', 45, 60],
      ['Qty', 49, 221],
      ['Description', 79, 221],
      ['Unit Price', 332, 221],
      ['VAT %', 397, 221],
      ['Amount', 520, 221],
    ];
    const items = [
      ['10', 'Delivery pallet', '£363.90', '20%', '£3,639.00'],
      ['5', 'Printed leaflets', '£446.00', '5%', '£2,230.00'],
      ['1', 'Consultancy services', '£201.90', '20%', '£201.90'],
    ] as const;
    items.forEach(([quantity, description, price, rate, amount], index) => {
      const y = 241 + 15 * index;
      lines.push(
        [quantity, 54, y],
        [description, 79, y],
        [price, 341, y],
        [rate, 406, y],
        [amount, 514, y],
      );
    });
    lines.push(['Total Net Amount', 334, 300], ['£6,070.90', 514, 300]);
    const result = extractFromPages({ configuration: CONFIGURATION, pages: [pageOf(lines)] });
    expect(result.rows.map((row) => row.cells['amount']?.value)).toEqual([3639, 2230, 201.9]);
  });
});
