import { describe, expect, it } from 'vitest';

import { stretchInk } from './stretch-ink';

const WIDTH = 400;
const HEIGHT = 300;

/** A page of `paper` with a line of `ink` strokes every 30 rows (about 4 % of the pixels). */
function page(paper: number, ink: number): Uint8Array {
  const pixels = new Uint8Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const isInk = y % 30 < 3 && x % 8 < 4;
      pixels[y * WIDTH + x] = isInk ? ink : paper;
    }
  }
  return pixels;
}

describe('stretchInk', () => {
  it('leaves ink of ordinary darkness (faded thermal print included) byte for byte', () => {
    for (const ink of [0, 150]) {
      const pixels = page(250, ink);
      const before = Uint8Array.from(pixels);
      expect(stretchInk(pixels, WIDTH, HEIGHT)).toBe(false);
      expect(pixels).toEqual(before);
    }
  });

  it('makes faint ink dark and the paper white', () => {
    const pixels = page(248, 196);
    expect(stretchInk(pixels, WIDTH, HEIGHT)).toBe(true);
    expect(pixels[0]).toBe(0);
    expect(pixels[10 * WIDTH]).toBe(255);
  });

  it('leaves a blank page of grain alone', () => {
    const pixels = new Uint8Array(WIDTH * HEIGHT).map((_, index) => 240 + ((index * 7919) % 16));
    expect(stretchInk(pixels, WIDTH, HEIGHT)).toBe(false);
  });
});
