// A layout family of the generated European corpus: its page style, its facts, the e-invoice
// flavours its documents carry, and which half of the corpus it is in (decided before any result
// was seen: engine rules are tuned on the `tune` families only, `held` ones measure).
import type { Half } from '../dataset.ts';
import type { Flavour } from './attach.ts';
import type { EuOptions } from './model.ts';
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
};
