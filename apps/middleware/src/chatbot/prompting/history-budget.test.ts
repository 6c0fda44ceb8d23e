import { describe, expect, it } from 'vitest';

import { historyTurns } from './history-budget';

describe('historyTurns', () => {
  it('keeps the newest answered exchanges that fit, in order, and skips unanswered ones', () => {
    const exchanges = [
      { question: 'q1', answer: 'a'.repeat(100) },
      { question: 'q2', answer: 'b'.repeat(10) },
      { question: 'q3', answer: '' },
      { question: 'q4', answer: 'c'.repeat(10) },
    ];
    expect(historyTurns(exchanges, 10).map((turn) => turn.content)).toEqual([
      'q2',
      'b'.repeat(10),
      'q4',
      'c'.repeat(10),
    ]);
  });
});
