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
  | { kind: 'monthOrder'; column: IndexedColumn };

export type Condition =
  | { kind: 'values'; column: IndexedColumn; values: string[] }
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
