import { describe, expect, it } from 'vitest';

import { questionToSql } from './question-sql';
import { SALES_SHEET, VAT_BOOK } from './test-schemas';

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

describe('a sheet named after what it measures', () => {
  const sqlOfSales = (question: string) => {
    const answer = questionToSql(question, SALES_SHEET, { language: 'es', today: '2024-11-26' });
    return answer.kind === 'sql' ? answer.sql : 'not mapped';
  };

  it('adds up the amount when "ventas" names the table', () => {
    expect(sqlOfSales('Ventas por región')).toBe(
      `SELECT "ventas_2024"."region", SUM("ventas_2024"."importe") AS "total_importe" FROM "ventas_2024" GROUP BY "ventas_2024"."region"`,
    );
    expect(sqlOfSales('Ventas de sillas en la región Norte')).toBe(
      `SELECT SUM("ventas_2024"."importe") AS "total_importe" FROM "ventas_2024" WHERE "ventas_2024"."producto" = 'Sillas' AND "ventas_2024"."region" = 'Norte'`,
    );
    expect(sqlOfSales('¿Cuántas unidades se vendieron en marzo?')).toBe(
      `SELECT SUM("ventas_2024"."unidades") AS "total_unidades" FROM "ventas_2024" WHERE EXTRACT(MONTH FROM "ventas_2024"."fecha") = 3`,
    );
  });
});
