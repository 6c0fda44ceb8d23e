import { describe, expect, it } from 'vitest';

import { toDoc } from '../document-lines';
import { pageOf } from '../testing/lines';
import { blockUnder } from './block-under';

describe('blockUnder', () => {
  const doc = toDoc([
    pageOf([
      ['Bill to:', 50, 100],
      ['Hanse GmbH', 50, 114],
      ['Hafenstraße 4', 50, 128],
      ['Ship to:', 50, 142],
      ['20457 Hamburg', 50, 156],
      ['Far below', 50, 400],
      ['Another column', 300, 114],
    ]),
  ]);
  const start = doc.lines[0];
  if (start === undefined) {
    throw new Error('the page has no line');
  }

  it('takes the lines under a line in its column while each follows closely', () => {
    const block = blockUnder(doc, start, { count: 7, gapAfter: () => 10 });
    expect(block.map((line) => line.text)).toEqual([
      'Hanse GmbH',
      'Hafenstraße 4',
      'Ship to:',
      '20457 Hamburg',
    ]);
  });

  it('ends at a line the rules call an end, or after `count` lines', () => {
    const ended = blockUnder(doc, start, {
      count: 7,
      gapAfter: () => 10,
      isEnd: (line) => line.text.endsWith(':'),
    });
    expect(ended.map((line) => line.text)).toEqual(['Hanse GmbH', 'Hafenstraße 4']);
    expect(blockUnder(doc, start, { count: 1, gapAfter: () => 10 })).toHaveLength(1);
  });
});
