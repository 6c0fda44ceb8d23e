import { describe, expect, it } from 'vitest';

import { DocumentError } from '../errors';
import { inkGray } from './ink-gray';

function ppm(pixels: readonly (readonly [number, number, number])[], comment = ''): Uint8Array {
  const header = new TextEncoder().encode(`P6\n${comment}${pixels.length} 1\n255\n`);
  const out = new Uint8Array(header.length + pixels.length * 3);
  out.set(header);
  out.set(pixels.flat(), header.length);
  return out;
}

function greys(pgm: Uint8Array): number[] {
  const text = new TextDecoder().decode(pgm.subarray(0, 20));
  const prefix = /^P5\n(\d+) (\d+)\n255\n/u.exec(text);
  expect(prefix).not.toBeNull();
  return [...pgm.subarray(prefix?.[0].length ?? 0)];
}

describe('inkGray', () => {
  it('keeps black and white, darkens strong colours and leaves pale fills light', () => {
    const out = greys(
      inkGray(
        ppm([
          [0, 0, 0],
          [255, 255, 255],
          [255, 153, 0],
          [200, 220, 240],
          [128, 128, 128],
        ]),
      ),
    );
    expect(out[0]).toBe(0);
    expect(out[1]).toBe(255);
    expect(out[2]).toBeLessThan(40);
    expect(out[3]).toBeGreaterThan(180);
    expect(out[4]).toBe(128);
  });

  it('reads headers with comments', () => {
    expect(greys(inkGray(ppm([[255, 255, 255]], '# made by a test\n')))).toEqual([255]);
  });

  it('refuses what is not an 8-bit binary PPM', () => {
    expect(() => inkGray(new TextEncoder().encode('P5\n1 1\n255\n\u0000'))).toThrow(DocumentError);
    expect(() => inkGray(ppm([[1, 2, 3]]).subarray(0, 12))).toThrow(DocumentError);
  });
});
