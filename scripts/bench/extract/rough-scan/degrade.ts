// What a phone photo or a cheap scan does to a page's grey pixels, beyond the generated corpora's
// grain (issue 16: real receipts and Argentine scans score ~45-48% against 91-97% on our clean
// scans): faded ink, light falling off across the page, a slightly soft focus, paper grain.
import type { Random } from '../generated-es/random.ts';
import type { Grey } from '../generated-es/scan.ts';

/** How rough one page is, drawn once per document. */
export type Roughness = {
  /** Share of the ink's darkness kept (1 = as printed; 0.5 = ink half-way to the paper). */
  inkKept: number;
  /** The darkest corner's light (1 = even light; 0.6 = that corner at 60 % of the brightest). */
  darkestLight: number;
  /** The direction the light falls off in, radians. */
  lightAngle: number;
  /** Passes of a 3x3 soft blur (0, 1 or 2). */
  blurPasses: number;
  /** Grain's spread, grey levels either way. */
  grain: number;
};

/** A page's roughness: faded, unevenly lit, softly focused, grainy (each within real ranges). */
export function drawRoughness(random: Random): Roughness {
  return {
    inkKept: 0.55 + random.next() * 0.3,
    darkestLight: 0.7 + random.next() * 0.2,
    lightAngle: random.next() * 2 * Math.PI,
    blurPasses: random.pick([1, 1, 2]),
    grain: 8 + random.int(0, 6),
  };
}

/** The generated corpora's own roughness: grain only (the skew-only variant). */
export const GRAIN_ONLY: Roughness = {
  inkKept: 1,
  darkestLight: 1,
  lightAngle: 0,
  blurPasses: 0,
  grain: 20,
};

/** Applies `roughness` to `grey` in place. */
export function degrade(grey: Grey, roughness: Roughness, random: Random): void {
  fade(grey, roughness);
  // The sensor's grain is softened by the same blur as the ink.
  addGrain(grey, roughness.grain, random);
  for (let pass = 0; pass < roughness.blurPasses; pass += 1) {
    softBlur(grey);
  }
}

/** Ink towards the paper, then the light falling off linearly along `lightAngle`. */
function fade({ width, height, pixels }: Grey, roughness: Roughness): void {
  const dx = Math.cos(roughness.lightAngle);
  const dy = Math.sin(roughness.lightAngle);
  // The projection of the page's corners on the light's direction, to spread the fall-off
  // over the whole page.
  const corners = [0, width * dx, height * dy, width * dx + height * dy];
  const low = Math.min(...corners);
  const span = Math.max(...corners) - low || 1;
  const loss = 1 - roughness.darkestLight;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = y * width + x;
      const faded = 255 - (255 - (pixels[index] ?? 255)) * roughness.inkKept;
      const light = 1 - (loss * (x * dx + y * dy - low)) / span;
      pixels[index] = Math.round(faded * light);
    }
  }
}

/** A 3x3 blur weighted 1-2-1 each way: the softness of a phone camera's focus. */
function softBlur({ width, height, pixels }: Grey): void {
  const source = Uint8Array.from(pixels);
  const at = (x: number, y: number): number =>
    source[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))] ??
    255;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const sum =
        at(x - 1, y - 1) +
        2 * at(x, y - 1) +
        at(x + 1, y - 1) +
        2 * at(x - 1, y) +
        4 * at(x, y) +
        2 * at(x + 1, y) +
        at(x - 1, y + 1) +
        2 * at(x, y + 1) +
        at(x + 1, y + 1);
      pixels[y * width + x] = Math.round(sum / 16);
    }
  }
}

/** Every pixel a little darker or lighter, one in 400 a dark speck (as the generated scans). */
function addGrain({ pixels }: Grey, grain: number, random: Random): void {
  for (let index = 0; index < pixels.length; index += 1) {
    const noise = Math.round((random.next() - 0.5) * 2 * grain);
    const speck = random.next() < 0.0025 ? -120 : 0;
    pixels[index] = Math.max(0, Math.min(255, (pixels[index] ?? 255) + noise + speck));
  }
}

/** The image inside a white border of `share` of its size on each side (a scanner's bed). */
export function padded(grey: Grey, share: number): Grey {
  const left = Math.round(grey.width * share);
  const top = Math.round(grey.height * share);
  const width = grey.width + 2 * left;
  const height = grey.height + 2 * top;
  const pixels = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < grey.height; y += 1) {
    pixels.set(
      grey.pixels.subarray(y * grey.width, (y + 1) * grey.width),
      (y + top) * width + left,
    );
  }
  return { width, height, pixels };
}
