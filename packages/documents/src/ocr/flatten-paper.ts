// Paper made white again before Tesseract reads a page. A phone photo of a receipt is lit
// unevenly (one corner at 70 % of the other) and a faded print is grey on grey; Tesseract's
// global threshold then takes the darker paper for ink, or the faint ink for paper, and reads
// nothing at all (a generated receipt faded and lit so: no word, against every word once the
// paper is flattened). Each pixel is divided by the paper's brightness around it, estimated
// block by block; a page whose paper is white everywhere is left byte for byte as it was.

// Blocks of this many pixels (5.4 mm at 300 dpi); a block's paper is the brightness 90 % of its
// pixels stay under (text never covers so much of a block), the median of it and its neighbours
// (a block filled by a bar or a picture does not count, a gradient's is kept).
const BLOCK = 64;
const PAPER_PERCENTILE = 0.9;
// Every other pixel of every other row is enough to know a block's paper, at a quarter the cost
// (every page pays this look, white or not).
const SAMPLE_STEP = 2;
// The paper's level is interpolated anew every this many pixel rows: it changes over blocks.
const ROWS_PER_SCALE = 8;
// Paper at least this bright everywhere is white: nothing to flatten (grain and specks of a
// clean scan leave it near 255).
const WHITE_PAPER = 232;
// A block darker than this share of the page's usual paper is a picture or a dark panel, not
// shaded paper: it keeps the usual paper's level, so its white text is not flattened away.
const DARK_PANEL = 0.5;
// An image smaller than this many blocks each way (a logo, a test's few pixels) has no paper to
// speak of.
const MIN_BLOCKS = 3;

/** The paper level (a high percentile) of each block, row by row of blocks. */
function blockPaper(pixels: Uint8Array, width: number, height: number) {
  const columns = Math.ceil(width / BLOCK);
  const rows = Math.ceil(height / BLOCK);
  const paper = new Float64Array(columns * rows);
  const histograms = new Uint32Array(columns * 256);
  for (let blockRow = 0; blockRow < rows; blockRow++) {
    histograms.fill(0);
    const top = blockRow * BLOCK;
    const bottom = Math.min(height, top + BLOCK);
    const counts = new Uint32Array(columns);
    for (let y = top; y < bottom; y += SAMPLE_STEP) {
      const start = y * width;
      for (let x = 0; x < width; x += SAMPLE_STEP) {
        const column = (x / BLOCK) | 0;
        const bin = column * 256 + (pixels[start + x] ?? 0);
        histograms[bin] = (histograms[bin] ?? 0) + 1;
        counts[column] = (counts[column] ?? 0) + 1;
      }
    }
    for (let column = 0; column < columns; column++) {
      let below = (counts[column] ?? 0) * PAPER_PERCENTILE;
      let level = 0;
      while (level < 255 && below > (histograms[column * 256 + level] ?? 0)) {
        below -= histograms[column * 256 + level] ?? 0;
        level++;
      }
      paper[blockRow * columns + column] = level;
    }
  }
  return { columns, rows, paper };
}

/** Each block's paper as the median of it and its eight neighbours, dark panels left out. */
function smoothPaper({ columns, rows, paper }: ReturnType<typeof blockPaper>): Float64Array {
  const usual = [...paper].sort((a, b) => a - b)[Math.floor(paper.length / 2)] ?? 255;
  const smooth = new Float64Array(paper.length);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const around: number[] = [];
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const y = row + dy;
          const x = column + dx;
          if (y >= 0 && y < rows && x >= 0 && x < columns) {
            around.push(paper[y * columns + x] ?? 0);
          }
        }
      }
      around.sort((a, b) => a - b);
      const level = around[Math.floor(around.length / 2)] ?? usual;
      smooth[row * columns + column] = level < DARK_PANEL * usual ? usual : level;
    }
  }
  return smooth;
}

/**
 * Divides a grey page (8-bit, row by row, in place) by its paper's brightness around each pixel,
 * interpolated between blocks' centres, when the paper is not white everywhere; returns whether
 * it did.
 */
export function flattenPaper(pixels: Uint8Array, width: number, height: number): boolean {
  if (width < MIN_BLOCKS * BLOCK || height < MIN_BLOCKS * BLOCK) {
    return false;
  }
  const blocks = blockPaper(pixels, width, height);
  const paper = smoothPaper(blocks);
  if (paper.every((level) => level >= WHITE_PAPER)) {
    return false;
  }
  const { columns, rows } = blocks;
  const scaleOfColumn = new Float32Array(columns);
  const scale = new Float32Array(width);
  // Each pixel's gain (255 over its paper), bilinear between the blocks' centres around row y.
  const interpolateScale = (y: number): void => {
    const along = Math.min(rows - 1, Math.max(0, (y + 0.5) / BLOCK - 0.5));
    const upper = Math.floor(along);
    const lower = Math.min(rows - 1, upper + 1);
    const share = along - upper;
    for (let column = 0; column < columns; column++) {
      const level =
        (paper[upper * columns + column] ?? 255) * (1 - share) +
        (paper[lower * columns + column] ?? 255) * share;
      scaleOfColumn[column] = 255 / Math.max(1, level);
    }
    for (let x = 0; x < width; x++) {
      const across = Math.min(columns - 1, Math.max(0, (x + 0.5) / BLOCK - 0.5));
      const left = Math.floor(across);
      const right = Math.min(columns - 1, left + 1);
      const part = across - left;
      scale[x] = (scaleOfColumn[left] ?? 1) * (1 - part) + (scaleOfColumn[right] ?? 1) * part;
    }
  };
  for (let y = 0; y < height; y++) {
    if (y % ROWS_PER_SCALE === 0) {
      interpolateScale(y);
    }
    const start = y * width;
    for (let x = 0; x < width; x++) {
      const value = (pixels[start + x] ?? 0) * (scale[x] ?? 1);
      pixels[start + x] = value > 255 ? 255 : value;
    }
  }
  return true;
}
