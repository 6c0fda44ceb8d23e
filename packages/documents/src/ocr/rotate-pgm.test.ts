import { describe, expect, it } from 'vitest';

import { rotatePgm } from './rotate-pgm';

// 3 x 2 pixels:  1 2 3
//                4 5 6
const PGM = new Uint8Array([...new TextEncoder().encode('P5\n3 2\n255\n'), 1, 2, 3, 4, 5, 6]);

function pixelsOf(pgm: Uint8Array): { header: string; pixels: number[] } {
  const text = new TextDecoder('latin1').decode(pgm);
  const header = /^P5\n\d+ \d+\n255\n/u.exec(text)?.[0] ?? '';
  return { header, pixels: [...pgm.subarray(header.length)] };
}

describe('rotatePgm', () => {
  it('turns an image clockwise by quarter turns', () => {
    expect(pixelsOf(rotatePgm(PGM, 90))).toEqual({
      header: 'P5\n2 3\n255\n',
      pixels: [4, 1, 5, 2, 6, 3],
    });
    expect(pixelsOf(rotatePgm(PGM, 180))).toEqual({
      header: 'P5\n3 2\n255\n',
      pixels: [6, 5, 4, 3, 2, 1],
    });
    expect(pixelsOf(rotatePgm(PGM, 270))).toEqual({
      header: 'P5\n2 3\n255\n',
      pixels: [3, 6, 2, 5, 1, 4],
    });
    expect(rotatePgm(PGM, 0)).toBe(PGM);
  });

  it('refuses bytes that are not an 8-bit PGM', () => {
    expect(() => rotatePgm(new TextEncoder().encode('P6\n1 1\n255\nabc'), 90)).toThrow(/PGM/u);
  });
});
