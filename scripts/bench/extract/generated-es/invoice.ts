// The facts of one generated invoice (parties, dates, items, amounts), drawn per country before
// any layout writes them, so every layout's answers come from the same arithmetic.
import type { ExpectedLine } from '../dataset.ts';
import { addDays, padded } from './formats.ts';
import type { Random } from './random.ts';

/** The countries whose invoices the corpus imitates. */
export type Country = 'AR' | 'ES' | 'MX' | 'CL' | 'CO';

/** A party: its name, its tax id as printed, its address lines. */
export type Party = { name: string; taxId: string; address: string[] };

/** A line item. `rate` is its VAT in percent. */
export type Item = { description: string; quantity: number; price: number; rate: number };

/** One VAT rate's base and amount. */
export type TaxLine = { rate: number; base: number; amount: number };

/** The facts a layout writes. Dates are `YYYY-MM-DD`. */
export type Invoice = {
  country: Country;
  issuer: Party;
  buyer: Party;
  date: string;
  dueDate: string;
  deliveryDate: string;
  orderDate: string;
  orderNumber: string;
  items: Item[];
  net: number;
  taxes: TaxLine[];
  /** Income tax withheld (IRPF, retención en la fuente): subtracted from the total. */
  withheld: number;
  withholdingRate: number;
  /** Spain's recargo de equivalencia on the base, added like a tax. */
  surcharge: number;
  surchargeRate: number;
  total: number;
};

/** An amount to the cent, as every figure of the corpus is. */
export const round = (value: number): number => Math.round(value * 100) / 100;

const FIRST = ['Distribuidora', 'Servicios', 'Comercial', 'Grupo', 'Talleres', 'Suministros'];
const SECOND = [
  'del Sur',
  'Andina',
  'Pampa',
  'Levante',
  'Atlántico',
  'Norte Grande',
  'Los Olivos',
  'San Martín',
  'Costa Verde',
  'Río Claro',
];
const PEOPLE = ['GOMEZ MARIA LAURA', 'PEREZ JUAN CARLOS', 'FERNANDEZ ANA BELEN', 'RUIZ DIEGO'];
const FORMS: Record<Country, readonly string[]> = {
  AR: ['S.R.L.', 'S.A.', 'S.A.S.'],
  ES: ['S.L.', 'S.A.', 'S.L.U.'],
  MX: ['S.A. de C.V.', 'S. de R.L. de C.V.'],
  CL: ['SpA', 'Ltda.', 'S.A.'],
  CO: ['S.A.S.', 'Ltda.'],
};
const STREETS: Record<Country, readonly string[]> = {
  AR: ['Av. Corrientes 1234 - CABA', 'Calle 7 Nro 845 - La Plata', 'Bv. Oroño 560 - Rosario'],
  ES: [
    'C/ Mayor 12, 28013 Madrid',
    'Av. Diagonal 450, 08006 Barcelona',
    'C/ Colón 7, 46004 Valencia',
  ],
  MX: ['Av. Reforma 222, Col. Juárez, CDMX', 'Calle Hidalgo 45, Monterrey, N.L.'],
  CL: ['Av. Providencia 1208, Santiago', 'Calle Prat 340, Valparaíso'],
  CO: ['Cra. 7 # 71-21, Bogotá D.C.', 'Calle 10 # 43-12, Medellín'],
};
const GOODS = [
  'Servicio de mantenimiento mensual',
  'Cartuchos de tóner negro',
  'Licencia de software anual',
  'Horas de consultoría técnica',
  'Resmas papel A4 75 g',
  'Flete y acarreo',
  'Instalación eléctrica',
  'Cable UTP Cat. 6 (caja)',
  'Honorarios profesionales',
  'Alquiler de equipo',
];

function digits(random: Random, count: number): string {
  return Array.from({ length: count }, () => String(random.int(0, 9))).join('');
}

/** A tax id of the country, printed in one of its spellings. */
export function taxIdOf(random: Random, country: Country, isPerson = false): string {
  switch (country) {
    case 'AR': {
      const body = `${isPerson ? random.pick(['20', '27']) : '30'}-${isPerson ? digits(random, 8) : `7${digits(random, 7)}`}-${random.int(0, 9)}`;
      return random.chance(0.25) ? body.replaceAll('-', '') : body;
    }
    case 'ES':
      return isPerson
        ? `${digits(random, 8)}${random.pick(['Z', 'K', 'T'])}`
        : `${random.pick(['B', 'A'])}${random.chance(0.3) ? '-' : ''}${digits(random, 8)}`;
    case 'MX':
      return `${random.pick(['ABC', 'DSU', 'CNT', 'GPA'])}${padded(random.int(0, 99), 2)}${padded(random.int(1, 12), 2)}${padded(random.int(1, 28), 2)}${random.pick(['XY1', 'K52', 'A10'])}`;
    case 'CL':
      return `${random.int(76, 77)}.${digits(random, 3)}.${digits(random, 3)}-${random.pick(['K', String(random.int(0, 9))])}`;
    case 'CO':
      return `${random.int(800, 901)}.${digits(random, 3)}.${digits(random, 3)}-${random.int(0, 9)}`;
  }
}

function partyOf(random: Random, country: Country, isPerson: boolean): Party {
  const name = isPerson
    ? random.pick(PEOPLE)
    : `${random.pick(FIRST)} ${random.pick(SECOND)} ${random.pick(FORMS[country])}`;
  return {
    name,
    taxId: taxIdOf(random, country, isPerson),
    address: [random.pick(STREETS[country])],
  };
}

/** What a layout asks of the facts. */
export type InvoiceOptions = {
  country: Country;
  rates: readonly number[];
  /** Items' prices with no cents (Chilean pesos). */
  wholeUnits?: boolean;
  withholdingRate?: number;
  surchargeRate?: number;
  isIssuerPerson?: boolean;
  itemCount?: [number, number];
};

/** Draws an invoice's facts and computes its amounts. */
export function makeInvoice(random: Random, options: InvoiceOptions): Invoice {
  const { country } = options;
  const issuer = partyOf(random, country, options.isIssuerPerson === true);
  let buyer = partyOf(random, country, random.chance(0.3));
  while (buyer.name === issuer.name) {
    buyer = partyOf(random, country, false);
  }
  const date = addDays('2023-01-02', random.int(0, 700));
  const scale = options.wholeUnits === true ? 1000 : random.pick([1, 10, 100]);
  const [least, most] = options.itemCount ?? [1, 5];
  const items = Array.from({ length: random.int(least, most) }, () => {
    const cents =
      options.wholeUnits === true ? 0 : random.pick([0, 0.5, 0.99, random.int(1, 99) / 100]);
    return {
      description: random.pick(GOODS),
      quantity: random.pick([1, 1, 2, 3, 5, 10, 12]),
      price: round(random.int(3, 950) * scale + cents),
      rate: random.pick(options.rates),
    };
  });
  const byRate = new Map<number, number>();
  for (const item of items) {
    byRate.set(item.rate, round((byRate.get(item.rate) ?? 0) + item.quantity * item.price));
  }
  const wholeRound = (value: number): number =>
    options.wholeUnits === true ? Math.round(value) : round(value);
  const taxes = [...byRate.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, base]) => ({ rate, base, amount: wholeRound((base * rate) / 100) }));
  const net = round(taxes.reduce((sum, tax) => sum + tax.base, 0));
  const withholdingRate = options.withholdingRate ?? 0;
  const surchargeRate = options.surchargeRate ?? 0;
  const withheld = wholeRound((net * withholdingRate) / 100);
  const surcharge = wholeRound((net * surchargeRate) / 100);
  const taxSum = taxes.reduce((sum, tax) => sum + tax.amount, 0);
  return {
    country,
    issuer,
    buyer,
    date,
    dueDate: addDays(date, random.pick([10, 15, 30, 60])),
    deliveryDate: addDays(date, -random.int(1, 9)),
    orderDate: addDays(date, -random.int(10, 30)),
    orderNumber: `OC-${random.int(1000, 9999)}`,
    items,
    net,
    taxes,
    withheld,
    withholdingRate,
    surcharge,
    surchargeRate,
    total: round(net + taxSum + surcharge - withheld),
  };
}

/** The tax the answers hold: every VAT line and the surcharge (withholding is not a tax). */
export function taxTotal(invoice: Invoice): number {
  return round(invoice.taxes.reduce((sum, tax) => sum + tax.amount, 0) + invoice.surcharge);
}

/** The line items as the answer files hold them (README "Answer files"). */
export function linesOf(invoice: Invoice): ExpectedLine[] {
  return itemLinesOf(invoice.items);
}

/** `items` as the answer files hold them, for a layout that draws its own items. */
export function itemLinesOf(items: readonly Item[]): ExpectedLine[] {
  return items.map((item) => ({
    description: item.description,
    quantity: item.quantity,
    unit_price: item.price,
    amount: round(item.quantity * item.price),
  }));
}
