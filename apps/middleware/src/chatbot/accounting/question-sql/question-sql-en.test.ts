import { describe, expect, it } from 'vitest';

import { questionToSql } from './question-sql';
import { SHOP, STAFF } from './test-schemas';

const options = { language: 'en', today: '2024-11-26' } as const;

function sqlOf(question: string): string {
  const answer = questionToSql(question, SHOP, options);
  if (answer.kind !== 'sql') {
    throw new Error(`not mapped: ${question}`);
  }
  return answer.sql;
}

const JOIN = `FROM "orders" JOIN "customers" ON "orders"."customer_id" = "customers"."id"`;

describe('questions in English over a shop', () => {
  it('joins the table a column links to, for a breakdown by its label', () => {
    expect(sqlOf('Total amount by customer')).toBe(
      `SELECT "customers"."name", SUM("orders"."amount") AS "total_amount" ${JOIN} GROUP BY "customers"."name"`,
    );
    expect(sqlOf('Total sales by country')).toContain('GROUP BY "customers"."country"');
  });

  it('counts rows through a join without counting a row twice', () => {
    expect(sqlOf('How many orders did Acme Ltd place?')).toBe(
      `SELECT COUNT(DISTINCT "orders"."order_id") AS "count" ${JOIN} WHERE "customers"."name" = 'Acme Ltd'`,
    );
  });

  it('ranks: top N of a category by a sum, the single largest row', () => {
    expect(sqlOf('Top 2 products by quantity sold')).toBe(
      `SELECT "orders"."product", SUM("orders"."quantity") AS "total_quantity" FROM "orders" GROUP BY "orders"."product" ORDER BY SUM("orders"."quantity") DESC NULLS LAST LIMIT 2`,
    );
    expect(sqlOf('What is the largest order?')).toContain(
      'ORDER BY "orders"."amount" DESC NULLS LAST LIMIT 1',
    );
  });

  it('reads written dates, "between", "last year" and "monthly"', () => {
    expect(sqlOf('Orders between 2024-01-01 and 2024-03-31')).toContain(
      `WHERE "orders"."order_date" >= '2024-01-01' AND "orders"."order_date" < '2024-04-01'`,
    );
    expect(sqlOf('Monthly sales last year')).toBe(
      `SELECT to_char("orders"."order_date", 'YYYY-MM') AS "month", SUM("orders"."amount") AS "total_amount" FROM "orders" WHERE "orders"."order_date" >= '2023-01-01' AND "orders"."order_date" < '2024-01-01' GROUP BY to_char("orders"."order_date", 'YYYY-MM') ORDER BY to_char("orders"."order_date", 'YYYY-MM') ASC`,
    );
  });

  it('averages over a month, and compares numbers written with words', () => {
    expect(sqlOf('Average amount per order in March 2024')).toBe(
      `SELECT AVG("orders"."amount") AS "average_amount" FROM "orders" WHERE "orders"."order_date" >= '2024-03-01' AND "orders"."order_date" < '2024-04-01'`,
    );
    expect(sqlOf('Orders with an amount over a thousand')).toContain('"orders"."amount" > 1000');
  });

  it('filters on several values of one column, or on either of two columns', () => {
    expect(sqlOf('Orders of laptops or phones')).toContain(
      `"orders"."product" IN ('Laptop', 'Phone')`,
    );
    expect(sqlOf('Customers in Spain or named Globex')).toContain(
      `("customers"."country" = 'Spain' OR "customers"."name" = 'Globex')`,
    );
  });

  it('computes a ratio of two sets of rows', () => {
    expect(sqlOf('What is the ratio of laptop orders to phone orders?')).toBe(
      `SELECT SUM(CASE WHEN "orders"."product" = 'Laptop' THEN 1 ELSE 0 END) * 1.0 / NULLIF(SUM(CASE WHEN "orders"."product" = 'Phone' THEN 1 ELSE 0 END), 0) AS "ratio" FROM "orders"`,
    );
  });

  it('offers English questions when it cannot map one', () => {
    const answer = questionToSql('Tell me a joke', SHOP, options);
    expect(answer.kind).toBe('cannot-map');
  });
});

describe('a schema the rules were not written for', () => {
  const sqlOfStaff = (question: string, language: 'es' | 'en' = 'en') => {
    const answer = questionToSql(question, STAFF, { language, today: '2024-11-26' });
    return answer.kind === 'sql' ? answer.sql : 'not mapped';
  };
  const STAFF_JOIN = `FROM "employees" JOIN "departments" ON "employees"."department_id" = "departments"."id"`;

  it('breaks down, ranks and filters across the link, in both languages', () => {
    expect(sqlOfStaff('What is the average salary by department?')).toBe(
      `SELECT "departments"."department_name", AVG("employees"."salary") AS "average_salary" ${STAFF_JOIN} GROUP BY "departments"."department_name"`,
    );
    expect(sqlOfStaff('¿Cuál es el salario medio por departamento?', 'es')).toBe(
      sqlOfStaff('What is the average salary by department?'),
    );
    expect(sqlOfStaff('Which department has the highest total salary?')).toContain(
      'ORDER BY SUM("employees"."salary") DESC NULLS LAST LIMIT 1',
    );
    expect(sqlOfStaff('Employees in London')).toContain(
      `WHERE "departments"."location" = 'London'`,
    );
    expect(sqlOfStaff('Top 5 highest paid employees')).toContain(
      'ORDER BY "employees"."salary" DESC NULLS LAST LIMIT 5',
    );
  });

  it('groups by year of a date', () => {
    expect(sqlOfStaff('Number of employees hired per year')).toContain(
      'GROUP BY CAST(EXTRACT(YEAR FROM "employees"."hire_date") AS integer)',
    );
  });
});
