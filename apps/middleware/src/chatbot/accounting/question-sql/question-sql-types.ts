// What the built-in question-to-SQL engine (issue 12 "Questions") gives back.

export type Aggregate = 'count' | 'sum' | 'avg' | 'min' | 'max';

/** A question mapped to SQL, with what the answer's summary and chart need. */
export type SqlAnswer = {
  kind: 'sql';
  /** One PostgreSQL SELECT over the topic's tables: unqualified table names, quoted identifiers. */
  sql: string;
  /** The tables it reads. */
  tables: string[];
  /** The result column holding the number the question asks for, and how it was computed. */
  measure?: { column: string; aggregate: Aggregate | 'none' };
  /** The result column the rows are broken down by; `isTime` for a date period (a line chart). */
  dimension?: { column: string; isTime: boolean };
  /** How the answer is best drawn: a single value, a breakdown, a time series, or a plain list. */
  shape: 'value' | 'breakdown' | 'series' | 'list';
};

/** A question the engine cannot map, with up to five it can answer over the same tables. */
export type CannotMap = { kind: 'cannot-map'; suggestions: string[] };

export type QuestionSqlOptions = {
  language: 'es' | 'en';
  /** Today's ISO date, for relative periods ("last month", "este año"). */
  today: string;
};
