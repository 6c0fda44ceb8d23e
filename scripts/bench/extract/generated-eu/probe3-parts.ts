// What the third probe's families (a British or Irish VAT invoice, a German tradesman's bill, a
// SaaS subscription, a French artisan's facture, a Swiss or Austrian Rechnung, a Belgian or
// Luxembourg bilingual invoice) draw alike: plain facts with no document allowance, an amount
// writer with its currency mark, a simple item table, and their own names and goods.
import { addDays } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
import { formatEuAmount, monthName, type EuAmountStyle } from './format.ts';
import { type EuInvoice, type EuOptions, lineAmountOf, makeEuInvoice, round } from './model.ts';
import type { Cursor } from './probe-parts.ts';
import { repriced } from './probe-model.ts';

/**
 * An invoice with its items only (no document allowance or charge), never a credit note, its
 * tax in its own currency; `prepaidShare` of the total (rounded down to tens) paid before.
 */
export function plainInvoice(random: Random, options: EuOptions, prepaidShare = 0): EuInvoice {
  const drawn = makeEuInvoice(random, { ...options, creditNoteChance: 0 });
  const { taxCurrency: _dropped, ...invoice } = repriced(drawn, drawn.items);
  const prepaid =
    prepaidShare > 0 ? round(Math.floor((invoice.total * prepaidShare) / 10) * 10) : 0;
  return {
    ...invoice,
    isCreditNote: false,
    prepaid,
    due: round(invoice.total - prepaid),
    cashDiscountRate: 0,
  };
}

/** Where a page puts its currency: `£1,234.56`, `1.234,56 €`, `CHF 1'234.50`, or nothing. */
export type Mark = 'prefix' | 'suffix' | 'code-prefix' | 'code-suffix' | 'none';

const SIGNS = { EUR: '€', GBP: '£', CHF: 'CHF' } as const;

/** An amount writer: `style` for the digits, the currency where `mark` says. */
export function moneyOf(
  invoice: EuInvoice,
  style: EuAmountStyle,
  mark: Mark,
): (value: number) => string {
  const sign = SIGNS[invoice.currency];
  return (value) => {
    const digits = formatEuAmount(Math.abs(value), style);
    const minus = value < 0 ? '-' : '';
    switch (mark) {
      case 'prefix':
        return sign === '£' || sign === '€'
          ? `${minus}${sign}${digits}`
          : `${minus}${sign} ${digits}`;
      case 'suffix':
        return `${minus}${digits} ${sign}`;
      case 'code-prefix':
        return `${invoice.currency} ${minus}${digits}`;
      case 'code-suffix':
        return `${minus}${digits} ${invoice.currency}`;
      case 'none':
        return `${minus}${digits}`;
    }
  };
}

/** `May 3, 2024` (American order, as SaaS billing pages print), or `3 May 2024`. */
export function englishDate(date: string, isMonthFirst: boolean, isShort = false): string {
  const [year = '', month = '', day = ''] = date.split('-');
  const name = monthName(Number(month), 'en');
  const written = isShort ? name.slice(0, 3) : name;
  return isMonthFirst ? `${written} ${Number(day)}, ${year}` : `${Number(day)} ${written} ${year}`;
}

/** A service period ending the day before `date`, starting some days or a month earlier. */
export function periodBefore(random: Random, date: string): [string, string] {
  const end = addDays(date, -random.int(1, 6));
  return [addDays(end, -random.pick([6, 13, 27, 30])), end];
}

/** One column of a simple item table: its heading, where it stands, and what it writes. */
export type Column = {
  heading: string;
  x: number;
  isRight?: boolean;
  cell: (item: EuInvoice['items'][number], index: number) => string;
};

/** Where the rule under a simple table stands (from the next row's top) and the space after it. */
export type TableFoot = { ruleAt: number; gap: number };

/** The item table from `cursor.y`: headings, a rule, one row per item (optional lines under it). */
export function drawSimpleTable(
  cursor: Cursor,
  invoice: EuInvoice,
  columns: readonly Column[],
  under?: (item: EuInvoice['items'][number], index: number) => string | undefined,
  foot: TableFoot = { ruleAt: -5, gap: 8 },
): void {
  cursor.sheet.headings(
    cursor.y,
    columns.map((column) => [column.x, column.heading, column.isRight]),
  );
  cursor.sheet.rule(40, 555, cursor.y + 5);
  cursor.y += 20;
  invoice.items.forEach((item, index) => {
    for (const column of columns) {
      const text = column.cell(item, index);
      if (column.isRight === true) {
        cursor.sheet.right(column.x, cursor.y, text);
      } else {
        cursor.sheet.text(column.x, cursor.y, text);
      }
    }
    const note = under?.(item, index);
    if (note !== undefined) {
      cursor.y += 11;
      cursor.sheet.text(columns[0]?.x ?? 45, cursor.y, note, { size: 7 });
    }
    cursor.y += 15;
  });
  cursor.sheet.rule(40, 555, cursor.y + foot.ruleAt);
  cursor.y += foot.gap;
}

/** A line's net amount as a column cell writes it. */
export const amountCell =
  (money: (value: number) => string) =>
  (item: EuInvoice['items'][number]): string =>
    money(lineAmountOf(item));

/** Quantities as a column writes them (`2`, `2,00`, `2.0`). */
export function quantityOf(quantity: number, style: 'plain' | 'comma' | 'dot'): string {
  switch (style) {
    case 'plain':
      return String(quantity);
    case 'comma':
      return quantity.toFixed(2).replace('.', ',');
    case 'dot':
      return quantity.toFixed(1);
  }
}

export const TRADES = [
  'Elektro Wagner Inh. Thomas Wagner',
  'Sanitär- und Heizungsbau Krüger GmbH',
  'Malermeister Jens Vogel',
  'Dachdeckerei Hartmann GmbH & Co. KG',
  'Fliesen Özdemir e.K.',
];
export const TRADE_WORK = [
  'Arbeitszeit Geselle',
  'Arbeitszeit Meister',
  'Anfahrtspauschale',
  'Kleinmaterial',
  'Kupferrohr 15 mm',
  'Fehlerstromschutzschalter 40 A',
  'Wandfarbe weiß 10 l',
  'Entsorgung Altmaterial',
  'Fliesenkleber 25 kg',
];
export const SAAS_COMPANIES = [
  'Cloudberry Analytics Ltd',
  'Pinegrove Software Limited',
  'Tallyfox Technologies Ltd',
  'Brightwave Labs Limited',
];
export const SAAS_PRODUCTS = [
  'Team plan (per seat)',
  'Business plan',
  'Additional storage 100 GB',
  'API calls overage',
  'Premium support add-on',
  'Starter plan (annual)',
];
export const FRENCH_TRADES = [
  'Plomberie Chauffage Durand',
  'Menuiserie Roux EI',
  'Électricité Générale Blanc',
  'Carrelage Fontaine SARL',
];
export const FRENCH_WORK = [
  "Main d'œuvre plombier",
  'Déplacement forfaitaire',
  'Chauffe-eau thermodynamique 200 L',
  'Mitigeur thermostatique',
  'Remplacement tableau électrique',
  'Pose de carrelage (m²)',
  'Fourniture de plinthes',
];
export const BELGIAN_COMPANIES = [
  'Dubois & Peeters SRL',
  'Brabant Techniek BV',
  'Imprimerie Lemaire SA',
  'Vandenberghe Logistics NV',
  'Lux Consulting SARL',
];
export const BILINGUAL_GOODS = [
  'Prestations de conseil / Adviesdiensten',
  'Licence logiciel / Softwarelicentie',
  'Cartouches toner / Tonercartridges',
  'Transport / Vervoer',
  'Formation / Opleiding',
  'Papier A4 / Papier A4',
];
export const BELGIAN_STREETS = [
  ['Rue Neuve 45', '1000', 'Bruxelles'],
  ['Avenue Louise 231', '1050', 'Ixelles'],
  ['Grand-Rue 12', 'L-1660', 'Luxembourg'],
  ['Kouterstraat 8', '9000', 'Gent'],
] as const;
