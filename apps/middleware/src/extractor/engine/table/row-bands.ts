// Lines of a page grouped into bands: the lines side by side at one height form a table row.
import { type DocLine, middleY, unionBox } from '../document-lines';
import type { Box } from '@folio/documents';

/** Lines at one height, left to right, and the box around them. */
export type Band = { lines: DocLine[]; box: Box; page: number };

/** Groups lines (of one page) into bands, top to bottom. */
export function toBands(lines: readonly DocLine[]): Band[] {
  const sorted = [...lines].sort((a, b) => middleY(a.box) - middleY(b.box));
  const bands: DocLine[][] = [];
  for (const line of sorted) {
    const current = bands[bands.length - 1];
    const first = current?.[0];
    if (
      current !== undefined &&
      first !== undefined &&
      Math.abs(middleY(line.box) - middleY(first.box)) <=
        Math.max(2, Math.min(line.box.height, first.box.height) * 0.6)
    ) {
      current.push(line);
    } else {
      bands.push([line]);
    }
  }
  return bands.map((group) => ({
    lines: group.sort((a, b) => a.box.x - b.box.x),
    box: unionBox(group.map((line) => line.box)),
    page: group[0]?.page ?? 1,
  }));
}
