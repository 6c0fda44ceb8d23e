import { describe, expect, it } from 'vitest';

import { backoffDelayMs } from './backoff';

describe('backoffDelayMs', () => {
  it('doubles with each attempt, jittered within the upper half', () => {
    expect(backoffDelayMs(1, () => 0)).toBe(1000);
    expect(backoffDelayMs(1, () => 1)).toBe(2000);
    expect(backoffDelayMs(3, () => 0)).toBe(4000);
    expect(backoffDelayMs(3, () => 1)).toBe(8000);
  });

  it('never exceeds five minutes', () => {
    expect(backoffDelayMs(9, () => 1)).toBe(300_000);
    expect(backoffDelayMs(50, () => 1)).toBe(300_000);
    expect(backoffDelayMs(50, () => 0)).toBe(150_000);
  });
});
