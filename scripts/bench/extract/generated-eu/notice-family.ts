// A tune family of premium and fee notices, German and English documents in turn: an insurer's
// or a provider's table of covers or charges over a period, each line with its net, its tax and
// its gross, the description under a heading no item table uses (`Sparte`, `Cover`, `Charge`).
import type { EuFamily } from './family.ts';
import type { ItemStyle } from './item-rows.ts';
import type { EuOptions } from './model.ts';
import type { NoticeColumn } from './notice-columns.ts';
import type { PageStyle } from './page.ts';
import {
  digits,
  englishNumber,
  GERMAN_COMPANIES,
  GERMAN_DATES,
  GERMAN_SELLER,
  UK_COMPANIES,
  UK_STREETS,
  ukVat,
} from './sample-data.ts';

const GERMAN_COVERS = [
  'Privathaftpflichtversicherung',
  'Hausratversicherung',
  'Wohngebäudeversicherung',
  'Glasversicherung',
  'Unfallversicherung',
  'Rechtsschutz Privat und Beruf',
  'Elementarschäden',
  'Fahrradversicherung',
  'Betriebshaftpflicht',
  'Kontoführungsgebühr',
];

const ENGLISH_COVERS = [
  'Buildings cover',
  'Contents cover',
  'Accidental damage',
  'Legal expenses',
  'Home emergency',
  'Personal possessions',
  'Public liability',
  "Employers' liability",
  'Policy administration fee',
  'Motor fleet, 3 vehicles',
];

const GERMAN_INSURERS = [
  'Nordstern Versicherung AG',
  'Rheinische Assekuranz VVaG',
  'Hanseatische Sachversicherung AG',
  ...GERMAN_COMPANIES,
];

const UK_INSURERS = ['Wessex Mutual Insurance Ltd', 'Pennine Underwriting plc', ...UK_COMPANIES];

// One layout per document, German and English in turn, so that the eight documents show them all.
const GERMAN_NOTICES: readonly (readonly NoticeColumn[])[] = [
  [
    ['position', 'Nr.', 45],
    ['text', 'Sparte', 72],
    ['period', 'Zeitraum', 235],
    ['net', 'Nettobeitrag', 410],
    ['tax', 'VersSt', 470],
    ['gross', 'Bruttobeitrag', 550],
  ],
  [
    ['text', 'Risiko', 45],
    ['period', 'Zeitraum', 215],
    ['net', 'Beitrag netto', 385],
    ['tax', 'Versicherungsteuer', 475],
    ['gross', 'Beitrag brutto', 550],
  ],
  [
    ['period', 'Zeitraum', 45],
    ['text', 'Baustein', 160],
    ['net', 'Netto', 400],
    ['tax', 'Steuer', 470],
    ['gross', 'Brutto', 550],
  ],
  [
    ['position', 'Pos.', 45],
    ['text', 'Gebührenart', 80],
    ['net', 'Nettobeitrag', 380],
    ['rate', 'Steuersatz', 460],
    ['gross', 'Bruttobeitrag', 550],
  ],
];

const ENGLISH_NOTICES: readonly (readonly NoticeColumn[])[] = [
  [
    ['position', 'No', 45],
    ['text', 'Cover', 72],
    ['period', 'Period', 235],
    ['net', 'Net premium', 410],
    ['tax', 'IPT', 470],
    ['gross', 'Premium', 550],
  ],
  [
    ['text', 'Section', 45],
    ['period', 'Period of cover', 215],
    ['net', 'Net', 400],
    ['tax', 'IPT', 470],
    ['gross', 'Gross', 550],
  ],
  [
    ['period', 'Period', 45],
    ['text', 'Risk', 160],
    ['net', 'Net premium', 400],
    ['tax', 'Tax', 470],
    ['gross', 'Total', 550],
  ],
  [
    ['position', 'Ref', 45],
    ['text', 'Charge', 80],
    ['net', 'Net amount', 380],
    ['tax', 'VAT amount', 460],
    ['gross', 'Gross amount', 550],
  ],
];

const itemsOf = (columns: readonly NoticeColumn[]): ItemStyle => ({
  detail: { chance: 0, most: 1 },
  groups: 'none',
  discount: 'text',
  unit: 'quantity',
  carried: 'beside',
  gross: [{ columns }],
});

const germanOf = (columns: readonly NoticeColumn[]): { style: PageStyle; options: EuOptions } => ({
  style: {
    language: 'de',
    seller: ['letterhead', 'right'],
    meta: ['left', 'right', 'boxes'],
    summary: ['lines'],
    amounts: ['dot-comma'],
    dates: GERMAN_DATES,
    marks: ['none', 'sign-suffix'],
    items: itemsOf(columns),
  },
  options: {
    ...GERMAN_SELLER,
    goods: GERMAN_COVERS,
    companies: GERMAN_INSURERS,
    rates: [19],
    itemCount: [1, 6],
    quantities: [1],
    creditNoteChance: 0.1,
  },
});

const englishOf = (columns: readonly NoticeColumn[]): { style: PageStyle; options: EuOptions } => ({
  style: {
    language: 'en',
    seller: ['right', 'letterhead'],
    meta: ['right', 'left'],
    summary: ['lines'],
    amounts: ['comma-dot'],
    dates: ['slashed', 'words'],
    marks: ['sign-prefix', 'none'],
    items: itemsOf(columns),
  },
  options: {
    country: 'GB',
    currency: 'GBP',
    rates: [12],
    goods: ENGLISH_COVERS,
    companies: UK_INSURERS,
    streets: UK_STREETS,
    vatIdOf: ukVat,
    taxNumberOf: (random) => digits(random, 8),
    numberOf: englishNumber,
    itemCount: [1, 6],
    quantities: [1],
    creditNoteChance: 0.1,
  },
});

const VARIANTS = GERMAN_NOTICES.flatMap((german, index) => [
  germanOf(german),
  englishOf(ENGLISH_NOTICES[index] ?? german),
]);

export const NOTICE_FAMILY: EuFamily = {
  name: 'de-en-beitragsrechnung',
  half: 'tune',
  kind: 'German and English premium and fee notices: covers or charges over a period, each with its net, its tax (amount or rate) and its gross, the description under a heading no item table uses (Sparte, Risiko, Baustein, Gebührenart, Cover, Section, Risk, Charge), the period left or right of it, a position or not',
  ...germanOf(GERMAN_NOTICES[0] ?? []),
  variants: VARIANTS,
  flavours: ['zugferd2-en16931', 'peppol-ubl', 'xrechnung-cii', 'facturx-en16931'],
};
