// What a line-item table's header is, apart from how it is found (`header-row.ts`), so the
// column and cell readers can name it without importing the finder that uses them.
import type { Box } from '@folio/documents';

import type { ColumnConcept } from './column-vocabulary';
import type { Band } from './row-bands';
import type { TaxSense } from '../labels/tax-words';

/** One header cell: what it announces and where. */
export type HeaderCell = {
  concept?: ColumnConcept;
  /** Set when the cell is a detail attribute's own name. */
  attributeName?: string;
  strength: number;
  phrase: string;
  box: Box;
  /** An amount or price said to be without its tax or with it (`Betrag netto`, `Total TTC`). */
  taxSense?: TaxSense;
  /** A description under a heading no list holds (`unnamed-heading.ts`): its rows must show it. */
  isUnnamed?: boolean;
};

/** A table header: its cells left to right and the band it sits in. */
export type TableHeader = { cells: HeaderCell[]; band: Band };
