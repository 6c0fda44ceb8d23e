import type { Line } from './types';

// Rows further apart than this many line heights belong to different blocks.
const MAX_ROW_GAP = 1.5;

/** True when two consecutive rows are separated by a blank gap (or one of them is missing). */
export function isBlockBreak(
  upper: readonly Line[] | undefined,
  lower: readonly Line[] | undefined,
): boolean {
  if (!upper || !lower || upper.length === 0 || lower.length === 0) {
    return true;
  }
  const upperBottom = Math.max(...upper.map((line) => line.box.y + line.box.height));
  const lowerTop = Math.min(...lower.map((line) => line.box.y));
  const lineHeight = Math.min(...[...upper, ...lower].map((line) => line.box.height));
  return lowerTop - upperBottom > MAX_ROW_GAP * lineHeight;
}
