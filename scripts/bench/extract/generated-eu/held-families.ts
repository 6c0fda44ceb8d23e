// The held half's families (never tuned on): Austrian, French footer-only seller, Irish, Dutch and
// Belgian, German VAT breakdown, French lots and German delivery-note tables, and a French
// installation invoice with prose, kits and surcharges in its table; a French bill to a
// private customer printing each line HT and TTC, and a French invoice of kits priced by their
// parts; the fourteenth pass's German correction, French deposit and final invoices and Irish
// dates.
import { padded } from '../generated-es/formats.ts';
import { ALPINE_FAMILY } from './alpine-family.ts';
import { ARTISAN_FAMILY } from './artisan-family.ts';
import { BILINGUAL_FAMILY } from './bilingual-family.ts';
import { CORRECTION_FAMILY } from './correction-family.ts';
import { DATES_FAMILY } from './dates-family.ts';
import { DEPOSIT_FAMILY } from './deposit-family.ts';
import { HOTEL_FOLIO_FAMILY } from './hotel-folio-family.ts';
import { REVERSE_CHARGE_FAMILY } from './reverse-charge-family.ts';
import { TWO_COLUMN_FAMILY } from './two-column-family.ts';
import { AFTER_PROFORMA_FAMILY } from './probe5-after-proforma.ts';
import { EXPORT_FAMILY } from './probe5-export.ts';
import { FOOTER_COLUMNS_FAMILY } from './probe5-footer-columns.ts';
import {
  CARRIED_GROUPS_FAMILY,
  LONG_POSITIONS_FAMILY,
  SERVICE_REPORT_FAMILY,
} from './table-probe-held.ts';
import type { EuFamily } from './family.ts';
import {
  AUSTRIAN_COMPANIES,
  AUSTRIAN_STREETS,
  digits,
  DUTCH_GOODS,
  ENGLISH_GOODS,
  englishNumber,
  FRENCH_SELLER,
  GERMAN_DATES,
  GERMAN_GOODS,
  GERMAN_SELLER,
  germanNumber,
  IRISH_COMPANIES,
  IRISH_STREETS,
  LOW_COUNTRIES,
  LOW_STREETS,
} from './sample-data.ts';

export const HELD_FAMILIES: EuFamily[] = [
  {
    name: 'at-rechnung',
    half: 'held',
    kind: 'Austrian Rechnung: seller in a right column with its UID-Nr. ATU…, USt 20 % and 10 %, Rechnungsbetrag, Skonto, Lieferdatum, over two pages',
    style: {
      language: 'de',
      seller: ['right'],
      meta: ['left', 'boxes'],
      summary: ['lines', 'breakdown'],
      amounts: ['dot-comma'],
      dates: GERMAN_DATES,
      marks: ['sign-prefix', 'sign-suffix', 'code'],
    },
    options: {
      country: 'AT',
      rates: [20, 20, 10],
      goods: GERMAN_GOODS,
      companies: AUSTRIAN_COMPANIES,
      streets: AUSTRIAN_STREETS,
      vatIdOf: (random) => `ATU${digits(random, 8)}`,
      numberOf: germanNumber,
      itemCount: [1, 30],
    },
    flavours: ['zugferd1-extended', 'xrechnung-ubl', 'facturx-basic', 'facturx-en16931'],
  },
  {
    name: 'fr-footer',
    half: 'held',
    kind: 'French Facture/Avoir: client first, the seller only in the footer (SIRET, TVA intracommunautaire, IBAN), dates in a row of boxes, acompte, reste à payer',
    style: {
      language: 'fr',
      seller: ['footer'],
      meta: ['boxes', 'right'],
      summary: ['lines', 'breakdown'],
      amounts: ['space-comma', 'dot-comma'],
      dates: ['slashed', 'dotted'],
      marks: ['sign-suffix', 'code'],
    },
    options: {
      ...FRENCH_SELLER,
      rates: [20, 10, 5.5],
      itemCount: [1, 8],
    },
    flavours: [
      'facturx-minimum',
      'facturx-basicwl',
      'facturx-extended',
      'facturx-basic',
      'facturx-en16931',
    ],
  },
  {
    name: 'ie-vat-invoice',
    half: 'held',
    kind: 'Irish VAT invoice in euro: letterhead with VAT No IE…, VAT 23 % and 13,5 %, € 1,234.56, balance due after payments, credit notes',
    style: {
      language: 'en',
      seller: ['letterhead', 'footer'],
      meta: ['left', 'right'],
      summary: ['lines', 'breakdown'],
      amounts: ['comma-dot'],
      dates: ['slashed', 'words', 'short-month'],
      marks: ['sign-prefix', 'code'],
    },
    options: {
      country: 'IE',
      rates: [23, 23, 13.5],
      goods: ENGLISH_GOODS,
      companies: IRISH_COMPANIES,
      streets: IRISH_STREETS,
      vatIdOf: (random) => `IE${digits(random, 7)}${random.pick(['T', 'W', 'H'])}`,
      numberOf: englishNumber,
      itemCount: [1, 8],
    },
    flavours: ['peppol-ubl', 'zugferd1-comfort', 'peppol-ubl', 'facturx-en16931'],
  },
  {
    name: 'nl-be-btw',
    half: 'held',
    kind: 'Dutch and Belgian Factuur/Creditnota: BTW 21 %, 9 % / 6 %, BTW-nummer NL…B01 / BE0…, KvK, Totaal excl./incl. BTW, te betalen',
    style: {
      language: 'nl',
      seller: ['letterhead', 'right'],
      meta: ['left', 'right', 'boxes'],
      summary: ['lines'],
      amounts: ['dot-comma', 'comma-dot'],
      dates: ['dashed', 'words'],
      marks: ['sign-prefix', 'none'],
    },
    options: {
      country: 'NL',
      rates: [21, 21, 9],
      goods: DUTCH_GOODS,
      companies: LOW_COUNTRIES,
      streets: LOW_STREETS,
      vatIdOf: (random) =>
        random.pick([
          `NL${digits(random, 9)}B01`,
          `BE0${digits(random, 3)}.${digits(random, 3)}.${digits(random, 3)}`,
        ]),
      taxNumberOf: (random) => digits(random, 8),
      numberOf: (random, year) => `${year}-${padded(random.int(1, 9999), 5)}`,
      itemCount: [1, 7],
    },
    flavours: ['peppol-ubl', 'xrechnung-cii', 'peppol-ubl', 'facturx-basicwl'],
  },
  {
    name: 'de-breakdown',
    half: 'held',
    kind: 'German invoice from an ERP: buyer block first, seller only in the footer, number and dates in boxes, a VAT breakdown table, Gutschriften, long tables with Übertrag',
    style: {
      language: 'de',
      seller: ['footer', 'letterhead'],
      meta: ['boxes', 'right'],
      summary: ['breakdown'],
      amounts: ['dot-comma'],
      dates: GERMAN_DATES,
      marks: ['none', 'code'],
    },
    options: {
      ...GERMAN_SELLER,
      rates: [19, 7],
      itemCount: [1, 30],
      creditNoteChance: 0.3,
    },
    flavours: ['zugferd2-en16931', 'xrechnung-ubl', 'zugferd1-basic', 'xrechnung-cii'],
  },
  {
    name: 'fr-lots',
    half: 'held',
    kind: 'French works invoice in lots: lot titles and Sous-total lot rows, Réf. and bon de livraison lines under items, Remise on its own row, pce/h after the quantity and the price, the Report as a table row',
    style: {
      language: 'fr',
      seller: ['letterhead', 'footer'],
      meta: ['right', 'boxes'],
      summary: ['lines', 'breakdown'],
      amounts: ['space-comma'],
      dates: ['slashed'],
      marks: ['sign-suffix', 'none'],
      items: {
        detail: { chance: 0.4, most: 2 },
        groups: 'sections-with-sums',
        discount: 'row',
        unit: 'both',
        carried: 'row',
      },
    },
    options: {
      ...FRENCH_SELLER,
      rates: [20, 10],
      itemCount: [3, 28],
      itemDiscountChance: 0.35,
    },
    flavours: ['facturx-en16931', 'facturx-extended', 'facturx-basic'],
  },
  {
    name: 'de-lieferscheine',
    half: 'held',
    kind: 'German collective invoice (Sammelrechnung) over delivery notes: a Lieferschein title before each group, Art.-Nr. and Charge lines under items, the discount in the item text, kg/Stk after the quantity',
    style: {
      language: 'de',
      seller: ['footer', 'right'],
      meta: ['boxes', 'left'],
      summary: ['breakdown', 'lines'],
      amounts: ['dot-comma'],
      dates: GERMAN_DATES,
      marks: ['code', 'none'],
      items: {
        detail: { chance: 0.6, most: 2 },
        groups: 'deliveries',
        discount: 'text',
        unit: 'quantity',
        carried: 'beside',
      },
    },
    options: {
      ...GERMAN_SELLER,
      rates: [19, 7],
      itemCount: [3, 30],
      itemDiscountChance: 0.3,
    },
    flavours: ['zugferd1-comfort', 'xrechnung-ubl', 'zugferd2-en16931'],
  },
  {
    name: 'fr-installation',
    half: 'held',
    kind: 'French installation invoice: prose lines in the table (Suivant votre commande …, Situation n° 2 …), kits with their parts counted in the text (2 x …), Majoration and Remise rows, lots with their sub-totals, a page break before such a row under the Report',
    style: {
      language: 'fr',
      seller: ['letterhead', 'footer'],
      meta: ['right', 'boxes'],
      summary: ['lines', 'breakdown'],
      amounts: ['space-comma'],
      dates: ['slashed'],
      marks: ['sign-suffix', 'none'],
      items: {
        detail: { chance: 0.3, most: 2 },
        groups: 'sections-with-sums',
        discount: 'row',
        unit: 'both',
        carried: 'row',
        around: {
          prose: 0.25,
          parts: 0.3,
          partQuantity: 'text',
          pricedParts: 0.4,
          breakBeforeAdjustment: true,
        },
      },
    },
    options: {
      ...FRENCH_SELLER,
      rates: [20, 10],
      itemCount: [3, 26],
      itemDiscountChance: 0.25,
      itemSurchargeChance: 0.2,
    },
    flavours: ['facturx-en16931', 'facturx-extended', 'zugferd2-en16931'],
  },
  {
    name: 'fr-particulier',
    half: 'held',
    kind: 'French bill to a private customer or premium notice: each line with its Total HT, its TVA (rate or amount) and its Total TTC (Prime HT | Taxe | Prime TTC over a period), delivery-note titles, packs under a title row with no amount and their items numbered 2.1, 2.2, prose paragraphs justified across the table',
    style: {
      language: 'fr',
      seller: ['letterhead', 'footer'],
      meta: ['right', 'boxes'],
      summary: ['lines', 'breakdown'],
      amounts: ['space-comma'],
      dates: ['slashed'],
      marks: ['sign-suffix', 'none'],
      items: {
        detail: { chance: 0.3, most: 2 },
        groups: 'deliveries',
        discount: 'text',
        unit: 'both',
        carried: 'beside',
        around: {
          prose: 0.3,
          parts: 0,
          partQuantity: 'text',
          pricedParts: 0,
          breakBeforeAdjustment: false,
          setTitles: 0.3,
          isJustified: true,
        },
        gross: ['rate', 'tax', 'premium'],
      },
    },
    options: {
      ...FRENCH_SELLER,
      rates: [20, 10, 5.5],
      itemCount: [2, 16],
      itemDiscountChance: 0.2,
    },
    flavours: ['facturx-en16931', 'facturx-extended', 'zugferd2-en16931'],
  },
  {
    name: 'fr-ensembles',
    half: 'held',
    kind: "French invoice with kits: a kit's row with its quantity and no price or amount, its parts indented under it (2 x …) without numbers, each priced, adding up to the kit's amount (the kit is the item); delivery-note titles",
    style: {
      language: 'fr',
      seller: ['right', 'letterhead'],
      meta: ['right', 'left'],
      summary: ['lines', 'breakdown'],
      amounts: ['space-comma', 'dot-comma'],
      dates: ['slashed', 'words'],
      marks: ['sign-suffix', 'none'],
      items: {
        detail: { chance: 0.3, most: 2 },
        groups: 'deliveries',
        discount: 'text',
        unit: 'both',
        carried: 'beside',
        around: {
          prose: 0.15,
          parts: 0,
          partQuantity: 'text',
          pricedParts: 0,
          breakBeforeAdjustment: false,
          setsPricedByParts: 0.3,
        },
      },
    },
    options: {
      ...FRENCH_SELLER,
      rates: [20, 10],
      itemCount: [2, 20],
      itemDiscountChance: 0.15,
    },
    flavours: ['facturx-en16931', 'facturx-extended'],
  },
  // The fourteenth pass's probe (written before the engine was read): a German credit note naming
  // the corrected invoice, French deposit and final invoices, an Irish invoice among many dates.
  CORRECTION_FAMILY,
  DEPOSIT_FAMILY,
  DATES_FAMILY,
  // The third probe (written before the engine was read): a French artisan's facture, a Swiss
  // Rechnung with a QR-bill or an Austrian one, a Belgian or Luxembourg bilingual invoice.
  ARTISAN_FAMILY,
  ALPINE_FAMILY,
  BILINGUAL_FAMILY,
  // The table probe (2026-11-29): long wrapped positions with article lines, a two-page table of
  // groups with the carried sum, a service report with an option not charged.
  LONG_POSITIONS_FAMILY,
  CARRIED_GROUPS_FAMILY,
  SERVICE_REPORT_FAMILY,
  // The fourth probe (2026-11-29, written before its results were seen): a hotel folio, a
  // reverse-charge service invoice abroad, a two-column letterhead with the customer at the left.
  HOTEL_FOLIO_FAMILY,
  REVERSE_CHARGE_FAMILY,
  TWO_COLUMN_FAMILY,
  // The fifth probe (2026-11-30, written before its results were seen): an export commercial
  // invoice, the invoice after a paid pro forma, a letter whose seller is only in the footer.
  EXPORT_FAMILY,
  AFTER_PROFORMA_FAMILY,
  FOOTER_COLUMNS_FAMILY,
];
