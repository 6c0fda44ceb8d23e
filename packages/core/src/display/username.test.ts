import { describe, expect, it } from 'vitest';

import { displayUsername } from './username';

describe('displayUsername', () => {
  it('shows the part before the @ with each word capitalised (SPEC §2)', () => {
    expect(displayUsername('ana.maria_lopez@x.com')).toBe('Ana Maria Lopez');
    expect(displayUsername('ana@x.com')).toBe('Ana');
  });

  it('splits words on dots, underscores, hyphens and spaces', () => {
    expect(displayUsername('jose-luis.garcia@x.com')).toBe('Jose Luis Garcia');
    expect(displayUsername('ana  maria@x.com')).toBe('Ana Maria');
    expect(displayUsername('.ana..lopez_@x.com')).toBe('Ana Lopez');
  });

  it('writes each word as a name: first letter upper case, the rest lower case', () => {
    expect(displayUsername('ANA.LOPEZ@X.COM')).toBe('Ana Lopez');
    expect(displayUsername('élia.ñúñez@x.com')).toBe('Élia Ñúñez');
    expect(displayUsername('ana2024@x.com')).toBe('Ana2024');
  });

  it('uses the whole value when there is no @', () => {
    expect(displayUsername('ana.lopez')).toBe('Ana Lopez');
  });

  it('yields nothing for a missing username', () => {
    expect(displayUsername('')).toBe('');
    expect(displayUsername('@x.com')).toBe('');
    expect(displayUsername(null)).toBe('');
    expect(displayUsername(undefined)).toBe('');
  });
});
