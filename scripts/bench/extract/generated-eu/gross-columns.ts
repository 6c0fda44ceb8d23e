// Tables that print each line's net and gross amount side by side, as bills to consumers and
// insurance premium notes do: the line's VAT as a rate (`Netto | USt % | Brutto`) or as an amount
// (`Total HT | Montant TVA | Total TTC`), with a quantity and a price or, for premiums, a period
// instead. The line's amount in the answers (BT-131) is the net one; the gross beside it is
// what a reader must not take for it.
import type { Random } from '../generated-es/random.ts';
import { formatRate, type Language } from './format.ts';
import { type EuItem, lineAmountOf, round } from './model.ts';

/** What stands between the net and the gross amount of a line, and what before the net. */
export type GrossLayout = 'rate' | 'tax' | 'premium';

/** A heading: its x, its text, and whether x is its right edge. */
export type Heading = readonly [number, string, boolean?];

type Words = Record<GrossLayout, readonly (readonly string[])[]>;

// Headings as real bills write them: position, description, then the layout's columns.
const HEADINGS: Record<Language, Words> = {
  de: {
    rate: [
      ['Pos.', 'Bezeichnung', 'Menge', 'Einzelpreis', 'Netto', 'USt %', 'Brutto'],
      ['Pos', 'Artikel', 'Anzahl', 'E-Preis netto', 'Gesamt netto', 'MwSt.', 'Gesamt brutto'],
    ],
    tax: [['Pos.', 'Leistung', 'Menge', 'Preis', 'Betrag netto', 'MwSt.-Betrag', 'Betrag brutto']],
    premium: [
      ['Nr.', 'Versicherung', 'Zeitraum', 'Nettobeitrag', 'Versicherungsteuer', 'Beitrag'],
      ['Pos.', 'Leistung', 'Zeitraum', 'Netto', 'Steuer', 'Brutto'],
    ],
  },
  fr: {
    rate: [
      ['Réf.', 'Désignation', 'Qté', 'P.U. HT', 'Total HT', 'TVA', 'Total TTC'],
      ['N°', 'Article', 'Quantité', 'Prix HT', 'Montant HT', 'Taux', 'Montant TTC'],
    ],
    tax: [['N°', 'Désignation', 'Qté', 'P.U. HT', 'Montant HT', 'Montant TVA', 'Montant TTC']],
    premium: [
      ['N°', 'Garantie', 'Période', 'Prime HT', 'Taxe', 'Prime TTC'],
      ['Réf.', 'Prestation', 'Période', 'Montant HT', 'TVA', 'Montant TTC'],
    ],
  },
  en: {
    rate: [['No', 'Description', 'Qty', 'Unit price', 'Net', 'VAT %', 'Gross']],
    tax: [['Item', 'Description', 'Qty', 'Price', 'Net amount', 'VAT amount', 'Gross amount']],
    premium: [['No', 'Cover', 'Period', 'Net premium', 'IPT', 'Total premium']],
  },
  nl: {
    rate: [['Nr', 'Omschrijving', 'Aantal', 'Prijs', 'Netto', 'BTW %', 'Bruto']],
    tax: [['Nr', 'Omschrijving', 'Aantal', 'Prijs', 'Bedrag excl.', 'BTW', 'Bedrag incl.']],
    premium: [['Nr', 'Dekking', 'Periode', 'Netto premie', 'Assurantiebelasting', 'Premie']],
  },
};

// Right edges of the number columns (left edge of the period), after position and description.
const POSITION = 45;
const DESCRIPTION = 75;
const QUANTITY = 280;
const PRICE = 350;
const PERIOD = 235;
const NET = 420;
const MIDDLE = 480;
const GROSS = 550;

/** The x where a line's net amount ends: section sums and carried sums stand there too. */
export const NET_EDGE = NET;

/** Where a layout's quantity ends, if it has one. */
export function quantityEdgeOf(layout: GrossLayout): number | undefined {
  return layout === 'premium' ? undefined : QUANTITY;
}

/** A layout's headings, picked per document. */
export function grossHeadings(random: Random, layout: GrossLayout, language: Language): Heading[] {
  const texts = random.pick(HEADINGS[language][layout]);
  const edges =
    layout === 'premium'
      ? [POSITION, DESCRIPTION, PERIOD, NET, MIDDLE, GROSS]
      : [POSITION, DESCRIPTION, QUANTITY, PRICE, NET, MIDDLE, GROSS];
  return edges.map((x, index) => [x, texts[index] ?? '', index > 1 && x !== PERIOD] as const);
}

/** A cell of a line: its x (right edge when `isRight`) and text. */
export type GrossCell = { x: number; text: string; isRight?: boolean };

/** The number cells of one line right of its description: net, VAT, gross and what is before. */
export function grossCells(
  layout: GrossLayout,
  item: EuItem,
  texts: { quantity: string; price: string; period: string },
  money: (value: number) => string,
  language: Language,
): GrossCell[] {
  const net = lineAmountOf(item);
  const tax = round((net * item.rate) / 100);
  const middle =
    layout === 'rate' ? formatRate(item.rate, language, language !== 'en') : money(tax);
  const before: GrossCell[] =
    layout === 'premium'
      ? [{ x: PERIOD, text: texts.period }]
      : [
          { x: QUANTITY, text: texts.quantity, isRight: true },
          { x: PRICE, text: texts.price, isRight: true },
        ];
  return [
    ...before,
    { x: NET, text: money(net), isRight: true },
    { x: MIDDLE, text: middle, isRight: true },
    { x: GROSS, text: money(round(net + tax)), isRight: true },
  ];
}
