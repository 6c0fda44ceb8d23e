// A receipt being printed: lines of a fixed width in characters, top to bottom, as a till's
// printer writes them (label at the left, amount at the right edge, headings centred).
import type { Random } from '../generated-es/random.ts';
import type {
  Face,
  PrintedText,
} from '../../../../apps/middleware/src/extractor/engine/testing/draw-receipt.ts';

/** Courier's advance is 0.6 of its size. */
const MONO_ADVANCE = 0.6;

export class Tape {
  readonly texts: PrintedText[] = [];
  /** Characters per line. */
  readonly columns: number;
  private readonly left: number;
  private readonly size: number;
  private top: number;

  /** A tape of `columns` characters of `size` points, placed a little differently each time. */
  constructor(random: Random, columns: number, size: number) {
    this.columns = columns;
    this.size = size;
    const width = columns * size * MONO_ADVANCE;
    this.left = (595 - width) / 2 + random.int(-30, 30);
    this.top = 50 + random.int(0, 30);
  }

  private get right(): number {
    return this.left + this.columns * this.size * MONO_ADVANCE;
  }

  private push(text: string, x: number, align: PrintedText['align'], face: Face, size: number) {
    this.texts.push({ text, x, top: this.top, size, face, align });
  }

  private advance(size: number) {
    this.top += size * 1.3;
  }

  /** A line starting at the left edge (`indent` characters in). */
  line(text: string, options: { bold?: boolean; indent?: number } = {}) {
    const x = this.left + (options.indent ?? 0) * this.size * MONO_ADVANCE;
    this.push(text, x, 'left', options.bold === true ? 'monoBold' : 'mono', this.size);
    this.advance(this.size);
  }

  /** A centred line; a `logo` face and size for the shop's name. */
  center(text: string, options: { bold?: boolean; face?: Face; size?: number } = {}) {
    const size = options.size ?? this.size;
    const face = options.face ?? (options.bold === true ? 'monoBold' : 'mono');
    this.push(text, (this.left + this.right) / 2, 'center', face, size);
    this.advance(size);
  }

  /** A label at the left and a value ending at the right edge, on one line. */
  pair(label: string, value: string, options: { bold?: boolean } = {}) {
    const face = options.bold === true ? 'monoBold' : 'mono';
    this.push(label, this.left, 'left', face, this.size);
    this.push(value, this.right, 'right', face, this.size);
    this.advance(this.size);
  }

  /**
   * A bold total: its value at the right edge of the label's line, of the line under it, or of
   * the line over it (as tills print a total on a line of its own).
   */
  total(label: string, value: string, placement: 'beside' | 'below' | 'above') {
    if (placement === 'above') {
      this.cells([[-1, value]], { bold: true });
    }
    if (placement === 'beside') {
      this.pair(label, value, { bold: true });
    } else {
      this.line(label, { bold: true });
    }
    if (placement === 'below') {
      this.cells([[-1, value]], { bold: true });
    }
  }

  /** Texts at given character columns on one line (a table row); a negative column ends there. */
  cells(cells: readonly (readonly [number, string])[], options: { bold?: boolean } = {}) {
    const face = options.bold === true ? 'monoBold' : 'mono';
    for (const [column, text] of cells) {
      const isRight = column < 0;
      const x = isRight
        ? this.right + (column + 1) * this.size * MONO_ADVANCE
        : this.left + column * this.size * MONO_ADVANCE;
      this.push(text, x, isRight ? 'right' : 'left', face, this.size);
    }
    this.advance(this.size);
  }

  /** A ruled line of dashes or equals signs across the tape. */
  rule(char: '-' | '=' | '*' = '-') {
    this.line(char.repeat(this.columns));
  }

  /** Blank lines. */
  skip(lines = 1) {
    this.top += lines * this.size * 1.3;
  }
}
