import { describe, expect, it } from 'vitest';

import { questionToSql } from './question-sql';
import { LEDGER } from './test-schemas';

const options = { language: 'es', today: '2024-11-26' } as const;

function sqlOf(question: string): string {
  const answer = questionToSql(question, LEDGER, options);
  if (answer.kind !== 'sql') {
    throw new Error(`not mapped: ${question}`);
  }
  return answer.sql;
}

describe('questions in Spanish over a ledger', () => {
  it('totals an amount named by a money word, over a period', () => {
    expect(sqlOf('¿Cuál es el total facturado en 2024?')).toBe(
      `SELECT SUM("facturas_emitidas"."total") AS "total_total" FROM "facturas_emitidas" WHERE "facturas_emitidas"."fecha" >= '2024-01-01' AND "facturas_emitidas"."fecha" < '2025-01-01'`,
    );
  });

  it('breaks a sum down by month, ordered in time, and says it is a series', () => {
    const answer = questionToSql('Total de ventas por mes', LEDGER, options);
    expect(answer).toMatchObject({
      kind: 'sql',
      shape: 'series',
      measure: { column: 'total_total', aggregate: 'sum' },
      dimension: { column: 'month', isTime: true },
    });
    expect(answer.kind === 'sql' && answer.sql).toContain(
      `GROUP BY to_char("facturas_emitidas"."fecha", 'YYYY-MM') ORDER BY to_char("facturas_emitidas"."fecha", 'YYYY-MM') ASC`,
    );
  });

  it('counts rows of a table, with a value matched without accents or case', () => {
    expect(sqlOf('¿Cuántas facturas recibidas hay de papeleria centro?')).toBe(
      `SELECT COUNT(*) AS "count" FROM "facturas_recibidas" WHERE "facturas_recibidas"."proveedor" = 'Papelería Centro'`,
    );
  });

  it('averages, takes the minimum and the maximum', () => {
    expect(sqlOf('Importe medio de las facturas emitidas')).toContain(
      'AVG("facturas_emitidas"."total")',
    );
    expect(sqlOf('Factura emitida mínima')).toContain('MIN("facturas_emitidas"."total")');
    expect(sqlOf('Gasto máximo')).toContain('MAX("facturas_recibidas"."total")');
  });

  it('ranks categories by a sum: "los 3 clientes con más facturación"', () => {
    expect(sqlOf('Los 3 clientes con más facturación')).toBe(
      `SELECT "facturas_emitidas"."cliente", SUM("facturas_emitidas"."total") AS "total_total" FROM "facturas_emitidas" GROUP BY "facturas_emitidas"."cliente" ORDER BY SUM("facturas_emitidas"."total") DESC NULLS LAST LIMIT 3`,
    );
    expect(sqlOf('¿Cuál es el cliente con más facturas?')).toContain(
      'ORDER BY COUNT(*) DESC NULLS LAST LIMIT 1',
    );
  });

  it('compares numbers written the Spanish way', () => {
    expect(sqlOf('¿Qué facturas superan los 2.000 euros?')).toContain(
      'WHERE "facturas_emitidas"."total" > 2000',
    );
    expect(sqlOf('Facturas emitidas con total mayor de 1.000,50 €')).toContain(
      '"facturas_emitidas"."total" > 1000.5',
    );
  });

  it('reads quarters, months without a year and "el mes pasado"', () => {
    expect(
      sqlOf('Base imponible de las facturas recibidas del primer trimestre de 2024'),
    ).toContain(
      `"facturas_recibidas"."fecha" >= '2024-01-01' AND "facturas_recibidas"."fecha" < '2024-04-01'`,
    );
    expect(sqlOf('Ventas de enero')).toContain(
      'EXTRACT(MONTH FROM "facturas_emitidas"."fecha") = 1',
    );
    expect(sqlOf('¿Cuánto facturamos el mes pasado?')).toContain(
      `"facturas_emitidas"."fecha" >= '2024-10-01' AND "facturas_emitidas"."fecha" < '2024-11-01'`,
    );
  });

  it('sums two measures by a column and filters a code', () => {
    expect(sqlOf('Total del debe y del haber por cuenta')).toBe(
      `SELECT "libro_diario"."cuenta", SUM("libro_diario"."debe") AS "total_debe", SUM("libro_diario"."haber") AS "total_haber" FROM "libro_diario" GROUP BY "libro_diario"."cuenta"`,
    );
  });

  it('lists rows with a stored value, ordered as asked', () => {
    expect(sqlOf('Facturas recibidas de Transportes Ruiz ordenadas por fecha')).toBe(
      `SELECT "facturas_recibidas"."n_factura", "facturas_recibidas"."fecha" FROM "facturas_recibidas" WHERE "facturas_recibidas"."proveedor" = 'Transportes Ruiz' ORDER BY "facturas_recibidas"."fecha" ASC`,
    );
  });

  it('filters a name the values do not list, written after its column', () => {
    expect(sqlOf('Facturas del cliente Construcciones García')).toContain(
      `WHERE "facturas_emitidas"."cliente" ILIKE '%Construcciones García%'`,
    );
  });

  it('ranks rows by their date: "la última factura recibida"', () => {
    expect(sqlOf('¿Cuál es la última factura recibida?')).toBe(
      `SELECT "facturas_recibidas"."n_factura", "facturas_recibidas"."fecha" FROM "facturas_recibidas" ORDER BY "facturas_recibidas"."fecha" DESC NULLS LAST LIMIT 1`,
    );
  });

  it('says when it cannot map a question, offering Spanish questions it can answer', () => {
    const answer = questionToSql('¿Qué tiempo hará mañana?', LEDGER, options);
    expect(answer.kind).toBe('cannot-map');
    if (answer.kind === 'cannot-map') {
      expect(answer.suggestions.length).toBeGreaterThan(0);
      expect(answer.suggestions.length).toBeLessThanOrEqual(5);
      for (const suggestion of answer.suggestions) {
        expect(questionToSql(suggestion, LEDGER, options).kind).toBe('sql');
      }
    }
  });
});
