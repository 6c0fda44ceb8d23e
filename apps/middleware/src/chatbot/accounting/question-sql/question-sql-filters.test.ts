import { describe, expect, it } from 'vitest';

import { questionToSql } from './question-sql';
import { VAT_BOOK } from './test-schemas';

function sqlOf(question: string): string {
  const answer = questionToSql(question, VAT_BOOK, { language: 'es', today: '2024-11-26' });
  if (answer.kind !== 'sql') {
    throw new Error(`not mapped: ${question}`);
  }
  return answer.sql;
}

describe('filters written the way the workbook stores them', () => {
  it('reads a quarter stored as text, and the year in its own column', () => {
    expect(sqlOf('IVA repercutido del tercer trimestre de 2024')).toBe(
      `SELECT SUM("iva_trimestral"."iva_repercutido") AS "total_iva_repercutido" FROM "iva_trimestral" WHERE "iva_trimestral"."ejercicio" = 2024 AND "iva_trimestral"."trimestre" = '3T'`,
    );
  });

  it('matches one word of several stored values', () => {
    expect(sqlOf('Clientes que pagan por transferencia')).toContain(
      `WHERE "clientes"."forma_de_pago" IN ('Transferencia 30 días', 'Transferencia 60 días')`,
    );
  });

  it('reads a yes/no column named as an adjective, and its negation', () => {
    expect(sqlOf('Clientes al corriente')).toContain(`"clientes"."al_corriente" = 'Sí'`);
    expect(sqlOf('Clientes no al corriente')).toContain(`"clientes"."al_corriente" = 'No'`);
  });
});
