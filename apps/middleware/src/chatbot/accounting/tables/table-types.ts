// What an accounting topic's training makes of a sheet (issue 12 "Training: sheets and PDF tables
// become tables"), and what the question engines read about each table.

/** The SQL types a column is stored as. */
export type ColumnType = 'integer' | 'decimal' | 'date' | 'timestamp' | 'text';

/** A stored value: a number, an ISO date (`YYYY-MM-DD`, with a time for a timestamp), a text, or null. */
export type TableValue = number | string | null;

export type TableColumn = {
  /** Its SQL name, unique in the table: lower case, ASCII, `_` between words. */
  name: string;
  /** The header as the sheet wrote it (two-row headers joined), for display. */
  header: string;
  type: ColumnType;
  /** Up to a few distinct values, as text, for the engines and the model prompt. */
  samples: string[];
  /**
   * The distinct values of a text column with few of them (a category, a client, a month name),
   * so a question's words can be matched to what is really there; empty for other columns.
   */
  values: string[];
  /** The most rows any one value appears in: bounds the rows a join on this column can make. */
  maxDuplicates: number;
};

/** One table: a sheet's data rows under its header, typed. */
export type SheetTable = {
  /** Its SQL name, unique in the topic. */
  name: string;
  /** Where it came from, for display: `file.xlsx · Sheet`. */
  title: string;
  columns: TableColumn[];
  rows: TableValue[][];
  /** Totals and subtotals rows found under the data, kept apart (each as the sheet wrote it). */
  totals: string[][];
  /** Lines of text beside the table: titles above it, notes below it. */
  notes: string[];
};

/** A stored table as the question engines see it: no rows, its columns' facts. */
export type SchemaTable = Pick<SheetTable, 'name' | 'title' | 'columns'> & { rowCount: number };

/** The tables of one accounting topic. */
export type TopicSchema = { tables: SchemaTable[] };
