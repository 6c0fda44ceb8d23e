import { describe, expect, it } from 'vitest';

import { isUuid } from './uuid';

describe('isUuid', () => {
  it('takes a canonical uuid in either case', () => {
    expect(isUuid('0b6f3c1e-9d2a-4f3b-8c1d-2e3f4a5b6c7d')).toBe(true);
    expect(isUuid('0B6F3C1E-9D2A-4F3B-8C1D-2E3F4A5B6C7D')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of [
      '',
      '0b6f3c1e9d2a4f3b8c1d2e3f4a5b6c7d',
      '0b6f3c1e-9d2a-4f3b-8c1d-2e3f4a5b6c7',
      ' 0b6f3c1e-9d2a-4f3b-8c1d-2e3f4a5b6c7d',
      '0b6f3c1e-9d2a-4f3b-8c1d-2e3f4a5b6c7d\n',
      'zb6f3c1e-9d2a-4f3b-8c1d-2e3f4a5b6c7d',
      42,
      null,
      undefined,
    ]) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
