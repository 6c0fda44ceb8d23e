// The journal (libro diario) of 2024 of the accounting-es workbook, in accounts of the Spanish
// chart of accounts (PGC), made from the registers: no randomness of its own.
import { cents, type Day, dayNumber, daysInMonth, monthName, quarterOf } from './basics.ts';
import type { Issued } from './issued.ts';
import type { Category } from './parties.ts';
import type { Received } from './received.ts';

type Line = { account: number; debit?: number; credit?: number };
export const ACCOUNTS: Readonly<Record<number, string>> = {
  100: 'Capital social',
  113: 'Reservas voluntarias',
  218: 'Elementos de transporte',
  281: 'Amortización acumulada del inmovilizado material',
  300: 'Mercaderías',
  400: 'Proveedores',
  410: 'Acreedores por prestaciones de servicios',
  430: 'Clientes',
  472: 'H.P. IVA soportado',
  476: 'Organismos de la Seguridad Social, acreedores',
  477: 'H.P. IVA repercutido',
  4750: 'H.P. acreedora por IVA',
  4751: 'H.P. acreedora por retenciones practicadas',
  572: 'Bancos e instituciones de crédito c/c',
  600: 'Compras de mercaderías',
  621: 'Arrendamientos y cánones',
  622: 'Reparaciones y conservación',
  623: 'Servicios de profesionales independientes',
  624: 'Transportes',
  625: 'Primas de seguros',
  627: 'Publicidad, propaganda y relaciones públicas',
  628: 'Suministros',
  629: 'Otros servicios',
  640: 'Sueldos y salarios',
  642: 'Seguridad Social a cargo de la empresa',
  681: 'Amortización del inmovilizado material',
  700: 'Ventas de mercaderías',
  4700: 'H.P. deudora por IVA',
};
const EXPENSE_ACCOUNT: Record<Category, number> = {
  'Compras mercaderías': 600,
  Alquiler: 621,
  Suministros: 628,
  'Telefonía e internet': 628,
  Asesoría: 623,
  Transporte: 624,
  Seguros: 625,
  Combustible: 628,
  Publicidad: 627,
  Reparaciones: 622,
  'Material de oficina': 629,
  Inmovilizado: 218,
};

export type Entry = { date: Day; concept: string; lines: Line[] };
function entry(entries: Entry[], date: Day, concept: string, lines: Line[]) {
  const kept = lines
    .map((line) => ({
      account: line.account,
      debit: line.debit === undefined ? undefined : cents(line.debit),
      credit: line.credit === undefined ? undefined : cents(line.credit),
    }))
    .filter((line) => (line.debit ?? 0) !== 0 || (line.credit ?? 0) !== 0);
  const debit = cents(kept.reduce((sum, line) => sum + (line.debit ?? 0), 0));
  const credit = cents(kept.reduce((sum, line) => sum + (line.credit ?? 0), 0));
  if (debit !== credit) {
    throw new Error(`Unbalanced entry ${concept}: ${String(debit)} / ${String(credit)}`);
  }
  entries.push({ date, concept, lines: kept });
}
export const sumOf = <T>(items: readonly T[], value: (item: T) => number) =>
  cents(items.reduce((total, item) => total + value(item), 0));

/**
 * The journal of 2024: the opening entry; each month the sales and the purchases registers'
 * sums, payroll, collections and payments; each quarter the VAT settlement; the year's
 * depreciation. Every entry balances.
 */
export function makeJournal(issued: readonly Issued[], received: readonly Received[]): Entry[] {
  const entries: Entry[] = [];
  entry(entries, { y: 2024, m: 1, d: 1 }, 'Asiento de apertura ejercicio 2024', [
    { account: 572, debit: 48_315.4 },
    { account: 430, debit: 21_480.12 },
    { account: 300, debit: 18_900 },
    { account: 218, debit: 24_600 },
    { account: 281, credit: 9_840 },
    { account: 400, credit: 14_230.55 },
    { account: 100, credit: 60_000 },
    { account: 113, credit: 29_224.97 },
  ]);
  const PAYROLL = { gross: 7_150, employerSocial: 2_288, employeeSocial: 454, incomeTax: 1_001 };
  for (let m = 1; m <= 12; m++) {
    const last = { y: 2024, m, d: daysInMonth(2024, m) };
    const month = monthName(m);
    const sales = issued.filter((one) => one.date.y === 2024 && one.date.m === m);
    entry(entries, last, `Ventas ${month} según libro de facturas emitidas`, [
      { account: 430, debit: sumOf(sales, (one) => one.total) },
      { account: 700, credit: sumOf(sales, (one) => one.base) },
      { account: 477, credit: sumOf(sales, (one) => one.vat) },
    ]);
    // One entry for the month's register of invoices received: goods to 400, services to 410.
    const bought = received.filter((one) => one.date.y === 2024 && one.date.m === m);
    const isGoods = (one: Received) => one.supplier.category === 'Compras mercaderías';
    const byAccount = new Map<number, number>();
    for (const one of bought) {
      const account = EXPENSE_ACCOUNT[one.supplier.category];
      byAccount.set(account, (byAccount.get(account) ?? 0) + one.base);
    }
    entry(entries, last, `Compras y gastos ${month} según libro de facturas recibidas`, [
      ...[...byAccount.entries()]
        .sort(([a], [b]) => a - b)
        .map(([account, debit]) => ({ account, debit })),
      { account: 472, debit: sumOf(bought, (one) => one.vat) },
      { account: 4751, credit: sumOf(bought, (one) => one.withholding) },
      { account: 400, credit: sumOf(bought.filter(isGoods), (one) => one.total) },
      {
        account: 410,
        credit: sumOf(
          bought.filter((one) => !isGoods(one)),
          (one) => one.total,
        ),
      },
    ]);
    const gross = PAYROLL.gross + (m === 6 || m === 12 ? 4_300 : 0);
    const withheld = PAYROLL.incomeTax + (m === 6 || m === 12 ? 602 : 0);
    entry(entries, last, `Nóminas ${month}${m === 6 || m === 12 ? ' y paga extra' : ''}`, [
      { account: 640, debit: gross },
      { account: 642, debit: PAYROLL.employerSocial },
      { account: 476, credit: PAYROLL.employerSocial + PAYROLL.employeeSocial },
      { account: 4751, credit: withheld },
      { account: 572, credit: gross - PAYROLL.employeeSocial - withheld },
    ]);
    const collectedInMonth = issued.filter(
      (one) => one.collected !== undefined && one.collected.y === 2024 && one.collected.m === m,
    );
    entry(entries, last, `Cobros de clientes ${month}`, [
      { account: 572, debit: sumOf(collectedInMonth, (one) => one.total) },
      { account: 430, credit: sumOf(collectedInMonth, (one) => one.total) },
    ]);
    // What was received the month before, paid this month.
    const previous =
      m === 1
        ? []
        : received.filter((one) => one.date.y === 2024 && one.date.m === m - 1 && one.paid);
    const goodsPaid = sumOf(
      previous.filter((one) => one.supplier.category === 'Compras mercaderías'),
      (one) => one.total,
    );
    const servicesPaid = sumOf(
      previous.filter((one) => one.supplier.category !== 'Compras mercaderías'),
      (one) => one.total,
    );
    entry(entries, { y: 2024, m, d: 10 }, `Pagos a proveedores y acreedores ${month}`, [
      { account: 400, debit: goodsPaid },
      { account: 410, debit: servicesPaid },
      { account: 572, credit: cents(goodsPaid + servicesPaid) },
    ]);
    if (m % 3 === 0) {
      const quarter = m / 3;
      const inQuarter = <T extends { date: Day }>(rows: readonly T[]) =>
        rows.filter((one) => one.date.y === 2024 && quarterOf(one.date) === quarter);
      const output = sumOf(inQuarter(issued), (one) => one.vat);
      const input = sumOf(inQuarter(received), (one) => one.vat);
      const result = cents(output - input);
      entry(entries, last, `Liquidación IVA ${String(quarter)}T 2024 (modelo 303)`, [
        { account: 477, debit: output },
        { account: 472, credit: input },
        result >= 0 ? { account: 4750, credit: result } : { account: 4700, debit: -result },
      ]);
    }
  }
  entry(entries, { y: 2024, m: 12, d: 31 }, 'Amortización ejercicio 2024', [
    { account: 681, debit: 4_920 + 1_397.5 },
    { account: 281, credit: 4_920 + 1_397.5 },
  ]);
  entries.sort((a, b) => dayNumber(a.date) - dayNumber(b.date));
  return entries;
}
