// Faint ink made dark again before Tesseract reads a page. A faded thermal receipt, photographed,
// prints its darkest letters at 190-200 of 255 on paper at 248; Tesseract's threshold then reads
// only noise (a generated receipt so faded: a dozen stray marks, against every line once its grey
// levels are stretched from the ink's to the paper's). A page with ink of ordinary darkness is
// left byte for byte as it was.

// The ink's level: the grey that this share of the page's pixels reach or pass (a receipt on an A4
// page covers a few per cent with letters; grain alone never reaches so far from the paper).
const INK_SHARE = 0.001;
// Ink darker than this reads as it is (faded thermal prints at 115-150 read well).
const FAINT_INK = 160;
// Less than this between ink and paper is a blank page's grain, not faint text.
const MIN_CONTRAST = 24;
// The white point sits this share of the way from the paper to the ink, so the paper's grain
// (amplified with the ink) turns white rather than into specks.
const GRAIN_MARGIN = 0.25;
// Every other pixel of every other row is enough for the page's histogram.
const SAMPLE_STEP = 2;

/**
 * Stretches a grey page's levels (8-bit, row by row, in place) from its ink's to near its
 * paper's when its darkest ink is faint; returns whether it did.
 */
export function stretchInk(pixels: Uint8Array, width: number, height: number): boolean {
  const histogram = new Uint32Array(256);
  let count = 0;
  for (let y = 0; y < height; y += SAMPLE_STEP) {
    const start = y * width;
    for (let x = 0; x < width; x += SAMPLE_STEP) {
      const level = pixels[start + x] ?? 0;
      histogram[level] = (histogram[level] ?? 0) + 1;
      count++;
    }
  }
  const ink = levelAtShare(histogram, count * INK_SHARE);
  const paper = levelAtShare(histogram, count / 2);
  if (ink < FAINT_INK || paper - ink < MIN_CONTRAST) {
    return false;
  }
  const white = paper - (paper - ink) * GRAIN_MARGIN;
  const levels = new Uint8Array(256);
  for (let level = 0; level < 256; level++) {
    const stretched = ((level - ink) * 255) / (white - ink);
    levels[level] = stretched < 0 ? 0 : stretched > 255 ? 255 : stretched;
  }
  for (let index = 0; index < pixels.length; index++) {
    pixels[index] = levels[pixels[index] ?? 0] ?? 255;
  }
  return true;
}

/** The first grey level at which `share` pixels are reached, counting from black. */
function levelAtShare(histogram: Uint32Array, share: number): number {
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += histogram[level] ?? 0;
    if (seen >= share) {
      return level;
    }
  }
  return 255;
}
