// Some PDF renderers (the ZUGFeRD/AWV stylesheet's) put a space after an `r` inside words
// (`Br uttosumme`, `Liefer ant GmbH`); labels bridge it (find-labels). A document whose labels
// only matched across such a space has its names mended the same way.
import type { LabelIndex } from '../labels/label-index';

const SPLIT_AFTER_R = /r \p{L}/u;

/** Whether some label matched only by bridging a space after an `r`. */
export function hasWordsSplitAfterR(index: LabelIndex): boolean {
  return index.labels.some(
    (label) =>
      SPLIT_AFTER_R.test(label.line.folded.slice(label.start, label.end)) &&
      !SPLIT_AFTER_R.test(label.phrase),
  );
}

/** A name with the renderer's split words joined: `Liefer ant GmbH` is `Lieferant GmbH`. */
export function joinSplitAfterR(name: string): string {
  return name.replace(/(\p{L}r) (\p{Ll})/gu, '$1$2');
}
