import type { Condition, Expression, QueryPlan } from './query-plan-types';
import type { IndexedColumn } from './schema-index';
import { MONTHS } from './question-periods';

// A plan written as one PostgreSQL SELECT: identifiers double-quoted, table names unqualified,
// literals escaped (every value in it comes from the schema or a number the question wrote).

export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const column = (table: string, name: string) => `${quoteName(table)}.${quoteName(name)}`;

const MONTH_NAMES = MONTHS.flatMap((names, index) => names.map((name) => ({ name, index })));
const monthCase = (target: string) =>
  `CASE lower(trim(${target})) ${MONTH_NAMES.map(({ name, index }) => `WHEN ${literal(name)} THEN ${String(index + 1)}`).join(' ')} END`;

export function renderExpression(expression: Expression): string {
  switch (expression.kind) {
    case 'column':
      return column(expression.column.table, expression.column.name);
    case 'aggregate': {
      const target = expression.column
        ? column(expression.column.table, expression.column.name)
        : '*';
      const distinct = expression.isDistinct && expression.column ? 'DISTINCT ' : '';
      return `${expression.aggregate.toUpperCase()}(${distinct}${target})`;
    }
    case 'bucket': {
      const target = column(expression.column.table, expression.column.name);
      return expression.unit === 'year'
        ? `CAST(EXTRACT(YEAR FROM ${target}) AS integer)`
        : expression.unit === 'month'
          ? `to_char(${target}, 'YYYY-MM')`
          : `to_char(${target}, 'YYYY-"Q"Q')`;
    }
    case 'monthOrder':
      return monthCase(column(expression.column.table, expression.column.name));
    case 'ratio': {
      const side = (part: { column?: IndexedColumn; conditions: Condition[] }) => {
        const value = part.column ? column(part.column.table, part.column.name) : '1';
        const test =
          part.conditions.length === 0
            ? 'TRUE'
            : part.conditions.map(renderCondition).join(' AND ');
        return `SUM(CASE WHEN ${test} THEN ${value} ELSE 0 END)`;
      };
      // Times 1.0: integer sums would divide as integers; NULLIF: no division by zero.
      return `${side(expression.numerator)} * 1.0 / NULLIF(${side(expression.denominator)}, 0)`;
    }
  }
}

function renderCondition(condition: Condition): string {
  switch (condition.kind) {
    case 'values': {
      const target = column(condition.column.table, condition.column.name);
      const [only] = condition.values;
      return condition.values.length === 1 && only !== undefined
        ? `${target} = ${literal(only)}`
        : `${target} IN (${condition.values.map(literal).join(', ')})`;
    }
    case 'like':
      return `${column(condition.column.table, condition.column.name)} ILIKE ${literal(condition.pattern)}`;
    case 'compare': {
      const target = renderExpression(condition.expression);
      return condition.operator === 'between'
        ? `${target} BETWEEN ${String(condition.value)} AND ${String(condition.upper ?? condition.value)}`
        : `${target} ${condition.operator} ${String(condition.value)}`;
    }
    case 'range': {
      const target = column(condition.column.table, condition.column.name);
      return [
        condition.from === undefined ? undefined : `${target} >= ${literal(condition.from)}`,
        condition.to === undefined ? undefined : `${target} < ${literal(condition.to)}`,
      ]
        .filter(Boolean)
        .join(' AND ');
    }
    case 'part':
      return `EXTRACT(${condition.part.toUpperCase()} FROM ${column(condition.column.table, condition.column.name)}) = ${String(condition.value)}`;
    case 'any':
      return `(${condition.conditions.map(renderCondition).join(' OR ')})`;
    case 'not':
      return `NOT (${renderCondition(condition.condition)})`;
  }
}

export function renderPlan(plan: QueryPlan): string {
  const select = plan.select
    .map(({ expression, alias }) =>
      alias === undefined
        ? renderExpression(expression)
        : `${renderExpression(expression)} AS ${quoteName(alias)}`,
    )
    .join(', ');
  const joins = plan.links.map(
    (link) =>
      ` JOIN ${quoteName(link.to.table)} ON ${column(link.from.table, link.from.name)} = ${column(link.to.table, link.to.name)}`,
  );
  const parts = [
    `SELECT ${plan.isDistinct ? 'DISTINCT ' : ''}${select}`,
    `FROM ${quoteName(plan.from)}${joins.join('')}`,
    plan.where.length > 0 ? `WHERE ${plan.where.map(renderCondition).join(' AND ')}` : '',
    plan.groupBy.length > 0 ? `GROUP BY ${plan.groupBy.map(renderExpression).join(', ')}` : '',
    plan.having.length > 0 ? `HAVING ${plan.having.map(renderCondition).join(' AND ')}` : '',
    plan.orderBy.length > 0
      ? `ORDER BY ${plan.orderBy.map((item) => `${renderExpression(item.expression)} ${item.direction}${item.direction === 'DESC' ? ' NULLS LAST' : ''}`).join(', ')}`
      : '',
    plan.limit === undefined ? '' : `LIMIT ${String(plan.limit)}`,
  ];
  return parts.filter(Boolean).join(' ');
}
