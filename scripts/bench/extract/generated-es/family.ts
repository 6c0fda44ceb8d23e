// A layout family of the generated corpus: how one kind of invoice is laid out, and which half
// of the corpus it belongs to (engine rules are tuned on the `tune` families only).
import type { DrawnPage } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import type { Expected, ExpectedLine, Half } from '../dataset.ts';
import type { Random } from './random.ts';

/**
 * One generated invoice: its pages and its answers (README "Answer files": header, lines).
 * `lines` is undefined where what the document lists is not line items by any one reading (a
 * utility bill's charges, taxes and rentals): the bench then scores no line items for it.
 */
export type GeneratedInvoice = {
  pages: DrawnPage[];
  header: Record<string, Expected>;
  lines: ExpectedLine[] | undefined;
};

/** A layout family. */
export type Family = {
  name: string;
  half: Half;
  /** What it imitates, for the answer files and the note. */
  kind: string;
  make: (random: Random) => GeneratedInvoice;
};
