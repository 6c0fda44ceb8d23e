import type { IndexedColumn, IndexedTable } from './schema-index';
import { PHRASES, STOP_WORDS } from './question-phrases';
import { isSameForm, isSameWord, plainText, type Token } from './question-words';
import { conceptsOf, isAmountWord, isMoneyWord, isSameMeaning } from './word-concepts';

// Where a question names a table, a column or a value actually stored in a column.

export type ValueMention = {
  kind: 'value';
  start: number;
  end: number;
  /** The value as stored, per column it was found in. */
  candidates: { column: IndexedColumn; value: string }[];
  isQuoted: boolean;
};

export type ColumnMention = {
  kind: 'column';
  start: number;
  end: number;
  /** Columns the words may name, best first, with the share of the column's words matched. */
  candidates: { column: IndexedColumn; coverage: number }[];
};

export type TableMention = { kind: 'table'; start: number; end: number; table: IndexedTable };

export type Mention = ValueMention | ColumnMention | TableMention;

// Words that are the question's operations, never a value ("average" is also a review's text).
const OPERATION_WORDS = new Set(
  Object.values(PHRASES).flatMap((phrases) => phrases.flatMap((phrase) => phrase)),
);

const QUOTED = /"([^"]+)"|“([^”]+)”|«([^»]+)»|(?<![\p{L}\p{N}])'([^']+)'(?![\p{L}\p{N}])/gu;

/** The quoted literals of a question, as token ranges of their folded words. */
function quotedRanges(
  question: string,
  words: readonly Token[],
): { start: number; end: number; text: string }[] {
  const ranges = [];
  for (const match of question.matchAll(QUOTED)) {
    const text = match.slice(1).find((group) => group !== undefined) ?? '';
    const folded = plainText(text).trim().split(' ');
    const start = words.findIndex((_, index) =>
      folded.every((word, offset) => words[index + offset]?.text === word),
    );
    if (start >= 0 && folded[0] !== '') {
      ranges.push({ start, end: start + folded.length - 1, text: text.trim() });
    }
  }
  return ranges;
}

function matchesAt(words: readonly Token[], at: number, folded: string[]): boolean {
  if (folded.length === 1) {
    const word = words[at]?.text;
    // Short values ("No", "CA") only as written: "nos" is no plural of "No".
    const value = folded[0] ?? '';
    return word !== undefined && (word === value || (value.length > 3 && isSameWord(word, value)));
  }
  return folded.every((part, offset) => words[at + offset]?.text === part);
}

export function findValueMentions(
  question: string,
  words: readonly Token[],
  tables: readonly IndexedTable[],
): ValueMention[] {
  const quoted = quotedRanges(question, words);
  const schemaWords = tables.flatMap((table) => [
    ...table.words,
    ...table.columns.flatMap((column) => column.words),
  ]);
  const found: ValueMention[] = [];
  for (const table of tables) {
    for (const column of table.columns) {
      for (const { folded, value } of column.foldedValues) {
        const parts = folded.split(' ');
        for (let at = 0; at + parts.length <= words.length; at++) {
          if (!matchesAt(words, at, parts)) {
            continue;
          }
          const end = at + parts.length - 1;
          const isQuoted = quoted.some((range) => range.start <= at && end <= range.end);
          // A one-word value that is also an operation or a name of the schema ("Average" as a
          // review's text, "Clientes" as an account's name) counts only when quoted.
          const word = parts[0] ?? '';
          const isWeak =
            parts.length === 1 &&
            (OPERATION_WORDS.has(word) ||
              STOP_WORDS.has(word) ||
              schemaWords.some((name) => isSameWord(word, name)));
          if (isWeak && !isQuoted) {
            continue;
          }
          const same = found.find((mention) => mention.start === at && mention.end === end);
          if (same) {
            same.candidates.push({ column, value });
          } else {
            found.push({
              kind: 'value',
              start: at,
              end,
              candidates: [{ column, value }],
              isQuoted,
            });
          }
        }
      }
    }
  }
  // Longest first; a value inside a longer one ("York" in "New York") is not a value of its own.
  const kept: ValueMention[] = [];
  for (const mention of found.toSorted((a, b) => b.end - b.start - (a.end - a.start))) {
    if (!kept.some((other) => other.start <= mention.end && mention.start <= other.end)) {
      kept.push(mention);
    }
  }
  kept.push(...partialValueMentions(words, tables, schemaWords, kept));
  return kept.sort((a, b) => a.start - b.start);
}

/**
 * A word that is one word of stored values ("transferencia" in "Transferencia 30 días"): those
 * values, all of them. Only words of four letters or more that name nothing else ("ventas" names
 * an amount, not the account "Ventas de mercaderías").
 */
function partialValueMentions(
  words: readonly Token[],
  tables: readonly IndexedTable[],
  schemaWords: readonly string[],
  whole: readonly ValueMention[],
): ValueMention[] {
  const found: ValueMention[] = [];
  for (const word of words) {
    const text = word.text;
    const isFree =
      text.length >= 4 &&
      !whole.some((mention) => mention.start <= word.index && word.index <= mention.end) &&
      !OPERATION_WORDS.has(text) &&
      !STOP_WORDS.has(text) &&
      conceptsOf(text).length === 0 &&
      !schemaWords.some((name) => isSameWord(text, name));
    if (!isFree) {
      continue;
    }
    const candidates = tables.flatMap((table) =>
      table.columns.flatMap((column) =>
        column.foldedValues
          .filter(
            ({ folded }) =>
              folded.includes(' ') && folded.split(' ').some((part) => isSameForm(part, text)),
          )
          .map(({ value }) => ({ column, value })),
      ),
    );
    if (candidates.length > 0) {
      found.push({
        kind: 'value',
        start: word.index,
        end: word.index,
        candidates,
        isQuoted: false,
      });
    }
  }
  return found;
}

/** The quoted literals that are no stored value: kept for "starts with", "contains", ids. */
export function quotedLiterals(
  question: string,
  words: readonly Token[],
  values: readonly ValueMention[],
) {
  return quotedRanges(question, words).filter(
    (range) => !values.some((value) => value.start <= range.end && range.start <= value.end),
  );
}

/** Columns and tables named by the words outside values and operations. */
export function findNameMentions(
  words: readonly Token[],
  tables: readonly IndexedTable[],
  isTaken: (index: number) => boolean,
): (ColumnMention | TableMention)[] {
  const mentions: (ColumnMention | TableMention)[] = [];
  const isFree = (index: number) => !isTaken(index) && !STOP_WORDS.has(words[index]?.text ?? '');
  for (let at = 0; at < words.length; at++) {
    if (!isFree(at)) {
      continue;
    }
    const best = longestNameAt(words, at, tables, isFree);
    if (best) {
      mentions.push(best);
      at = best.end;
    }
  }
  return mentions;
}

function longestNameAt(
  words: readonly Token[],
  at: number,
  tables: readonly IndexedTable[],
  isFree: (index: number) => boolean,
): ColumnMention | TableMention | undefined {
  const first = words[at]?.text ?? '';
  const candidates: { column: IndexedColumn; coverage: number; end: number }[] = [];
  for (const table of tables) {
    for (const column of table.columns) {
      if (!column.words.some((word) => isSameMeaning(first, word))) {
        continue;
      }
      // Extend over the next words that name the same column ("type of food", "review count").
      const matched = new Set(column.words.filter((word) => isSameMeaning(first, word)));
      let end = at;
      for (let next = at + 1; next < words.length && next <= end + 2; next++) {
        const word = words[next]?.text ?? '';
        if (!isFree(next)) {
          if (STOP_WORDS.has(word) && !/^(?:de|of|del)$/u.test(word)) {
            break;
          }
          continue;
        }
        const hits = column.words.filter((name) => isSameMeaning(word, name));
        if (hits.length === 0) {
          break;
        }
        hits.forEach((hit) => matched.add(hit));
        end = next;
      }
      candidates.push({ column, coverage: matched.size / Math.max(1, column.words.length), end });
    }
  }
  const full = tableAt(words, at, tables);
  // "Facturas" names the invoice tables more than their columns total_factura or no_factura.
  const { table, tableEnd } =
    full.table ||
    candidates.some((candidate) => !candidate.column.isIdLike && candidate.coverage === 1)
      ? full
      : partialTableAt(words, at, tables);
  // A money word names an amount even where a text column shares its word ("gastos" and
  // categoria_de_gasto).
  if (!table && isMoneyWord(first)) {
    candidates.push(
      ...amountColumns(first, tables)
        .filter((column) => !candidates.some((candidate) => candidate.column === column))
        .map((column) => ({ column, coverage: 0.5, end: at })),
    );
  }
  const longest = Math.max(at, ...candidates.map((candidate) => candidate.end));
  // A table named in full beats the columns that point at it ("restaurants", restaurant_id);
  // a longer column name beats the table ("review count", review_count).
  if (table && tableEnd >= longest) {
    return { kind: 'table', start: at, end: tableEnd, table };
  }
  if (candidates.length === 0) {
    return undefined;
  }
  const ranked = candidates
    .filter((candidate) => candidate.end === longest)
    .sort((a, b) => b.coverage - a.coverage);
  return {
    kind: 'column',
    start: at,
    end: longest,
    candidates: ranked.map(({ column, coverage }) => ({ column, coverage })),
  };
}

/** A table named at a word: its words in order, or as one word written in two ("check ins"). */
function tableAt(words: readonly Token[], at: number, tables: readonly IndexedTable[]) {
  for (const table of tables) {
    if (
      table.words.length > 0 &&
      table.words.every((word, offset) => isSameMeaning(words[at + offset]?.text ?? '', word))
    ) {
      return { table, tableEnd: at + table.words.length - 1 };
    }
    const joined = `${words[at]?.text ?? ''}${words[at + 1]?.text ?? ''}`;
    if (table.words.length === 1 && isSameWord(joined, table.words[0] ?? '')) {
      return { table, tableEnd: at + 1 };
    }
  }
  return { table: undefined, tableEnd: -1 };
}

/**
 * The amount columns a money word ("ventas", "gastos") may stand for: those of the tables the
 * word names first ("ventas" and facturas_emitidas share the concept of sales).
 */
function amountColumns(word: string, tables: readonly IndexedTable[]): IndexedColumn[] {
  const isNamed = (table: IndexedTable) => table.words.some((name) => isSameMeaning(word, name));
  return [...tables.filter(isNamed), ...tables.filter((table) => !isNamed(table))].flatMap(
    (table) =>
      table.columns.filter(
        (column) => column.isMeasure && column.words.some((name) => isAmountWord(name)),
      ),
  );
}

/** The table one of whose name words is at a word ("facturas" for facturas_emitidas), the one
 * the rest of the question names most when several are. */
function partialTableAt(words: readonly Token[], at: number, tables: readonly IndexedTable[]) {
  const word = words[at]?.text ?? '';
  const named = tables.filter((table) => table.words.some((name) => isSameForm(word, name)));
  const overlap = (table: IndexedTable) =>
    words.filter((other) =>
      [...table.words, ...table.columns.flatMap((column) => column.words)].some((name) =>
        isSameMeaning(other.text, name),
      ),
    ).length;
  const [best] = named.toSorted((a, b) => overlap(b) - overlap(a));
  return { table: best, tableEnd: best ? at : -1 };
}
