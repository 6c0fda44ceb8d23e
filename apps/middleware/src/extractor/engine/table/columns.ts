// Columns of a table from its header cells: which detail attribute each cell is, and the
// horizontal zone of each (a word belongs to the zone of its middle).
import type { ColumnConcept } from './column-vocabulary';
import type { DetailTarget } from './detail-targets';
import type { HeaderCell, TableHeader } from './table-header';

/** One column: its zone, and the attribute it fills (none for columns not asked for). */
export type Column = { left: number; right: number; cell: HeaderCell; target?: DetailTarget };

function matches(cell: HeaderCell, target: DetailTarget): boolean {
  return (
    cell.attributeName === target.attribute.name ||
    (cell.concept !== undefined && cell.concept === target.concept)
  );
}

// Where a line prints its amount without and with tax, the line's amount is the net one; a
// heading that says neither ranks between.
const netFirst = (cell: HeaderCell): number =>
  cell.taxSense === 'net' ? 0 : cell.taxSense === 'gross' ? 2 : 1;

/**
 * Assigns each target its header cell: its own name first, then (for the amount) the net over
 * the gross, then the strongest phrase; among equals the rightmost for amounts (`Net amount` ... `Gross value`), the leftmost otherwise. When
 * no cell says "amount", the rightmost unclaimed price-like cell is the line amount (`Prijs per
 * stuk` ... `Prijs incl. BTW`).
 */
function assign(
  header: TableHeader,
  targets: readonly DetailTarget[],
): Map<HeaderCell, DetailTarget> {
  const assigned = new Map<HeaderCell, DetailTarget>();
  const ordered = [...targets].sort(
    (a, b) => Number(b.concept === undefined) - Number(a.concept === undefined),
  );
  for (const target of ordered) {
    const options = header.cells.filter((cell) => !assigned.has(cell) && matches(cell, target));
    options.sort(
      (a, b) =>
        Number(b.attributeName !== undefined) - Number(a.attributeName !== undefined) ||
        (target.concept === 'amount' ? netFirst(a) - netFirst(b) : 0) ||
        b.strength - a.strength ||
        (target.concept === 'amount' ? b.box.x - a.box.x : a.box.x - b.box.x),
    );
    const chosen = options[0];
    if (chosen !== undefined) {
      assigned.set(chosen, target);
    }
  }
  const amount = targets.find(
    (target) => target.concept === 'amount' && ![...assigned.values()].includes(target),
  );
  if (amount !== undefined) {
    const rightmost = header.cells.filter((cell) => !assigned.has(cell)).at(-1);
    const lastAssigned = Math.max(...[...assigned.keys()].map((cell) => cell.box.x), 0);
    if (
      rightmost !== undefined &&
      rightmost.box.x > lastAssigned &&
      (rightmost.concept === 'unitPrice' || rightmost.concept === 'amount')
    ) {
      assigned.set(rightmost, amount);
    }
  }
  return assigned;
}

/** The columns of a table, left to right, with zones that tile the page width. */
export function toColumns(header: TableHeader, targets: readonly DetailTarget[]): Column[] {
  const assigned = assign(header, targets);
  const cells = header.cells;
  return cells.map((cell, index) => {
    const previous = cells[index - 1];
    const next = cells[index + 1];
    const column: Column = {
      left: previous === undefined ? Number.NEGATIVE_INFINITY : boundary(previous, cell),
      right: next === undefined ? Number.POSITIVE_INFINITY : boundary(cell, next),
      cell,
    };
    const target = assigned.get(cell);
    if (target !== undefined) {
      column.target = target;
    }
    return column;
  });
}

// Text runs on to the right of its header, numbers sit under theirs: after a text column the
// zone ends where the next header starts; between number columns, half way.
// A period's dates and an unknown column's words run on to the right too, up to the text column
// beside them (`Zeitraum | Baustein`: the period's last date is not the description's first
// word; `Ligne | Formule`: nor the line's `78`), and a period's up to any column but a number's
// (`Période | Dossier`, `Du | Au`). A code's zone ends half way: a row's text may start left of
// its heading.
const NUMBER_CONCEPTS: ReadonlySet<ColumnConcept> = new Set([
  'quantity',
  'unitPrice',
  'amount',
  'taxRate',
  'tax',
  'discount',
]);

const isOther = (cell: HeaderCell): boolean =>
  cell.concept === undefined && cell.attributeName === undefined;

const isNumber = (cell: HeaderCell): boolean =>
  cell.concept !== undefined && NUMBER_CONCEPTS.has(cell.concept);

function boundary(left: HeaderCell, right: HeaderCell): number {
  const leftEnd = left.box.x + left.box.width;
  if (
    left.concept === 'description' ||
    (left.attributeName !== undefined && left.concept === undefined) ||
    ((left.concept === 'period' || isOther(left)) && right.concept === 'description') ||
    (left.concept === 'period' && !isNumber(right) && right.attributeName === undefined)
  ) {
    return Math.max(leftEnd, right.box.x - 2);
  }
  return (leftEnd + right.box.x) / 2;
}

/** The column a word belongs to, by its middle. */
export function columnAt(columns: readonly Column[], x: number): Column | undefined {
  return columns.find((column) => x >= column.left && x < column.right);
}
