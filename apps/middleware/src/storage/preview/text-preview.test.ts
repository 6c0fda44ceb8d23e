import { describe, expect, it } from 'vitest';

import { cutAtCharacter } from './text-preview';

describe('cutAtCharacter', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('drops a UTF-8 sequence cut short, and nothing from a whole one', () => {
    const whole = bytes('año€');
    expect(cutAtCharacter(whole)).toEqual(whole);
    expect(new TextDecoder().decode(cutAtCharacter(whole.subarray(0, whole.length - 1)))).toBe(
      'año',
    );
    expect(new TextDecoder().decode(cutAtCharacter(bytes('añ').subarray(0, 2)))).toBe('a');
  });

  it('keeps UTF-16 to whole code units', () => {
    const utf16 = new Uint8Array([0xff, 0xfe, 0x61, 0x00, 0x62]);
    expect(cutAtCharacter(utf16)).toHaveLength(4);
  });
});
