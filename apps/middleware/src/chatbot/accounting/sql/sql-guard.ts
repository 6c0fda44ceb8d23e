import type { SchemaTable, TopicSchema } from '../tables/table-types';
import { ALLOWED_FUNCTIONS, ALLOWED_NODES, ALLOWED_TYPES } from './allowed-sql';

/** Why a question's SQL is refused. */
export type SqlRefusal =
  'syntax' | 'not-one-select' | 'construct' | 'table' | 'function' | 'type' | 'too-costly';

export type CheckedSql =
  | { ok: true; text: string; tables: string[]; rowCombinations: number }
  | { ok: false; refusal: SqlRefusal; detail: string };

export type SqlGuardOptions = {
  /** The topic's schema: the only one a name may be qualified with. */
  schemaName: string;
  /**
   * The most row combinations the joins may make (the product of the tables' rows, a join on
   * an equal column counting that column's most repeated value instead): PGlite cannot stop a
   * running statement, so an endless join is refused before it starts.
   */
  maxRowCombinations: number;
};

type Node = Record<string, unknown>;

// Fields declared apart from the constructor: Node runs this file's TypeScript by stripping
// types (the benches do), which refuses parameter properties.
class Refused extends Error {
  readonly refusal: SqlRefusal;
  readonly detail: string;

  constructor(refusal: SqlRefusal, detail: string) {
    super(`${refusal}: ${detail}`);
    this.refusal = refusal;
    this.detail = detail;
  }
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.flatMap((item) => {
        const value = isNode(item) && isNode(item['String']) ? item['String']['sval'] : undefined;
        return typeof value === 'string' ? [value] : [];
      })
    : [];

/** Every parse-tree node under `value`, with its type (`SelectStmt`, `RangeVar`...). */
function* nodesOf(value: unknown): Generator<[string, Node]> {
  if (Array.isArray(value)) {
    for (const item of value) {
      yield* nodesOf(item);
    }
    return;
  }
  if (!isNode(value)) {
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    if (/^[A-Z]/u.test(key) && isNode(child)) {
      yield [key, child];
    }
    yield* nodesOf(child);
  }
}

/** Fields that make a SELECT more than a read, wherever they appear (set operations too). */
function* fieldsOf(value: unknown): Generator<[string, unknown]> {
  if (Array.isArray(value)) {
    for (const item of value) {
      yield* fieldsOf(item);
    }
  } else if (isNode(value)) {
    for (const [key, child] of Object.entries(value)) {
      yield [key, child];
      yield* fieldsOf(child);
    }
  }
}

function checkFunction(node: Node): void {
  const name = strings(node['funcname']);
  const [first, second] = name;
  const allowed =
    name.length === 1
      ? ALLOWED_FUNCTIONS.has(first ?? '')
      : name.length === 2 && first === 'pg_catalog' && ALLOWED_FUNCTIONS.has(second ?? '');
  if (!allowed) {
    throw new Refused('function', name.join('.'));
  }
}

function checkType(node: Node): void {
  const name = strings(node['names']);
  const last = name.at(-1) ?? '';
  if (
    !ALLOWED_TYPES.has(last) ||
    (name.length === 2 && name[0] !== 'pg_catalog') ||
    name.length > 2 ||
    node['arrayBounds'] !== undefined
  ) {
    throw new Refused('type', name.join('.'));
  }
}

/** The rows each table reference may bring: a join on an equal column brings its repeats only. */
function rowFactors(statement: unknown, tables: ReadonlyMap<string, SchemaTable>) {
  const factors = new Map<Node, number>();
  for (const [type, node] of nodesOf(statement)) {
    if (type !== 'JoinExpr' || !isNode(node['rarg']) || !isNode(node['quals'])) {
      continue;
    }
    const right = node['rarg']['RangeVar'];
    const equality = node['quals']['A_Expr'];
    if (!isNode(right) || !isNode(equality) || strings(equality['name']).join() !== '=') {
      continue;
    }
    const table = tables.get(String(right['relname']));
    const alias = isNode(right['alias']) ? String(right['alias']['aliasname']) : table?.name;
    const sides = [equality['lexpr'], equality['rexpr']].map((side) =>
      isNode(side) && isNode(side['ColumnRef']) ? strings(side['ColumnRef']['fields']) : [],
    );
    for (const fields of sides) {
      const column = table?.columns.find((candidate) => candidate.name === fields.at(-1));
      if (column && (fields.length === 1 || fields.at(-2) === alias)) {
        factors.set(right, Math.min(column.maxDuplicates, table?.rowCount ?? 1));
      }
    }
  }
  return factors;
}

function checkTree(statement: unknown, schema: TopicSchema, options: SqlGuardOptions) {
  const tables = new Map(schema.tables.map((table) => [table.name, table]));
  const cteNames = new Set<string>();
  for (const [type, node] of nodesOf(statement)) {
    if (type === 'CommonTableExpr') {
      cteNames.add(String(node['ctename']));
    }
  }
  for (const [key, value] of fieldsOf(statement)) {
    if (key === 'intoClause' || key === 'lockingClause' || (key === 'recursive' && value)) {
      throw new Refused('construct', key);
    }
    // A cast's type sits in a field, not as a node of its own.
    if (key === 'typeName' && isNode(value)) {
      checkType(value);
    }
  }
  const factors = rowFactors(statement, tables);
  const used = new Set<string>();
  let combinations = 1;
  for (const [type, node] of nodesOf(statement)) {
    if (!ALLOWED_NODES.has(type)) {
      throw new Refused('construct', type);
    }
    if (type === 'FuncCall') {
      checkFunction(node);
    } else if (type === 'TypeName') {
      checkType(node);
    } else if (type === 'A_Expr' && strings(node['name']).length > 1) {
      throw new Refused('construct', 'qualified operator');
    } else if (type === 'ColumnRef' && strings(node['fields']).length > 2) {
      if (strings(node['fields'])[0] !== options.schemaName) {
        throw new Refused('table', strings(node['fields']).join('.'));
      }
    } else if (type === 'RangeVar') {
      const name = String(node['relname']);
      const schemaName = node['schemaname'];
      const table = tables.get(name);
      const isOwn =
        node['catalogname'] === undefined &&
        (schemaName === undefined
          ? table !== undefined || cteNames.has(name)
          : schemaName === options.schemaName && table !== undefined);
      if (!isOwn) {
        throw new Refused('table', [schemaName, name].filter(Boolean).join('.'));
      }
      if (table !== undefined) {
        used.add(table.name);
        combinations *= Math.max(1, factors.get(node) ?? table.rowCount);
      }
    }
  }
  if (combinations > options.maxRowCombinations) {
    throw new Refused('too-costly', String(combinations));
  }
  return { tables: [...used], rowCombinations: combinations };
}

/**
 * Checks a question's SQL with PostgreSQL's own parser (issue 12: "a single read-only SELECT
 * over the topic's tables, a real SQL parser"): one statement, a SELECT made only of allowed
 * nodes, functions and types, reading only the topic's tables, within the row bound. Returns the
 * statement's text alone (no trailing `;`) to run.
 */
export async function checkQuestionSql(
  text: string,
  schema: TopicSchema,
  options: SqlGuardOptions,
): Promise<CheckedSql> {
  let tree: { stmts?: { stmt?: unknown; stmt_location?: number; stmt_len?: number }[] };
  // PostgreSQL's parser (WebAssembly) loads with the first question, not with every process.
  const { parse } = await import('libpg-query');
  try {
    tree = (await parse(text)) as typeof tree;
  } catch (error) {
    return { ok: false, refusal: 'syntax', detail: (error as Error).message };
  }
  const statements = tree.stmts ?? [];
  const [only] = statements;
  if (statements.length !== 1 || !isNode(only?.stmt) || !isNode(only.stmt['SelectStmt'])) {
    return { ok: false, refusal: 'not-one-select', detail: String(statements.length) };
  }
  try {
    const checked = checkTree(only.stmt, schema, options);
    const start = only.stmt_location ?? 0;
    const statement = only.stmt_len ? text.slice(start, start + only.stmt_len) : text.slice(start);
    return { ok: true, text: statement.trim(), ...checked };
  } catch (error) {
    if (error instanceof Refused) {
      return { ok: false, refusal: error.refusal, detail: error.detail };
    }
    throw error;
  }
}
