// A turned scan's words turned back before they are grouped into rows. Rows are found by
// vertical overlap, which a turn breaks: at 3 degrees a receipt's label and its amount 200 pt to
// the right are 10 pt apart, a whole line. Tesseract finds its own lines along the turn, so the
// slope of word centres within each of its lines measures the page's turn; the word boxes are
// then turned back about the page's centre. Only OCR words come here: text-layer PDFs are not
// turned.
import type { Word } from '../layout/types';

// A line measures the slope when it holds this many words over this many of its own heights:
// two short words side by side say little about a turn.
const MIN_LINE_WORDS = 3;
const MIN_LINE_WIDTH_IN_HEIGHTS = 8;
// Lines that must agree before the page is said to be turned, and how closely (the median
// absolute deviation of their slopes): a page of few or scattered lines stays as read.
const MIN_LINES = 3;
const MAX_SPREAD = 0.01;
// Below about half a degree a turn moves a word less than its row overlap tolerates.
const MIN_SLOPE = Math.tan((0.4 * Math.PI) / 180);
// Beyond this the page is not a slightly turned scan (a sideways photo): left as read.
const MAX_SLOPE = Math.tan((10 * Math.PI) / 180);

const centreX = (word: Word): number => word.box.x + word.box.width / 2;
const centreY = (word: Word): number => word.box.y + word.box.height / 2;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The least-squares slope of a line's word centres (y per x), if the line is long enough. */
function lineSlope(words: readonly Word[]): number | undefined {
  if (words.length < MIN_LINE_WORDS) {
    return undefined;
  }
  const xs = words.map(centreX);
  const ys = words.map(centreY);
  const height = median(words.map((word) => word.box.height));
  if (Math.max(...xs) - Math.min(...xs) < MIN_LINE_WIDTH_IN_HEIGHTS * height) {
    return undefined;
  }
  const meanX = xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const meanY = ys.reduce((sum, y) => sum + y, 0) / ys.length;
  let covariance = 0;
  let variance = 0;
  xs.forEach((x, index) => {
    covariance += (x - meanX) * ((ys[index] ?? meanY) - meanY);
    variance += (x - meanX) ** 2;
  });
  return variance === 0 ? undefined : covariance / variance;
}

/**
 * The page's turn as a slope (y per x, y down), measured on Tesseract's own lines: the median of
 * the slopes of lines long enough to say, when enough of them agree and the turn is clearly more
 * than none; otherwise 0.
 */
export function pageSlope(lines: readonly (readonly Word[])[]): number {
  const slopes = lines.map(lineSlope).filter((slope) => slope !== undefined);
  if (slopes.length < MIN_LINES) {
    return 0;
  }
  const slope = median(slopes);
  const spread = median(slopes.map((each) => Math.abs(each - slope)));
  const size = Math.abs(slope);
  return spread <= MAX_SPREAD && size >= MIN_SLOPE && size <= MAX_SLOPE ? slope : 0;
}

/**
 * The words of Tesseract's lines, turned back by the page's slope about the page's centre
 * (`width` x `height`, the words' unit) so that each line runs level; unchanged when the page is
 * not clearly turned. Each box moves with its centre and loses the height the turn added to it
 * (a turned word's upright box is taller by its width times the turn's sine).
 */
export function deskewWords(
  lines: readonly (readonly Word[])[],
  width: number,
  height: number,
): Word[] {
  const words = lines.flat();
  const slope = pageSlope(lines);
  if (slope === 0) {
    return words;
  }
  const angle = Math.atan(slope);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const middleX = width / 2;
  const middleY = height / 2;
  const turn = Math.abs(sin);
  return words.map((word) => {
    const { box } = word;
    const dx = centreX(word) - middleX;
    const dy = centreY(word) - middleY;
    const x = middleX + dx * cos + dy * sin;
    const y = middleY - dx * sin + dy * cos;
    // The upright box of a w x h word turned by a is w cos a + h sin a wide, w sin a + h cos a
    // tall; solved back for w and h, kept at least half the box (Tesseract's boxes are loose).
    const shrink = cos * cos - turn * turn;
    const upright = {
      width: Math.max(box.width / 2, (box.width * cos - box.height * turn) / shrink),
      height: Math.max(box.height / 2, (box.height * cos - box.width * turn) / shrink),
    };
    return {
      ...word,
      box: { x: x - upright.width / 2, y: y - upright.height / 2, ...upright },
    };
  });
}
