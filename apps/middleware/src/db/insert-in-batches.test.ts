import { describe, expect, it } from 'vitest';

import { insertInBatches, statementBatches } from './insert-in-batches';

const row = (chars: number) => ({ text: 'x'.repeat(chars) });

describe('statementBatches', () => {
  it('cuts by rows and by text, whichever comes first, and keeps every row in order', () => {
    const rows = [row(10), row(10), row(10), row(90), row(5), row(200), row(1)];
    const batches = statementBatches(rows, { maxRows: 2, maxChars: 100 });
    expect(batches.map((batch) => batch.map((each) => each.text.length))).toEqual([
      [10, 10],
      [10, 90],
      [5],
      [200],
      [1],
    ]);
  });

  it('answers no batch for no rows', () => {
    expect(statementBatches([], { maxRows: 10 })).toEqual([]);
  });
});

describe('insertInBatches', () => {
  it('gives the event loop a turn between two statements', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('turn'));
    await insertInBatches([row(10), row(10)], { maxRows: 1 }, async (batch) => {
      order.push(`write ${String(batch.length)}`);
    });
    expect(order).toEqual(['turn', 'write 1', 'write 1']);
  });
});
