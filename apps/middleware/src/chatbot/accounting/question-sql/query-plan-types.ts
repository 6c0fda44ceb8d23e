import type { Operator } from './question-comparisons';
import type { Aggregate } from './question-sql-types';
import type { IndexedColumn } from './schema-index';
import type { TableLink } from './table-links';

// A query as the planner decides it, before it is written as SQL.

export type TimeUnit = 'month' | 'quarter' | 'year';

export type Expression =
  | { kind: 'column'; column: IndexedColumn }
  | { kind: 'aggregate'; aggregate: Aggregate; column?: IndexedColumn; isDistinct: boolean }
  | { kind: 'bucket'; unit: TimeUnit; column: IndexedColumn }
  /** A text column of month names, ordered as the calendar is. */
  | { kind: 'monthOrder'; column: IndexedColumn }
  /** Rows (or a measure) meeting one side over those meeting the other: "the ratio of A to B". */
  | {
      kind: 'ratio';
      numerator: { column?: IndexedColumn; conditions: Condition[] };
      denominator: { column?: IndexedColumn; conditions: Condition[] };
    };

/** A condition, and the word where the question states it (to split a ratio's two sides). */
export type Condition = ConditionBody & { at?: number };

type ConditionBody =
  | { kind: 'values'; column: IndexedColumn; values: string[] }
  | { kind: 'not'; condition: Condition }
  | { kind: 'like'; column: IndexedColumn; pattern: string }
  | {
      kind: 'compare';
      expression: Expression;
      operator: Operator | 'between';
      value: number;
      upper?: number;
    }
  | { kind: 'range'; column: IndexedColumn; from?: string; to?: string }
  | { kind: 'part'; column: IndexedColumn; part: TimeUnit; value: number }
  | { kind: 'any'; conditions: Condition[] };

export type OrderItem = { expression: Expression; direction: 'ASC' | 'DESC' };

export type QueryPlan = {
  /** The first table, and the links that join each further one. */
  from: string;
  links: TableLink[];
  select: { expression: Expression; alias?: string }[];
  isDistinct: boolean;
  where: Condition[];
  groupBy: Expression[];
  having: Condition[];
  orderBy: OrderItem[];
  limit?: number;
};
