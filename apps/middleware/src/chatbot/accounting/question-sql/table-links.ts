import { wordForms } from './question-words';
import type { IndexedColumn, IndexedTable } from './schema-index';

// Joins where a column clearly links two tables (issue 12): the same column name in both with
// values in common, or `<table>_id` in one and the other table's `id`.

export type TableLink = { from: IndexedColumn; to: IndexedColumn; cost: number };

// Names shared by unrelated tables that say nothing of a link.
const UNLINKING =
  /^(?:id|name|nombre|text|texto|description|descripcion|year|month|day|date|fecha|count|total|importe|amount|likes|rating|area|population|length)$/u;

function sharesValues(a: IndexedColumn, b: IndexedColumn): boolean {
  const left = new Set([...a.values, ...a.samples]);
  return [...b.values, ...b.samples].some((value) => left.has(value));
}

// A schema is indexed once per question; its links are asked for many times while planning.
const linkCache = new WeakMap<IndexedTable, Map<IndexedTable, TableLink | undefined>>();

function link(a: IndexedTable, b: IndexedTable): TableLink | undefined {
  const known = linkCache.get(a) ?? new Map<IndexedTable, TableLink | undefined>();
  linkCache.set(a, known);
  if (!known.has(b)) {
    known.set(b, findLink(a, b));
  }
  return known.get(b);
}

function findLink(a: IndexedTable, b: IndexedTable): TableLink | undefined {
  for (const [from, to, other] of [
    [a, b, b],
    [b, a, a],
  ] as const) {
    const id = to.columns.find((column) => column.name === 'id');
    const pointers = wordForms(other.name).map((form) => `${form}_id`);
    const pointer = from.columns.find((column) => pointers.includes(column.name));
    if (id && pointer) {
      return { from: pointer, to: id, cost: 1 };
    }
  }
  for (const column of a.columns) {
    const same = b.columns.find((other) => other.name === column.name);
    // Amounts and rates that happen to share a name (tipo_iva) link nothing.
    const isKey = !column.isMeasure && !same?.isMeasure;
    if (same && isKey && !UNLINKING.test(column.name) && sharesValues(column, same)) {
      return { from: column, to: same, cost: column.isIdLike ? 1 : 2 };
    }
  }
  return undefined;
}

/** The cheapest chain of links joining the tables, from the first one; undefined if none. */
export function joinPath(
  tables: readonly IndexedTable[],
  needed: readonly string[],
): TableLink[] | undefined {
  const [start, ...rest] = needed;
  if (start === undefined) {
    return [];
  }
  const byName = new Map(tables.map((table) => [table.name, table]));
  const joined = new Set([start]);
  const links: TableLink[] = [];
  for (const target of rest) {
    if (joined.has(target)) {
      continue;
    }
    const path = cheapestPath(tables, byName, joined, target);
    if (!path) {
      return undefined;
    }
    for (const step of path) {
      joined.add(step.from.table);
      joined.add(step.to.table);
      links.push(step);
    }
  }
  return links;
}

// Dijkstra over a few tables: from any table already joined to the target.
function cheapestPath(
  tables: readonly IndexedTable[],
  byName: Map<string, IndexedTable>,
  joined: ReadonlySet<string>,
  target: string,
): TableLink[] | undefined {
  const best = new Map<string, { cost: number; path: TableLink[] }>();
  for (const name of joined) {
    best.set(name, { cost: 0, path: [] });
  }
  const done = new Set<string>();
  for (;;) {
    const current = [...best.entries()]
      .filter(([name]) => !done.has(name))
      .sort(([, a], [, b]) => a.cost - b.cost)[0];
    if (!current) {
      return undefined;
    }
    const [name, { cost, path }] = current;
    if (name === target) {
      return path;
    }
    done.add(name);
    const table = byName.get(name);
    for (const other of tables) {
      const step = table && !done.has(other.name) ? link(table, other) : undefined;
      if (!step) {
        continue;
      }
      const oriented = step.from.table === name ? step : { ...step, from: step.to, to: step.from };
      const total = cost + step.cost;
      if ((best.get(other.name)?.cost ?? Infinity) > total) {
        best.set(other.name, { cost: total, path: [...path, oriented] });
      }
    }
  }
}
