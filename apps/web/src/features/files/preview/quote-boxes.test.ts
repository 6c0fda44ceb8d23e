import { describe, expect, it } from 'vitest';

import { quoteBoxes, type PlacedText } from './quote-boxes';

const box = (top: number) => ({ left: 10, top, width: 100, height: 12 });
const runs: PlacedText[] = [
  { text: 'Cláusula 3.', box: box(0) },
  { text: 'El plazo es', box: box(20) },
  { text: 'de 30 días.', box: box(40) },
  { text: 'Firmado.', box: box(60) },
];

describe('quoteBoxes', () => {
  it('finds the runs of a quote across lines, white space and case aside', () => {
    expect(quoteBoxes(runs, 'el plazo es de  30 días')).toEqual([box(20), box(40)]);
  });

  it('finds nothing for a quote that is not on the page, or an empty one', () => {
    expect(quoteBoxes(runs, 'otra cosa')).toEqual([]);
    expect(quoteBoxes(runs, '  ')).toEqual([]);
  });
});
