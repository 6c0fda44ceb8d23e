import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDatabase, type TestDatabase } from '../../db/testing';
import { anyWordQuery, passageVector } from './term-query';

describe('passage vectors and word queries', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  async function vectorOf(text: string, language: 'es' | 'en'): Promise<string> {
    const result = await sql<{
      v: string;
    }>`SELECT ${passageVector(text, language)}::text AS v`.execute(database.db);
    return result.rows[0]?.v ?? '';
  }

  async function matches(text: string, words: string[], language: 'es' | 'en') {
    const result = await sql<{ hit: boolean }>`
      SELECT ${passageVector(text, language)} @@ ${anyWordQuery(words, language)} AS hit
    `.execute(database.db);
    return result.rows[0]?.hit;
  }

  it('holds folded stems at their word positions, without stop words', async () => {
    expect(await vectorOf('Las facturas de Educación, 2024', 'es')).toBe(
      "'2024':5 'educacion':4 'factur':2",
    );
    expect(await vectorOf("The O'Brien invoices", 'en')).toBe("'brien':3 'invoic':4");
  });

  it('matches a question word in any inflection, accented or not', async () => {
    expect(await matches('Las facturas de Educación', ['educacion'], 'es')).toBe(true);
    expect(await matches('Las facturas de Educación', ['factura', 'nada'], 'es')).toBe(true);
    expect(await matches('The invoices were signed', ['signing'], 'en')).toBe(true);
    expect(await matches('The invoices were signed', ['lease'], 'en')).toBe(false);
  });

  it('keeps to the limits of a tsvector on a long, repetitive passage', async () => {
    const text = `${'factura '.repeat(20_000)}${'x'.repeat(600)} fin`;
    expect(await matches(text, ['fin'], 'es')).toBe(true);
    expect(await matches(text, ['factura'], 'es')).toBe(true);
  });
});
