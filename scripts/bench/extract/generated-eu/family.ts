// A layout family of the generated European corpus: its page style, its facts, the e-invoice
// flavours its documents carry, and which half of the corpus it is in (decided before any result
// was seen: engine rules are tuned on the `tune` families only, `held` ones measure).
import type { DrawnPage } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import type { Expected, Half } from '../dataset.ts';
import type { Random } from '../generated-es/random.ts';
import type { Flavour } from './attach.ts';
import type { EuInvoice, EuOptions } from './model.ts';
import type { PageStyle } from './page.ts';

export type EuFamily = {
  name: string;
  half: Half;
  kind: string;
  style: PageStyle;
  options: EuOptions;
  flavours: readonly Flavour[];
  /**
   * A family written in more than one language: document `i` takes variant `i` modulo their
   * count, `style` and `options` above being the first (unset: every document takes those).
   */
  variants?: readonly { style: PageStyle; options: EuOptions }[];
  /**
   * A family drawing a kind of document the plain page does not (a final invoice deducting
   * earlier ones, a letter, a remittance slip): its facts, its pages and the answers that differ
   * from the facts' (a negative credit note's amounts, say). Unset: the plain model and page.
   */
  own?: OwnDocument;
};

/** How a family of its own kind draws its facts and pages, and what it answers. */
export type OwnDocument = {
  make: (random: Random, options: EuOptions) => EuInvoice;
  draw: (random: Random, invoice: EuInvoice, style: PageStyle) => DrawnPage[];
  answers?: (invoice: EuInvoice) => Record<string, Expected>;
};
