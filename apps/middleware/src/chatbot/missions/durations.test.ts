import { describe, expect, it } from 'vitest';

import { findDurations } from './durations';

describe('findDurations', () => {
  it('reads lengths of time in figures and words, Spanish and English', () => {
    const text =
      'duración de doce (12) meses; pago a 30 días hábiles; 2 años; thirty (30) days; 3 weeks';
    expect(
      findDurations(text).map((item) => [text.slice(item.start, item.end), item.normalised]),
    ).toEqual([
      ['doce (12) meses', '12 months'],
      ['30 días hábiles', '30 business days'],
      ['2 años', '24 months'],
      ['thirty (30) days', '30 days'],
      ['3 weeks', '21 days'],
    ]);
  });

  it('makes a year and twelve months the same length', () => {
    expect(findDurations('1 año')[0]?.normalised).toBe(findDurations('12 meses')[0]?.normalised);
  });
});
