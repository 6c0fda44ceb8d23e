// The journal, VAT and clients sheets of the accounting-es workbook.
import {
  cents,
  type Cell,
  chance,
  PERIOD,
  quarterOf,
  spanishAmount,
  spanishDate,
  toUtc,
} from './basics.ts';
import type { Issued } from './issued.ts';
import { ACCOUNTS, type Entry, sumOf } from './journal.ts';
import type { Client } from './parties.ts';
import type { Received } from './received.ts';
import { addRows, formatColumns, styleHeader, type Workbook } from './sheet-cells.ts';

// Libro diario 2024: one row per line of each entry, a few amounts typed as text, a Total row.
export function addJournalSheet(workbook: Workbook, entries: readonly Entry[]) {
  const sheet = workbook.addWorksheet('Libro diario');
  addRows(sheet, [
    ['Libro diario - ejercicio 2024'],
    [],
    ['Asiento', 'Fecha', 'Cuenta', 'Nombre de la cuenta', 'Concepto', 'Debe', 'Haber'],
  ]);
  styleHeader(sheet, 3);
  let totalDebit = 0;
  entries.forEach((one, index) => {
    for (const line of one.lines) {
      totalDebit += line.debit ?? 0;
      const amount = (value: number | undefined): Cell =>
        value === undefined ? null : chance(0.07) ? spanishAmount(value) : value;
      sheet.addRow([
        index + 1,
        toUtc(one.date),
        line.account,
        ACCOUNTS[line.account] ?? '',
        one.concept,
        amount(line.debit),
        amount(line.credit),
      ] satisfies Cell[]);
    }
  });
  sheet.addRow([]);
  sheet.addRow(['Total', null, null, null, null, cents(totalDebit), cents(totalDebit)]);
  sheet.getRow(sheet.rowCount).font = { bold: true };
  formatColumns(sheet, [6, 7], [2]);
  sheet.getColumn(4).width = 44;
  sheet.getColumn(5).width = 48;
}

// IVA trimestral: a two-row header (IVA repercutido / IVA soportado over base and cuota, merged),
// one row per quarter and VAT rate, a total row under each quarter.
export function addVatSheet(
  workbook: Workbook,
  issued: readonly Issued[],
  received: readonly Received[],
) {
  const sheet = workbook.addWorksheet('IVA trimestral');
  addRows(sheet, [
    ['Resumen de IVA por trimestre y tipo (modelo 303)'],
    [],
    [
      'Ejercicio',
      'Trimestre',
      'Tipo IVA',
      'IVA repercutido',
      null,
      'IVA soportado',
      null,
      'Diferencia',
    ],
    [null, null, null, 'Base imponible', 'Cuota', 'Base imponible', 'Cuota', null],
  ]);
  sheet.mergeCells('D3:E3');
  sheet.mergeCells('F3:G3');
  styleHeader(sheet, 3);
  styleHeader(sheet, 4);
  for (const { y, m } of PERIOD.filter((month) => month.m % 3 === 1)) {
    const quarter = quarterOf({ y, m, d: 1 });
    const sales = issued.filter((one) => one.date.y === y && quarterOf(one.date) === quarter);
    const costs = received.filter((one) => one.date.y === y && quarterOf(one.date) === quarter);
    let output = 0;
    let input = 0;
    for (const rate of [21, 10, 4, 0]) {
      const atRate = (one: { rate: number }) => one.rate === rate;
      const row = [
        sumOf(sales.filter(atRate), (one) => one.base),
        sumOf(sales.filter(atRate), (one) => one.vat),
        sumOf(costs.filter(atRate), (one) => one.base),
        sumOf(costs.filter(atRate), (one) => one.vat),
      ] as const;
      if (row.every((value) => value === 0)) {
        continue;
      }
      output += row[1];
      input += row[3];
      sheet.addRow([y, `${String(quarter)}T`, rate, ...row, cents(row[1] - row[3])]);
    }
    const result = cents(output - input);
    sheet.addRow([
      `Total ${String(quarter)}T ${String(y)}`,
      null,
      null,
      null,
      cents(output),
      null,
      cents(input),
      result,
      result >= 0 ? 'A ingresar' : 'A compensar',
    ]);
    sheet.getRow(sheet.rowCount).font = { bold: true };
  }
  sheet.addRow([]);
  sheet.addRow(['Los seguros están exentos de IVA (tipo 0).']);
  formatColumns(sheet, [4, 5, 6, 7, 8], []);
}

// Clientes: the header on the first row, no title.
export function addClientsSheet(workbook: Workbook, clients: readonly Client[]) {
  const sheet = workbook.addWorksheet('Clientes');
  sheet.addRow([
    'Código',
    'Razón social',
    'NIF',
    'Población',
    'Provincia',
    'Tipo de cliente',
    'Forma de pago',
    'Fecha alta',
  ]);
  styleHeader(sheet, 1);
  for (const client of clients) {
    sheet.addRow([
      client.code,
      client.name,
      client.nif,
      client.city,
      client.province,
      client.kind,
      client.payment,
      spanishDate(client.since),
    ]);
  }
  sheet.getColumn(2).width = 38;
}
