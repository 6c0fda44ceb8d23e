import { describe, expect, it } from 'vitest';

import { flattenPaper } from './flatten-paper';

const WIDTH = 600;
const HEIGHT = 400;

/** A page of paper whose brightness `light(x, y)` gives, with ink strokes every 40 rows. */
function page(light: (x: number, y: number) => number, ink: number): Uint8Array {
  const pixels = new Uint8Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      // Strokes 3 px high, 4 px on and 4 off, like the letters of a line of text.
      const isInk = y % 40 < 3 && x % 8 < 4 && x > 20 && x < WIDTH - 20;
      pixels[y * WIDTH + x] = Math.round(light(x, y) * (isInk ? ink : 255));
    }
  }
  return pixels;
}

const at = (pixels: Uint8Array, x: number, y: number): number => pixels[y * WIDTH + x] ?? -1;

describe('flattenPaper', () => {
  it('leaves a page on white paper byte for byte', () => {
    const pixels = page(() => 1, 0);
    const before = Uint8Array.from(pixels);
    expect(flattenPaper(pixels, WIDTH, HEIGHT)).toBe(false);
    expect(pixels).toEqual(before);
  });

  it('makes unevenly lit paper white and its faded ink alike on both sides', () => {
    // The light falls from 100 % at the left edge to 65 % at the right; ink faded to 55 %.
    const pixels = page((x) => 1 - (0.35 * x) / WIDTH, 115);
    expect(at(pixels, WIDTH - 30, 20)).toBeLessThan(175);
    expect(flattenPaper(pixels, WIDTH, HEIGHT)).toBe(true);
    for (const x of [30, 300, WIDTH - 30]) {
      expect(at(pixels, x, 20)).toBeGreaterThanOrEqual(240);
      expect(at(pixels, x + 2 - (x % 8), 40)).toBeLessThan(130);
    }
  });

  it('keeps a dark panel dark, so the white text on it stays readable', () => {
    const pixels = page((x) => 1 - (0.3 * x) / WIDTH, 0);
    for (let y = 100; y < 300; y++) {
      pixels.fill(30, y * WIDTH + 100, y * WIDTH + 400);
    }
    flattenPaper(pixels, WIDTH, HEIGHT);
    expect(at(pixels, 250, 200)).toBeLessThan(60);
  });
});

describe('flattenPaper on small images', () => {
  it('leaves an image of fewer than three blocks each way as it is', () => {
    const pixels = new Uint8Array(100 * 100).fill(120);
    expect(flattenPaper(pixels, 100, 100)).toBe(false);
    expect(pixels[0]).toBe(120);
  });
});
