import type { Box } from './types';

/** The smallest box holding all of `boxes` (a zero box for none). */
export function unionBoxes(boxes: readonly Box[]): Box {
  if (boxes.length === 0) {
    return { x: 0, y: 0, width: 0, height: 0 };
  }
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const box of boxes) {
    left = Math.min(left, box.x);
    top = Math.min(top, box.y);
    right = Math.max(right, box.x + box.width);
    bottom = Math.max(bottom, box.y + box.height);
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The vertical overlap of two boxes as a share of the shorter one (0 to 1). */
export function verticalOverlap(a: { top: number; bottom: number }, b: Box): number {
  const overlap = Math.min(a.bottom, b.y + b.height) - Math.max(a.top, b.y);
  const shorter = Math.min(a.bottom - a.top, b.height);
  if (shorter <= 0) {
    return 0;
  }
  return Math.max(0, overlap) / shorter;
}

/** Rounds a box to hundredths of a unit, enough for points and pixels and smaller in JSON. */
export function roundBox(box: Box): Box {
  return {
    x: round(box.x),
    y: round(box.y),
    width: round(box.width),
    height: round(box.height),
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
