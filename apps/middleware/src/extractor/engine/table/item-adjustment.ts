// An item's own discount or surcharge on the row under it, told by its percent of the item's
// amount (issue 16, eighth pass); the table reader (`read-rows.ts`) folds it into the item.
import { findAmounts } from '@folio/core';

import type { DocLine } from '../document-lines';

/**
 * An item's own discount or surcharge written on the row under it: its percent of the item's
 * amount (`abzgl. 10 % Rabatt  -1,40` under `14,00`, `zzgl. 2 % Metallzuschlag  235,83` under
 * `11.791,75`), to the cent either way (a half cent is rounded up or down). A negative amount
 * without its percent may be an item of its own (a return, a deposit refunded) and stays one.
 */
export function isItemAdjustment(
  value: number,
  lines: readonly DocLine[],
  itemAmount: number,
): boolean {
  return lines
    .flatMap((line) => findAmounts(line.text).filter((amount) => amount.isPercent))
    .some(
      (percent) =>
        value !== 0 &&
        Math.abs(Math.abs(value) - (Math.abs(itemAmount) * percent.value) / 100) < 0.0100001,
    );
}
