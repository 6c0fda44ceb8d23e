// A page being laid out: texts at positions, with the small jitter real layouts have.
import type {
  DrawnPage,
  DrawnText,
} from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import type { Random } from './random.ts';

/** Lays out one page; `shift` moves every text a little so no two documents align alike. */
export class Sheet {
  readonly items: DrawnPage = [];
  private readonly dx: number;
  private readonly dy: number;

  constructor(random: Random) {
    this.dx = random.int(-6, 6);
    this.dy = random.int(-8, 8);
  }

  /** A text starting at `x`. */
  text(x: number, top: number, text: string, options: Omit<DrawnText, 'text' | 'x' | 'top'> = {}) {
    this.items.push({ text, x: x + this.dx, top: top + this.dy, ...options });
  }

  /** A text ending at `x` (amounts, right-aligned columns). */
  right(x: number, top: number, text: string, options: { bold?: boolean; size?: number } = {}) {
    this.text(x, top, text, { ...options, right: true });
  }

  /** A horizontal rule. */
  rule(x: number, x2: number, top: number) {
    this.items.push({ rule: true, x: x + this.dx, x2: x2 + this.dx, top: top + this.dy });
  }

  /**
   * A column of `label: value` lines from `top`, 12 apart, labels at `x` (bold if `isBold`) and
   * values at `valueX`.
   */
  facts(
    x: number,
    valueX: number,
    top: number,
    rows: readonly (readonly [string, string])[],
    isBold = false,
  ) {
    rows.forEach(([label, value], index) => {
      const y = top + index * 12;
      this.text(x, y, `${label}:`, isBold ? { bold: true, size: 8 } : { size: 8 });
      this.text(valueX, y, value, { size: 8 });
    });
  }

  /** A row of bold column headings: `[x, text]`, `[x, text, true]` for one ending at x. */
  headings(top: number, cells: readonly (readonly [number, string, boolean?])[], size?: number) {
    for (const [x, text, isRight] of cells) {
      this.text(x, top, text, {
        bold: true,
        right: isRight === true,
        ...(size === undefined ? {} : { size }),
      });
    }
  }
}
