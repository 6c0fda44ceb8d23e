// The table probe's HELD families (2026-11-29, halves fixed before any result): the tune
// families' kinds (`table-probe-tune.ts`) in other layouts and wordings, plus long descriptions
// wrapping over lines with an article line. They measure; no engine rule is tuned on them.
import { addDays } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
import { digits } from './sample-data.ts';
import type { EuFamily } from './family.ts';
import { listLanguageOf, listVariantOf } from './list-variants.ts';
import { type EuInvoice, type EuItem, type EuOptions, lineAmountOf, round } from './model.ts';
import type { PageStyle } from './page.ts';
import { makeUnpaid, repriced } from './probe-model.ts';
import {
  drawTable,
  finishProbe,
  type ProbeColumn,
  type ProbeRow,
  pricedRows,
  quantityText,
  sheetDate,
  startProbe,
} from './table-probe-draw.ts';
import { filled, PROBE_WORDS } from './table-probe-words.ts';

const VARIANTS = [listVariantOf('de'), listVariantOf('fr'), listVariantOf('en')];
const FLAVOURS = ['xrechnung-cii', 'facturx-extended', 'peppol-ubl'] as const;

const column = (key: ProbeColumn['key'], x: number, isRight: boolean, heading: string) => ({
  key,
  x,
  isRight,
  heading,
});

/** Words of a line's text wrapped into lines of at most `width` characters. */
function wrapped(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length < width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

const LINE_DISCOUNT = {
  de: ['Positionsrabatt {rate}', 'abzüglich {rate} Rabatt'],
  fr: ['Remise ligne {rate}', 'Remise {rate}'],
  en: ['Line discount {rate}', 'Less {rate}'],
} as const;

const LONG_HEADINGS = {
  de: ['Pos.', 'Artikel / Beschreibung', 'Menge', 'Preis/Einh.', 'Betrag EUR'],
  fr: ['Poste', 'Article / Description', 'Quantité', 'Prix/unité', 'Montant EUR'],
  en: ['Line', 'Product / Description', 'Quantity', 'Unit price', 'Net amount'],
} as const;

/** Long descriptions (the good and two specs) over three lines; the answer is the whole text. */
function makeLong(random: Random, options: EuOptions): EuInvoice {
  const drawn = makeUnpaid(random, { ...options, itemCount: [2, 9], itemDiscountChance: 0.3 });
  const words = PROBE_WORDS[listLanguageOf(options)];
  const items = drawn.items.map((item) => ({
    ...item,
    description: `${item.description}, ${random.pick(words.specs)}, ${random.pick(words.specs)}`,
  }));
  return { ...repriced(drawn, items), cashDiscountRate: 0 };
}

function drawLong(random: Random, invoice: EuInvoice, style: PageStyle) {
  const { cursor, writers, ids, language } = startProbe(random, invoice, style);
  const words = PROBE_WORDS[language];
  const heads = LONG_HEADINGS[language];
  const columns = [
    column('pos', 45, false, heads[0]),
    column('desc', 85, false, heads[1]),
    column('qtyunit', 385, true, heads[2]),
    column('price', 465, true, heads[3]),
    column('amount', 550, true, heads[4]),
  ];
  const discount = random.pick(LINE_DISCOUNT[language]);
  const article = random.pick(words.article);
  const rows = invoice.items.flatMap((item, index) => {
    const [first = '', ...rest] = wrapped(item.description, 44);
    const code = `${digits(random, 3)}-${digits(random, 4)}`;
    return pricedRows(
      item,
      {
        pos: String((index + 1) * 10),
        desc: first,
        qtyunit: `${quantityText(item.quantity, language)} ${random.pick(words.units)}`,
      },
      writers,
      discount,
      [filled(article, { ean: `400${digits(random, 10)}`, code })],
      rest,
    );
  });
  drawTable(random, cursor, columns, rows, writers, language, 0.3);
  return finishProbe(random, cursor, invoice, writers, ids);
}

const CARRIED_HEADINGS = {
  de: ['Menge', 'ME', 'Artikel', 'Preis', 'Wert'],
  fr: ['Qté', 'U.', 'Désignation des travaux', 'Prix', 'Total HT'],
  en: ['Qty', 'UoM', 'Item', 'Price', 'Value'],
} as const;

const SECTION_SUM = {
  de: ['Summe Los {n}', 'Zwischensumme Pos. {from} bis {to}'],
  fr: ['Total chapitre {n}', 'Sous-total'],
  en: ['Section {n} total', 'Sub-total'],
} as const;

function drawCarriedGroups(random: Random, invoice: EuInvoice, style: PageStyle) {
  const { cursor, writers, ids, language } = startProbe(random, invoice, style);
  const words = PROBE_WORDS[language];
  const heads = CARRIED_HEADINGS[language];
  const columns = [
    column('qty', 70, true, heads[0]),
    column('unit', 76, false, heads[1]),
    column('desc', 115, false, heads[2]),
    column('price', 465, true, heads[3]),
    column('amount', 550, true, heads[4]),
  ];
  const sumWord = random.pick(SECTION_SUM[language]);
  const discount = random.pick(words.discount);
  const rows: ProbeRow[] = [];
  const size = random.int(3, 6);
  for (let start = 0; start < invoice.items.length; start += size) {
    const members = invoice.items.slice(start, start + size);
    const n = String(start / size + 1);
    rows.push({ kind: 'heading', text: `${n}  ${random.pick(words.groups).toUpperCase()}` });
    for (const item of members) {
      const cells = {
        qty: quantityText(item.quantity, language),
        unit: random.pick(words.units),
        desc: item.description,
      };
      rows.push(...pricedRows(item, cells, writers, discount));
    }
    const sum = round(members.reduce((total, item) => total + lineAmountOf(item), 0));
    const label = filled(sumWord, {
      n,
      from: String(start + 1),
      to: String(start + members.length),
    });
    rows.push({ kind: 'line', label, amount: writers.money(sum), adds: 0, isBold: true });
  }
  drawTable(random, cursor, columns, rows, writers, language, 1);
  return finishProbe(random, cursor, invoice, writers, ids);
}

const SERVICE_HEADINGS = {
  de: ['Datum', 'Techniker', 'Leistung', 'Menge', 'Satz', 'Betrag'],
  fr: ['Date', 'Technicien', 'Prestation', 'Durée', 'Taux', 'Montant'],
  en: ['Date', 'Technician', 'Service', 'Time', 'Rate', 'Charge'],
} as const;

const ALL_WORK = new Set(Object.values(PROBE_WORDS).flatMap((words) => words.work));

/** A service report's visits (hours in one cell with their unit) and parts. */
function makeService(random: Random, options: EuOptions): EuInvoice {
  const drawn = makeUnpaid(random, { ...options, itemCount: [1, 3] });
  const words = PROBE_WORDS[listLanguageOf(options)];
  const rate = options.rates[0] ?? 19;
  const visits = Array.from({ length: random.int(2, 12) }, () => ({
    description: random.pick(words.work),
    quantity: random.pick([0.5, 1, 1.5, 2, 3.5, 4, 5, 8]),
    price: random.pick([49.5, 61, 68, 79.9, 95]),
    rate,
  }));
  return { ...repriced(drawn, [...visits, ...drawn.items]), cashDiscountRate: 0 };
}

function drawService(random: Random, invoice: EuInvoice, style: PageStyle) {
  const { cursor, writers, ids, language } = startProbe(random, invoice, style);
  const words = PROBE_WORDS[language];
  const heads = SERVICE_HEADINGS[language];
  const columns = [
    column('date', 45, false, heads[0]),
    column('person', 105, false, heads[1]),
    column('desc', 175, false, heads[2]),
    column('qtyunit', 400, true, heads[3]),
    column('price', 470, true, heads[4]),
    column('amount', 550, true, heads[5]),
  ];
  const rows: ProbeRow[] = [];
  let day = random.int(20, 45);
  const dateOf = () => {
    day -= random.int(0, 4);
    return sheetDate(addDays(invoice.date, -Math.max(day, 1)), language);
  };
  const optionalAt = random.int(0, invoice.items.length - 1);
  invoice.items.forEach((item: EuItem, index) => {
    const isWork = ALL_WORK.has(item.description);
    const unit = isWork ? words.hourUnit : random.pick(words.units);
    const cells = {
      ...(isWork ? { date: dateOf(), person: random.pick(words.people) } : {}),
      desc: item.description,
      qtyunit: `${quantityText(item.quantity, language)} ${unit}`,
    };
    rows.push(...pricedRows(item, cells, writers, ''));
    if (index === optionalAt) {
      const price = random.pick([35, 120, 249, 480.5]);
      const isBracketed = random.chance(0.6);
      const word = random.pick(words.optionalWord);
      rows.push({
        kind: 'item',
        cells: {
          desc: isBracketed ? `${word} ${random.pick(words.work)}` : random.pick(words.work),
          qtyunit: `1 ${random.pick(words.units)}`,
          price: writers.money(price),
          amount: isBracketed ? `(${writers.money(price)})` : writers.money(price),
        },
        under: isBracketed ? [] : [`${word} ${random.pick(words.notCharged)}`],
        adds: 0,
      });
    }
  });
  drawTable(random, cursor, columns, rows, writers, language, 0.4);
  return finishProbe(random, cursor, invoice, writers, ids);
}

export const LONG_POSITIONS_FAMILY: EuFamily = {
  name: 'eu-long-positions',
  half: 'held',
  kind: 'Item table with position numbers 10, 20, 30, descriptions wrapping over three lines and an EAN / article line under each, quantity and unit in one cell, line discount rows (Positionsrabatt 5 %, Remise ligne, Line discount); a page break at times (German, French, English)',
  ...listVariantOf('de'),
  variants: VARIANTS,
  flavours: FLAVOURS,
  own: { make: makeLong, draw: drawLong },
};

export const CARRIED_GROUPS_FAMILY: EuFamily = {
  name: 'eu-carried-groups',
  half: 'held',
  kind: 'Two-page item table, quantity first (Menge | ME | Artikel | Preis | Wert), numbered capitalised group headings with a sum row each (Summe Los 1, Total chapitre 1, Section 1 total), discount rows, the carried sum at the foot of page 1 and the top of page 2 (German, French, English)',
  ...listVariantOf('de'),
  variants: VARIANTS,
  flavours: FLAVOURS,
  own: { make: (random, options) => carriedItems(random, options), draw: drawCarriedGroups },
};

export const SERVICE_REPORT_FAMILY: EuFamily = {
  name: 'eu-service-report',
  half: 'held',
  kind: 'A service report invoice: Datum | Techniker | Leistung | Menge (2,5 h) | Satz | Betrag, parts without date or technician, one option printed but not charged (bracketed, or a plain amount with a note under it); a page break at times (German, French, English)',
  ...listVariantOf('de'),
  variants: VARIANTS,
  flavours: FLAVOURS,
  own: { make: makeService, draw: drawService },
};

function carriedItems(random: Random, options: EuOptions): EuInvoice {
  const drawn = makeUnpaid(random, { ...options, itemCount: [6, 16], itemDiscountChance: 0.2 });
  return { ...repriced(drawn, drawn.items), cashDiscountRate: 0 };
}
