import type { ColumnMention, TableMention } from './question-mentions';
import type { Operation, QuestionReading } from './question-reading';
import { STOP_WORDS, type PhraseKind } from './question-phrases';
import type { IndexedColumn, IndexedTable } from './schema-index';
import { joinPath } from './table-links';
import { isSameMeaning } from './word-concepts';

// What the planner's steps share: the reading, the tables, the tables the query already reads
// (the subject first), and the rules for choosing among columns of the same name.

export type NameMention = ColumnMention | TableMention;

export class PlanContext {
  /** Tables the query reads, the subject first. */
  readonly needed: string[] = [];
  /** Name mentions already used (a value's column, a group, a comparison), by start word. */
  readonly used = new Set<number>();

  readonly reading: QuestionReading;
  readonly tables: readonly IndexedTable[];

  /** Tables to prefer after those read: the one the question asks about ("which supplier"). */
  readonly preferred: string[] = [];
  /** How many of the question's words name each table, by name. */
  readonly relevance = new Map<string, number>();

  constructor(reading: QuestionReading, tables: readonly IndexedTable[]) {
    this.reading = reading;
    this.tables = tables;
    for (const table of tables) {
      this.relevance.set(table.name, relevanceOf(reading, table));
    }
  }

  /** The tables by how much the question names them, most first (schema order on ties). */
  tablesByRelevance(): IndexedTable[] {
    return this.tables.toSorted(
      (a, b) => (this.relevance.get(b.name) ?? 0) - (this.relevance.get(a.name) ?? 0),
    );
  }

  table(name: string): IndexedTable | undefined {
    return this.tables.find((table) => table.name === name);
  }

  need(table: string): void {
    if (!this.needed.includes(table)) {
      this.needed.push(table);
    }
  }

  operations(...kinds: PhraseKind[]): Operation[] {
    return this.reading.operations.filter((operation) => kinds.includes(operation.kind));
  }

  /** The first name mention starting within `gap` words after a word. */
  nameAfter(index: number, gap = 3): NameMention | undefined {
    return this.reading.names.find((name) => name.start > index && name.start - index <= gap);
  }

  /** The last name mention ending within `gap` words before a word. */
  nameBefore(index: number, gap = 3): NameMention | undefined {
    return this.reading.names.findLast((name) => name.end < index && index - name.end <= gap);
  }

  /** The candidate to use: in a table already read (the subject first), else the best named. */
  choose(candidates: readonly IndexedColumn[]): IndexedColumn | undefined {
    // Columns of tables that cannot be joined to those already read are a last resort.
    const reachable = candidates.filter(
      (column) => this.needed.length === 0 || joinPath(this.tables, [...this.needed, column.table]),
    );
    const columns = reachable.length > 0 ? reachable : candidates;
    for (const table of [...this.needed, ...this.preferred]) {
      const inTable = columns.find((column) => column.table === table);
      if (inTable) {
        return inTable;
      }
    }
    const best = Math.max(...columns.map((column) => this.relevance.get(column.table) ?? 0));
    return columns.find((column) => (this.relevance.get(column.table) ?? 0) === best);
  }

  /** A column of a mention, filtered by a test; a table mention offers its own columns. */
  columnOf(mention: NameMention | undefined, test: (column: IndexedColumn) => boolean) {
    if (!mention) {
      return undefined;
    }
    const columns =
      mention.kind === 'column' ? mention.candidates.map((candidate) => candidate.column) : [];
    return this.choose(columns.filter(test));
  }

  /**
   * The column a table mention stands for in the query: the subject's column named after it
   * (lake.state_name for "each state"), else the table's label column (joined).
   */
  columnForTable(table: IndexedTable, saysId: boolean): IndexedColumn | undefined {
    const subject = this.table(this.needed[0] ?? '');
    if (subject && subject.name !== table.name) {
      const pointer = subject.columns.find((column) =>
        column.words.some((word) =>
          table.words.some((tableWord) => isSameMeaning(word, tableWord)),
        ),
      );
      if (pointer && (!pointer.isIdLike || saysId)) {
        return pointer;
      }
    }
    if (saysId) {
      return table.columns.find((column) => column.isIdLike) ?? table.label;
    }
    return table.label;
  }

  /** Measures of the tables read, the subject's first. */
  measures(): IndexedColumn[] {
    const ordered = [
      ...this.needed.map((name) => this.table(name)).filter((table) => table !== undefined),
      ...this.tables,
    ];
    return [
      ...new Set(ordered.flatMap((table) => table.columns.filter((column) => column.isMeasure))),
    ];
  }
}

/**
 * How much a question is about a table: its name's words (twice), the words of its columns,
 * and its stored values the question names.
 */
function relevanceOf(reading: QuestionReading, table: IndexedTable): number {
  const words = reading.words.filter((word) => !STOP_WORDS.has(word.text));
  const byName = words.filter((word) =>
    table.words.some((tableWord) => isSameMeaning(word.text, tableWord)),
  ).length;
  const byColumns = words.filter((word) =>
    table.columns.some((column) => column.words.some((name) => isSameMeaning(word.text, name))),
  ).length;
  const byValues = reading.values.filter((value) =>
    value.candidates.some((candidate) => candidate.column.table === table.name),
  ).length;
  return 2 * byName + byColumns + byValues;
}
