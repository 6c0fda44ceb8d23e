// The sum carried over a page break at a page's foot (issue 16): the sum of all the table's items
// so far, with nothing priced under it on the page but the footer, goes on to the next page,
// whatever its label says (`Total carried forward`, `Total à reporter`, `Übertrag`) and however
// far down the page's footer stands.
import { findAmounts } from '@folio/core';

import type { Band } from './row-bands';

/** Whether the bands print an amount with cents, the lines repeated on every page aside. */
export function printsMoney(bands: readonly Band[]): boolean {
  return bands.some((band) =>
    band.lines.some(
      (line) =>
        !line.isRepeated &&
        findAmounts(line.text).some(
          (amount) => !amount.isPercent && /[.,]\d{2}\b/u.test(amount.text),
        ),
    ),
  );
}
