import { describe, expect, it } from 'vitest';

import { checkQuestionSql } from '../sql/sql-guard';
import { questionToSql } from './question-sql';
import { schemaQuestions } from './schema-questions';
import { LEDGER, SHOP } from './test-schemas';

const today = '2024-11-26';

describe('suggested SQL questions from the schema', () => {
  it.each([
    ['es', LEDGER],
    ['en', SHOP],
    ['en', LEDGER],
  ] as const)('gives 4 to 8 questions in %s that the engine answers', (language, schema) => {
    const questions = schemaQuestions(schema, language);
    expect(questions.length).toBeGreaterThanOrEqual(4);
    expect(questions.length).toBeLessThanOrEqual(8);
    for (const question of questions) {
      expect(questionToSql(question, schema, { language, today }).kind).toBe('sql');
    }
  });

  it('writes them in the language asked, with the tables’ own headers', () => {
    expect(schemaQuestions(LEDGER, 'es')).toContain('Total de importe por mes');
    expect(schemaQuestions(SHOP, 'en')).toContain('Total amount by product');
  });
});

describe('the engine’s SQL passes the product’s guard', () => {
  const questions: [string, 'es' | 'en', typeof LEDGER][] = [
    ['Total de ventas por trimestre', 'es', LEDGER],
    ['Los 3 clientes con más facturación en marzo', 'es', LEDGER],
    ['¿Qué facturas superan los 2.000 euros?', 'es', LEDGER],
    ['Facturas emitidas de Bodegas Rioja o pendientes', 'es', LEDGER],
    ['¿Cuántos clientes distintos hay?', 'es', LEDGER],
    ['Total amount by customer last year', 'en', SHOP],
    ['What is the ratio of laptop orders to phone orders?', 'en', SHOP],
    ['Orders of customers not in Spain', 'en', SHOP],
    ['Average amount per order in Q1 2024', 'en', SHOP],
  ];

  it.each(questions)('%s', async (question, language, schema) => {
    const answer = questionToSql(question, schema, { language, today });
    expect(answer.kind).toBe('sql');
    if (answer.kind === 'sql') {
      const checked = await checkQuestionSql(answer.sql, schema, {
        schemaName: 'topic_0123456789abcdef0123456789abcdef',
        maxRowCombinations: 1_000_000,
      });
      expect(checked).toMatchObject({ ok: true });
    }
  });
});
