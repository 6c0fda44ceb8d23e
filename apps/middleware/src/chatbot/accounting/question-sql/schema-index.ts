import type { SchemaTable, TableColumn, TopicSchema } from '../tables/table-types';
import { plainText, tokens } from './question-words';

// What the engine reads of each table and column: the words that name it, and its role.

/** Words a column or table name carries that say nothing on their own. */
const GENERIC_WORDS = new Set(['name', 'nombre', 'id', 'of', 'de', 'del', 'the', 'n', 'no', 'num']);

export type IndexedColumn = TableColumn & {
  table: string;
  /** Content words of the name and the header (generic ones such as "name" or "id" apart). */
  words: string[];
  isIdLike: boolean;
  /** A number one can add, average or compare: numeric and not an identifier. */
  isMeasure: boolean;
  isTime: boolean;
  /** The folded values of a text column with few of them, with the value as stored. */
  foldedValues: { folded: string; value: string }[];
};

export type IndexedTable = {
  name: string;
  words: string[];
  columns: IndexedColumn[];
  /** The column that names a row for a reader: "name", "<table>_name", or the first unique text. */
  label: IndexedColumn | undefined;
  rowCount: number;
};

// Identifiers and codes: compared for equality, never added up (an account number, a tax id).
const ID_LIKE =
  /(?:^|_)(?:id|ids|code|codigo|uuid|key)$|^[a-z]id$|^(?:n|no|num|nro|numero|number)_|^(?:cuenta|account|nif|cif|dni|vat_id|tax_id|zip|cp|codigo_postal|postal_code)$/u;

function nameWords(...names: string[]): string[] {
  const words = names.flatMap((name) =>
    tokens(name.replaceAll('_', ' ')).map((token) => token.text),
  );
  return [...new Set(words)].filter((word) => !GENERIC_WORDS.has(word) && !/^\d+$/u.test(word));
}

function indexColumn(table: SchemaTable, column: TableColumn): IndexedColumn {
  const isIdLike = ID_LIKE.test(column.name);
  const isNumber = column.type === 'integer' || column.type === 'decimal';
  return {
    ...column,
    table: table.name,
    words: nameWords(column.name, column.header),
    isIdLike,
    isMeasure:
      isNumber && !isIdLike && !/(?:^|_)(?:year|ano|month|mes|is|es)(?:_|$)/u.test(column.name),
    isTime: column.type === 'date' || column.type === 'timestamp',
    foldedValues: column.values
      .map((value) => ({ folded: plainText(value).trim(), value }))
      .filter(({ folded }) => folded.length > 1),
  };
}

function labelColumn(table: SchemaTable, columns: IndexedColumn[]): IndexedColumn | undefined {
  const texts = columns.filter((column) => column.type === 'text');
  const tableWords = nameWords(table.name);
  return (
    texts.find((column) => /^(?:name|nombre|title|titulo)$/u.test(column.name)) ??
    texts.find(
      (column) =>
        /(?:name|nombre)$/u.test(column.name) &&
        column.words.some((word) => tableWords.includes(word)),
    ) ??
    texts.find((column) => !column.isIdLike && column.maxDuplicates === 1) ??
    // An invoice or entry number names its row better than a repeated text.
    texts.find((column) => column.maxDuplicates === 1) ??
    texts.find((column) => !column.isIdLike) ??
    columns[0]
  );
}

export function indexSchema(schema: TopicSchema): IndexedTable[] {
  return schema.tables.map((table) => {
    const columns = table.columns.map((column) => indexColumn(table, column));
    return {
      name: table.name,
      words: nameWords(table.name),
      columns,
      label: labelColumn(table, columns),
      rowCount: table.rowCount,
    };
  });
}
