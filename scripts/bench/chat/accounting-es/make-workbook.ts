// Writes libro-contable.xlsx, the Spanish accounting workbook of the accounting-es bench set
// (issue 12, "Quality, measured by scripts/bench/chat"): a small food distributor's books for 2024
// and the first half of 2025, written the way a small business keeps them in Excel: titles above
// the headers, a blank row, subtotal and total rows, notes below, amounts sometimes typed as text
// with a decimal comma ("1.234,56"), dates sometimes typed as text ("15/03/2024"), an invoice with
// two VAT rates on two rows under one number, a two-row header over the VAT sheet. Deterministic:
// a seeded pseudo-random generator, no clock. From the repository root:
//   node scripts/bench/chat/accounting-es/make-workbook.ts
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type ExcelJSModule from '../../../../apps/middleware/node_modules/exceljs';
import type * as FflateModule from '../../../../apps/middleware/node_modules/fflate/lib/index.js';

// exceljs and fflate are dependencies of the middleware, not of the repository root: loaded from there.
const requireFromMiddleware = createRequire(
  new URL('../../../../apps/middleware/package.json', import.meta.url),
);
const ExcelJS = requireFromMiddleware('exceljs') as typeof ExcelJSModule;
const fflate = requireFromMiddleware('fflate') as typeof FflateModule;

type Worksheet = ExcelJSModule.Worksheet;
type Cell = string | number | Date | null | { formula: string; result: number };

const OUTPUT = new URL('libro-contable.xlsx', import.meta.url);
// The day the books were last brought up to date: what is paid and what is pending.
const CUTOFF = { y: 2025, m: 6, d: 30 };

// ---------------------------------------------------------------------------------------------
// Seeded randomness (mulberry32) and money.

let seed = 20240101;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const between = (low: number, high: number) => low + (high - low) * random();
const intBetween = (low: number, high: number) => Math.floor(between(low, high + 1));
const chance = (p: number) => random() < p;
function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) {
    throw new Error('pick from an empty list');
  }
  return item;
}
function weighted<T>(items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [item, weight] of items) {
    left -= weight;
    if (left < 0) {
      return item;
    }
  }
  const last = items.at(-1);
  if (last === undefined) {
    throw new Error('weighted pick from an empty list');
  }
  return last[0];
}

const cents = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** An amount as a Spanish sheet types it in a text cell: `1.234,56`. */
function spanishAmount(value: number, euro = false): string {
  const [whole = '0', fraction = '00'] = Math.abs(value).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/gu, '.');
  return `${value < 0 ? '-' : ''}${grouped},${fraction}${euro ? ' €' : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Dates, as calendar days.

type Day = { y: number; m: number; d: number };
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const toUtc = (day: Day) => new Date(Date.UTC(day.y, day.m - 1, day.d));
function addDays(day: Day, days: number): Day {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}
const dayNumber = (day: Day) => toUtc(day).getTime() / 86_400_000;
const isAfter = (a: Day, b: Day) => dayNumber(a) > dayNumber(b);
const pad = (n: number) => String(n).padStart(2, '0');
const spanishDate = (day: Day) => `${pad(day.d)}/${pad(day.m)}/${String(day.y)}`;
/** A date cell: a real date most of the time, the typed text `dd/mm/aaaa` now and then. */
const dateCell = (day: Day, textShare: number): Cell =>
  chance(textShare) ? spanishDate(day) : toUtc(day);
const quarterOf = (day: Day) => Math.ceil(day.m / 3);

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const monthName = (m: number) => MONTHS[m - 1] ?? '';
const PERIOD: { y: number; m: number }[] = [];
for (let index = 0; index < 18; index++) {
  PERIOD.push({ y: 2024 + Math.floor(index / 12), m: (index % 12) + 1 });
}
// Sales by month: August slow, December busy.
const SEASON = [0.9, 0.85, 1, 1.05, 1.05, 1.1, 1, 0.7, 1, 1.05, 1.15, 1.4];

// ---------------------------------------------------------------------------------------------
// Tax identifiers with their real check characters (CIF for companies, DNI for people).

function cif(letter: string): string {
  const digits = String(intBetween(1_000_000, 9_999_999)).padStart(7, '0');
  const provincePrefix = pick(['14', '41', '23', '29', '18', '28']);
  const body = `${provincePrefix}${digits.slice(2)}`;
  let sum = 0;
  [...body].forEach((char, index) => {
    const digit = Number(char);
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  });
  const control = (10 - (sum % 10)) % 10;
  const controlChar = 'PQRSNW'.includes(letter) ? 'JABCDEFGHI'[control] : String(control);
  return `${letter}${body}${controlChar ?? ''}`;
}
function dni(): string {
  const number = intBetween(20_000_000, 80_000_000);
  return `${String(number)}${'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23] ?? ''}`;
}

// ---------------------------------------------------------------------------------------------
// Clients and suppliers.

type ClientKind = 'Restaurante' | 'Bar' | 'Hotel' | 'Tienda' | 'Supermercado' | 'Catering';
type Client = {
  code: string;
  name: string;
  nif: string;
  city: string;
  province: string;
  kind: ClientKind;
  payment: string;
  payDays: number;
  since: Day;
  weight: number;
};

const CLIENTS_SPEC: [string, boolean, string, string, ClientKind, number][] = [
  ['Mesón Los Arcos S.L.', true, 'Córdoba', 'Córdoba', 'Restaurante', 5],
  ['Bar Casa Paco', false, 'Córdoba', 'Córdoba', 'Bar', 4],
  ['Hotel Puerta de Almodóvar S.A.', true, 'Córdoba', 'Córdoba', 'Hotel', 3],
  ['Supermercados Guadalquivir S.L.', true, 'Sevilla', 'Sevilla', 'Supermercado', 6],
  ['Ultramarinos Hermanos Cano S.L.', true, 'Lucena', 'Córdoba', 'Tienda', 3],
  ['Catering Azahar S.L.', true, 'Dos Hermanas', 'Sevilla', 'Catering', 3],
  ['Taberna El Patio de Mariana', false, 'Córdoba', 'Córdoba', 'Bar', 3],
  ['Restaurante Mirador del Castillo S.L.', true, 'Jaén', 'Jaén', 'Restaurante', 3],
  ['Hostal Sierra Sur S.L.', true, 'Alcalá la Real', 'Jaén', 'Hotel', 2],
  ['Alimentación Rosales S.L.', true, 'Granada', 'Granada', 'Tienda', 2],
  ['Gastrobar Trece Lunas S.L.', true, 'Málaga', 'Málaga', 'Bar', 2],
  ['Hotel Costa Serena S.A.', true, 'Marbella', 'Málaga', 'Hotel', 3],
  ['Supermercados Sur Express S.L.', true, 'Málaga', 'Málaga', 'Supermercado', 4],
  ['Cafetería La Tertulia', false, 'Córdoba', 'Córdoba', 'Bar', 3],
  ['Casa Ibérica Madrid S.L.', true, 'Madrid', 'Madrid', 'Restaurante', 2],
  ['Delicatessen Castellana Gourmet S.L.', true, 'Madrid', 'Madrid', 'Tienda', 2],
  ['Catering Eventos Medina S.L.', true, 'Córdoba', 'Córdoba', 'Catering', 3],
  ['Bodega Taberna San Basilio S.L.', true, 'Córdoba', 'Córdoba', 'Bar', 3],
  ['Restaurante La Judería S.L.', true, 'Córdoba', 'Córdoba', 'Restaurante', 4],
  ['Asador Sierra Morena S.L.', true, 'Pozoblanco', 'Córdoba', 'Restaurante', 2],
  ['Freiduría Las Flores', false, 'Sevilla', 'Sevilla', 'Bar', 2],
  ['Hotel Alcázar Real S.A.', true, 'Sevilla', 'Sevilla', 'Hotel', 2],
  ['Comestibles La Plaza S.L.', true, 'Montilla', 'Córdoba', 'Tienda', 2],
  ['Restaurante Los Olivos de Baena S.L.', true, 'Baena', 'Córdoba', 'Restaurante', 2],
  ['Autoservicio El Ahorro S.L.', true, 'Linares', 'Jaén', 'Supermercado', 2],
  ['Cervecería La Alhambra', false, 'Granada', 'Granada', 'Bar', 2],
  ['Catering Nazarí S.L.', true, 'Granada', 'Granada', 'Catering', 1],
  ['Gourmet Retiro S.L.', true, 'Madrid', 'Madrid', 'Tienda', 1],
  ['Restaurante Puerto Banús Mar S.L.', true, 'Marbella', 'Málaga', 'Restaurante', 1],
  ['Hotel Rural Cazorla S.L.', true, 'Cazorla', 'Jaén', 'Hotel', 1],
];

const PAYMENTS: Record<ClientKind, [string, number][]> = {
  Restaurante: [
    ['Transferencia 30 días', 30],
    ['Recibo domiciliado', 15],
  ],
  Bar: [
    ['Contado', 0],
    ['Recibo domiciliado', 15],
  ],
  Hotel: [
    ['Transferencia 60 días', 60],
    ['Transferencia 30 días', 30],
  ],
  Tienda: [
    ['Transferencia 30 días', 30],
    ['Contado', 0],
  ],
  Supermercado: [['Transferencia 60 días', 60]],
  Catering: [
    ['Transferencia 30 días', 30],
    ['Transferencia 60 días', 60],
  ],
};

const CLIENTS: Client[] = CLIENTS_SPEC.map(([name, company, city, province, kind, weight], i) => {
  const [payment, payDays] = pick(PAYMENTS[kind]);
  const sinceYear = i < 20 ? intBetween(2016, 2023) : pick([2023, 2024]);
  return {
    code: `C${String(i + 1).padStart(3, '0')}`,
    name,
    nif: company ? cif(name.endsWith('S.A.') ? 'A' : 'B') : dni(),
    city,
    province,
    kind,
    payment,
    payDays,
    since: { y: sinceYear, m: intBetween(1, sinceYear === 2024 ? 3 : 12), d: intBetween(1, 28) },
    weight,
  };
});

// Base per invoice by kind of client, before the season.
const TICKET: Record<ClientKind, [number, number]> = {
  Restaurante: [350, 2400],
  Bar: [120, 850],
  Hotel: [700, 3800],
  Tienda: [250, 1600],
  Supermercado: [1800, 6800],
  Catering: [600, 3400],
};

type Category =
  | 'Compras mercaderías'
  | 'Alquiler'
  | 'Suministros'
  | 'Telefonía e internet'
  | 'Asesoría'
  | 'Transporte'
  | 'Seguros'
  | 'Combustible'
  | 'Publicidad'
  | 'Reparaciones'
  | 'Material de oficina'
  | 'Inmovilizado';

type Supplier = { name: string; nif: string; category: Category; invoicePrefix: string };
const supplier = (name: string, category: Category, prefix: string, person = false): Supplier => ({
  name,
  nif: person ? dni() : cif(name.endsWith('S.A.') || name.endsWith('S.A.U.') ? 'A' : 'B'),
  category,
  invoicePrefix: prefix,
});
const SUPPLIERS = {
  oil: supplier('Almazara San Isidro S.C.A.', 'Compras mercaderías', 'A-'),
  tins: supplier('Conservas del Cantábrico S.A.', 'Compras mercaderías', 'FV'),
  wine: supplier('Bodegas Montilla Sur S.L.', 'Compras mercaderías', '2024/'),
  dairy: supplier('Lácteos Valle de los Pedroches S.L.', 'Compras mercaderías', 'LP-'),
  flour: supplier('Harinas La Campiña S.L.', 'Compras mercaderías', ''),
  rent: supplier('Inmobiliaria Ribera del Guadalquivir S.L.', 'Alquiler', 'ALQ-'),
  power: supplier('Energía Guadalquivir S.A.', 'Suministros', 'EG'),
  water: supplier('Aguas de Córdoba Municipal S.A.', 'Suministros', 'AC'),
  phone: supplier('Telecom Sur Comunicaciones S.L.', 'Telefonía e internet', 'TS-'),
  advisor: supplier('Asesoría Núñez Ortega', 'Asesoría', '', true),
  transport: supplier('Transportes Hermanos Ruiz S.L.', 'Transporte', 'THR/'),
  insurance: supplier('Seguros La Mezquita S.A.', 'Seguros', 'POL-'),
  fuel: supplier('Estación de Servicio El Arcángel S.L.', 'Combustible', 'T'),
  ads: supplier('Gráficas Califa S.L.', 'Publicidad', 'GC'),
  repairs: supplier('Talleres Mecánicos Pozoblanco S.L.', 'Reparaciones', 'OR-'),
  office: supplier('Papelería Técnica Córdoba S.L.', 'Material de oficina', 'PT'),
  van: supplier('Automoción Sur Vehículos Industriales S.A.', 'Inmovilizado', 'VN-'),
};

// ---------------------------------------------------------------------------------------------
// Invoices issued.

type Issued = {
  number: string;
  date: Day;
  client: Client;
  base: number;
  rate: number;
  vat: number;
  total: number;
  status: string;
  collected: Day | undefined;
};

const issued: Issued[] = [];
const counters = new Map<number, number>();
function nextNumber(y: number, prefix: string): string {
  const key = prefix === 'F' ? y : -y;
  const next = (counters.get(key) ?? 0) + 1;
  counters.set(key, next);
  return `${prefix}-${String(y)}-${String(next).padStart(3, '0')}`;
}

for (const { y, m } of PERIOD) {
  const count = intBetween(7, 10);
  const days = Array.from({ length: count }, () => intBetween(1, daysInMonth(y, m))).sort(
    (a, b) => a - b,
  );
  for (const d of days) {
    const date = { y, m, d };
    const client = weighted(
      CLIENTS.filter((one) => !isAfter(one.since, date)).map((one) => [one, one.weight] as const),
    );
    const [low, high] = TICKET[client.kind];
    const amount = between(low, high) * (SEASON[m - 1] ?? 1);
    const number = nextNumber(y, 'F');
    // One invoice in eight carries two VAT rates: two rows of the register under one number.
    const split = chance(0.12);
    const rates: number[] = split
      ? [10, pick([21, 4])]
      : [
          weighted([
            [10, 60],
            [21, 25],
            [4, 15],
          ] as const),
        ];
    const late = chance(0.05);
    const collected = addDays(date, client.payDays + intBetween(-3, 12));
    const paid = !late && !isAfter(collected, CUTOFF);
    const overdue = !paid && isAfter(CUTOFF, addDays(date, client.payDays + 15));
    rates.forEach((rate, index) => {
      const base = cents(split ? amount * (index === 0 ? 0.7 : 0.3) : amount);
      const vat = cents((base * rate) / 100);
      issued.push({
        number,
        date,
        client,
        base,
        rate,
        vat,
        total: cents(base + vat),
        status: paid ? 'Cobrada' : overdue ? 'Vencida' : 'Pendiente',
        collected: paid ? collected : undefined,
      });
    });
  }
  // A credit note now and then: goods returned, part of an earlier invoice.
  if (chance(0.2)) {
    const earlier = issued.filter((one) => one.status === 'Cobrada' && one.rate === 10).at(-3);
    if (earlier !== undefined) {
      const date = { y, m, d: Math.min(daysInMonth(y, m), 28) };
      const base = -cents(earlier.base * between(0.1, 0.3));
      const vat = cents((base * earlier.rate) / 100);
      issued.push({
        number: nextNumber(y, 'R'),
        date,
        client: earlier.client,
        base,
        rate: earlier.rate,
        vat,
        total: cents(base + vat),
        status: 'Compensada',
        collected: undefined,
      });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Invoices received.

type Received = {
  date: Day;
  supplier: Supplier;
  supplierNumber: string | number;
  concept: string;
  base: number;
  rate: number;
  vat: number;
  withholding: number;
  total: number;
  paid: boolean;
};

const received: Received[] = [];
const supplierCounters = new Map<string, number>();
function supplierNumber(who: Supplier, y: number): string | number {
  const next = (supplierCounters.get(who.name) ?? intBetween(10, 300)) + intBetween(1, 40);
  supplierCounters.set(who.name, next);
  if (who.invoicePrefix === '') {
    return next + (y - 2000) * 10_000;
  }
  return who.invoicePrefix === '2024/'
    ? `${String(y)}/${String(next)}`
    : `${who.invoicePrefix}${String(y).slice(2)}${String(next).padStart(4, '0')}`;
}
function receive(
  date: Day,
  who: Supplier,
  concept: string,
  base: number,
  rate: number,
  withholdingRate = 0,
) {
  const rounded = cents(base);
  const vat = cents((rounded * rate) / 100);
  const withholding = cents((rounded * withholdingRate) / 100);
  received.push({
    date,
    supplier: who,
    supplierNumber: supplierNumber(who, date.y),
    concept,
    base: rounded,
    rate,
    vat,
    withholding,
    total: cents(rounded + vat - withholding),
    paid: !isAfter(addDays(date, 30), CUTOFF) && !chance(0.03),
  });
}

const GOODS: [Supplier, string, number, [number, number]][] = [
  [SUPPLIERS.oil, 'Aceite de oliva virgen extra garrafas 5 L', 10, [1400, 5200]],
  [SUPPLIERS.tins, 'Conservas de pescado surtidas', 10, [700, 2600]],
  [SUPPLIERS.wine, 'Vino fino y amontillado Montilla-Moriles', 21, [600, 2400]],
  [SUPPLIERS.dairy, 'Leche y quesos de los Pedroches', 4, [400, 1500]],
  [SUPPLIERS.flour, 'Harina y pan de horno', 4, [300, 1100]],
];

for (const { y, m } of PERIOD) {
  const last = daysInMonth(y, m);
  const month = `${monthName(m)} ${String(y)}`;
  receive(
    { y, m, d: 1 },
    SUPPLIERS.rent,
    `Alquiler nave Polígono Las Quemadas ${month}`,
    1450,
    21,
    19,
  );
  receive(
    { y, m, d: intBetween(3, 9) },
    SUPPLIERS.power,
    `Electricidad nave y cámara frigorífica ${month}`,
    between(260, 520) * (m >= 6 && m <= 9 ? 1.35 : 1),
    21,
  );
  if (m % 2 === 0) {
    receive(
      { y, m, d: intBetween(10, 15) },
      SUPPLIERS.water,
      'Agua y alcantarillado bimestral',
      between(60, 95),
      10,
    );
  }
  receive(
    { y, m, d: intBetween(2, 6) },
    SUPPLIERS.phone,
    `Fibra y móviles ${month}`,
    between(88, 112),
    21,
  );
  receive(
    { y, m, d: last },
    SUPPLIERS.advisor,
    `Honorarios asesoría contable y laboral ${month}`,
    280,
    21,
    15,
  );
  const purchases = intBetween(3, 5);
  for (let index = 0; index < purchases; index++) {
    const [who, concept, rate, [low, high]] = pick(GOODS);
    receive(
      { y, m, d: intBetween(1, last) },
      who,
      concept,
      between(low, high) * (SEASON[m - 1] ?? 1),
      rate,
    );
  }
  for (let trips = intBetween(0, 2); trips > 0; trips--) {
    receive(
      { y, m, d: intBetween(1, last) },
      SUPPLIERS.transport,
      'Portes refrigerados a Málaga y Madrid',
      between(180, 640),
      21,
    );
  }
  for (let fills = intBetween(1, 2); fills > 0; fills--) {
    receive(
      { y, m, d: intBetween(1, last) },
      SUPPLIERS.fuel,
      'Gasóleo furgonetas de reparto',
      between(140, 330),
      21,
    );
  }
  if (m % 3 === 1) {
    receive(
      { y, m, d: intBetween(5, 12) },
      SUPPLIERS.insurance,
      'Póliza multirriesgo y flota, recibo trimestral',
      between(610, 680),
      0,
    );
  }
  if (chance(0.3)) {
    receive(
      { y, m, d: intBetween(1, last) },
      SUPPLIERS.ads,
      pick([
        'Folletos y catálogo de productos',
        'Rotulación furgoneta',
        'Anuncio revista de hostelería',
      ]),
      between(150, 900),
      21,
    );
  }
  if (chance(0.3)) {
    receive(
      { y, m, d: intBetween(1, last) },
      SUPPLIERS.repairs,
      pick([
        'Revisión y frenos furgoneta',
        'Reparación cámara frigorífica',
        'Cambio de neumáticos',
      ]),
      between(120, 1100),
      21,
    );
  }
  if (chance(0.35)) {
    receive(
      { y, m, d: intBetween(1, last) },
      SUPPLIERS.office,
      pick(['Tóner y papel', 'Material de oficina', 'Archivadores y etiquetas']),
      between(35, 160),
      21,
    );
  }
  if (y === 2024 && m === 10) {
    receive(
      { y, m, d: 14 },
      SUPPLIERS.van,
      'Furgoneta isotermo Renault Master (inmovilizado)',
      27950,
      21,
    );
  }
}
received.sort((a, b) => dayNumber(a.date) - dayNumber(b.date));

// ---------------------------------------------------------------------------------------------
// The workbook.

const workbook = new ExcelJS.Workbook();
workbook.creator = 'Distribuciones Olivares S.L.';
workbook.created = new Date(Date.UTC(2025, 6, 1));
workbook.modified = workbook.created;

const AMOUNT_FORMAT = '#,##0.00 [$€-es-ES];-#,##0.00 [$€-es-ES]';
function addRows(sheet: Worksheet, rows: Cell[][]) {
  for (const row of rows) {
    sheet.addRow(row);
  }
}
function styleHeader(sheet: Worksheet, rowNumber: number) {
  sheet.getRow(rowNumber).font = { bold: true };
}
function formatColumns(sheet: Worksheet, amountColumns: number[], dateColumns: number[]) {
  for (const column of amountColumns) {
    sheet.getColumn(column).numFmt = AMOUNT_FORMAT;
  }
  for (const column of dateColumns) {
    sheet.getColumn(column).numFmt = 'dd/mm/yyyy';
  }
}
const formula = (text: string, result: number): Cell => ({ formula: text, result });

// Facturas emitidas: title, subtitle, blank row, header on row 4; a "Total 2024" row and a
// blank row between the years, a TOTAL row and a note under the data.
{
  const sheet = workbook.addWorksheet('Facturas emitidas');
  addRows(sheet, [
    ['DISTRIBUCIONES OLIVARES S.L. - Libro registro de facturas emitidas'],
    ['Ejercicios 2024 y 2025 (hasta 30/06/2025) · importes en euros'],
    [],
    [
      'Nº factura',
      'Fecha',
      'Cliente',
      'NIF',
      'Base imponible',
      'Tipo IVA',
      'Cuota IVA',
      'Total factura',
      'Estado cobro',
      'Fecha cobro',
    ],
  ]);
  styleHeader(sheet, 4);
  const yearTotal = (year: number) => {
    const rows = issued.filter((one) => one.date.y === year);
    const sum = (pickValue: (one: Issued) => number) =>
      cents(rows.reduce((total, one) => total + pickValue(one), 0));
    return [sum((one) => one.base), sum((one) => one.vat), sum((one) => one.total)];
  };
  for (const year of [2024, 2025]) {
    for (const one of issued.filter((invoice) => invoice.date.y === year)) {
      const row = sheet.rowCount + 1;
      const baseAsText = chance(0.12);
      const rate: Cell = chance(0.06) ? `${String(one.rate)}%` : one.rate;
      const computed = !baseAsText && typeof rate === 'number';
      sheet.addRow([
        one.number,
        dateCell(one.date, 0.15),
        one.client.name,
        one.client.nif,
        baseAsText ? spanishAmount(one.base) : one.base,
        rate,
        computed ? formula(`ROUND(E${String(row)}*F${String(row)}/100,2)`, one.vat) : one.vat,
        computed ? formula(`E${String(row)}+G${String(row)}`, one.total) : one.total,
        chance(0.05) ? `${one.status} ` : one.status,
        one.collected === undefined ? null : dateCell(one.collected, 0.1),
      ] satisfies Cell[]);
    }
    if (year === 2024) {
      const [base = 0, vat = 0, total = 0] = yearTotal(2024);
      sheet.addRow(['Total 2024', null, null, null, base, null, vat, total]);
      sheet.getRow(sheet.rowCount).font = { bold: true };
      sheet.addRow([]);
    }
  }
  const totals = [yearTotal(2024), yearTotal(2025)];
  sheet.addRow([
    'TOTAL',
    null,
    null,
    null,
    cents((totals[0]?.[0] ?? 0) + (totals[1]?.[0] ?? 0)),
    null,
    cents((totals[0]?.[1] ?? 0) + (totals[1]?.[1] ?? 0)),
    cents((totals[0]?.[2] ?? 0) + (totals[1]?.[2] ?? 0)),
  ]);
  sheet.getRow(sheet.rowCount).font = { bold: true };
  sheet.addRow([]);
  sheet.addRow(['Las facturas R- son rectificativas (devoluciones de mercancía) y restan.']);
  formatColumns(sheet, [5, 7, 8], [2, 10]);
  sheet.getColumn(3).width = 36;
}

// Facturas recibidas: one title row, the header right under it; amounts typed with the euro
// sign now and then; the supplier's own invoice numbers as they come (some plain numbers).
{
  const sheet = workbook.addWorksheet('Facturas recibidas');
  addRows(sheet, [
    ['Libro de facturas recibidas (gastos y compras) 2024-2025'],
    [
      'Nº registro',
      'Fecha factura',
      'Proveedor',
      'NIF proveedor',
      'Nº factura proveedor',
      'Concepto',
      'Categoría de gasto',
      'Base imponible',
      '% IVA',
      'Cuota IVA',
      'Retención IRPF',
      'Total a pagar',
      'Pagada',
    ],
  ]);
  styleHeader(sheet, 2);
  received.forEach((one, index) => {
    const register = `${String(one.date.y)}-${String(index + 1).padStart(3, '0')}`;
    sheet.addRow([
      register,
      dateCell(one.date, 0.2),
      one.supplier.name,
      one.supplier.nif,
      one.supplierNumber,
      one.concept,
      one.supplier.category,
      chance(0.1) ? spanishAmount(one.base, true) : one.base,
      one.rate,
      one.vat,
      one.withholding === 0 ? null : one.withholding,
      chance(0.08) ? spanishAmount(one.total, true) : one.total,
      one.paid ? 'Sí' : 'No',
    ] satisfies Cell[]);
  });
  const sum = (pickValue: (one: Received) => number) =>
    cents(received.reduce((total, one) => total + pickValue(one), 0));
  sheet.addRow([
    'Totales',
    null,
    null,
    null,
    null,
    null,
    null,
    sum((one) => one.base),
    null,
    sum((one) => one.vat),
    sum((one) => one.withholding),
    sum((one) => one.total),
  ]);
  sheet.getRow(sheet.rowCount).font = { bold: true };
  formatColumns(sheet, [8, 10, 11, 12], [2]);
  sheet.getColumn(3).width = 38;
  sheet.getColumn(6).width = 44;
}

// Libro diario 2024: monthly entries summarising the registers, payroll, collections and
// payments, quarterly VAT settlement and depreciation. Dates on every line.
type Line = { account: number; debit?: number; credit?: number };
const ACCOUNTS: Readonly<Record<number, string>> = {
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

type Entry = { date: Day; concept: string; lines: Line[] };
const entries: Entry[] = [];
function entry(date: Day, concept: string, lines: Line[]) {
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
const sumOf = <T>(items: readonly T[], value: (item: T) => number) =>
  cents(items.reduce((total, item) => total + value(item), 0));

entry({ y: 2024, m: 1, d: 1 }, 'Asiento de apertura ejercicio 2024', [
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
  entry(last, `Ventas ${month} según libro de facturas emitidas`, [
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
  entry(last, `Compras y gastos ${month} según libro de facturas recibidas`, [
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
  entry(last, `Nóminas ${month}${m === 6 || m === 12 ? ' y paga extra' : ''}`, [
    { account: 640, debit: gross },
    { account: 642, debit: PAYROLL.employerSocial },
    { account: 476, credit: PAYROLL.employerSocial + PAYROLL.employeeSocial },
    { account: 4751, credit: withheld },
    { account: 572, credit: gross - PAYROLL.employeeSocial - withheld },
  ]);
  const collectedInMonth = issued.filter(
    (one) => one.collected !== undefined && one.collected.y === 2024 && one.collected.m === m,
  );
  entry(last, `Cobros de clientes ${month}`, [
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
  entry({ y: 2024, m, d: 10 }, `Pagos a proveedores y acreedores ${month}`, [
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
    entry(last, `Liquidación IVA ${String(quarter)}T 2024 (modelo 303)`, [
      { account: 477, debit: output },
      { account: 472, credit: input },
      result >= 0 ? { account: 4750, credit: result } : { account: 4700, debit: -result },
    ]);
  }
}
entry({ y: 2024, m: 12, d: 31 }, 'Amortización ejercicio 2024', [
  { account: 681, debit: 4_920 + 1_397.5 },
  { account: 281, credit: 4_920 + 1_397.5 },
]);
entries.sort((a, b) => dayNumber(a.date) - dayNumber(b.date));
{
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
{
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
{
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
  for (const client of CLIENTS) {
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

// exceljs stamps each zip entry with the time of writing: zipped again with a fixed time, so the
// same script always writes the same bytes.
const written = new Uint8Array(await workbook.xlsx.writeBuffer());
const entriesOfZip = fflate.unzipSync(written);
const files: Record<string, [Uint8Array, { mtime: Date }]> = {};
for (const name of Object.keys(entriesOfZip).sort()) {
  files[name] = [entriesOfZip[name] ?? new Uint8Array(), { mtime: workbook.created }];
}
writeFileSync(OUTPUT, fflate.zipSync(files, { level: 6 }));
console.log(
  `libro-contable.xlsx: ${String(issued.length)} facturas emitidas (filas), ${String(received.length)} recibidas, ` +
    `${String(entries.reduce((sum, one) => sum + one.lines.length, 0))} líneas de diario, ${String(CLIENTS.length)} clientes`,
);
