// The table probe's TUNE families (2026-11-29, halves fixed before any result): item tables of
// kinds the corpus had not drawn, in German, French and English in turn. Held ones, written apart
// in other layouts and wordings, are in `table-probe-held.ts`.
import { addDays } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
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
const FLAVOURS = ['zugferd2-en16931', 'facturx-en16931', 'peppol-ubl'] as const;

/** The plain model's items (with line allowances at `discountChance`), nothing else on top. */
function makeItems(random: Random, options: EuOptions, count: [number, number], discount: number) {
  const drawn = makeUnpaid(random, { ...options, itemCount: count, itemDiscountChance: discount });
  return { ...repriced(drawn, drawn.items), cashDiscountRate: 0 };
}

const GROUP_HEADINGS = {
  de: ['Pos.', 'Bezeichnung', 'Menge', 'Einh.', 'Einzelpreis', 'Gesamtpreis'],
  fr: ['N°', 'Désignation', 'Qté', 'U', 'P.U. HT', 'Montant HT'],
  en: ['Item', 'Description', 'Qty', 'Unit', 'Rate', 'Amount'],
} as const;

/** Consecutive groups of the items, two or three, each of one item at least. */
function groupsOf(random: Random, count: number): number[][] {
  const groups = Math.min(count, random.int(2, 3));
  const cuts = new Set<number>();
  while (cuts.size < groups - 1) {
    cuts.add(random.int(1, count - 1));
  }
  const ends = [...[...cuts].sort((a, b) => a - b), count];
  return ends.map((end, index) =>
    Array.from({ length: end - (ends[index - 1] ?? 0) }, (_, k) => (ends[index - 1] ?? 0) + k),
  );
}

function drawGrouped(random: Random, invoice: EuInvoice, style: PageStyle) {
  const { cursor, writers, ids, language } = startProbe(random, invoice, style);
  const words = PROBE_WORDS[language];
  const heads = GROUP_HEADINGS[language];
  const columns: ProbeColumn[] = [
    { key: 'pos', x: 45, isRight: false, heading: heads[0] },
    { key: 'desc', x: 80, isRight: false, heading: heads[1] },
    { key: 'qty', x: 345, isRight: true, heading: heads[2] },
    { key: 'unit', x: 352, isRight: false, heading: heads[3] },
    { key: 'price', x: 470, isRight: true, heading: heads[4] },
    { key: 'amount', x: 550, isRight: true, heading: heads[5] },
  ];
  const headingWord = random.pick(words.groupHeading);
  const sumWord = random.pick(words.groupSum);
  const discount = random.pick(words.discount);
  const isNested = random.chance(0.5);
  const rows: ProbeRow[] = [];
  const sums: [string, number][] = [];
  const names = [...words.groups];
  groupsOf(random, invoice.items.length).forEach((members, group) => {
    const n = String(group + 1);
    const name = names.splice(random.int(0, names.length - 1), 1)[0] ?? '';
    const title = filled(headingWord, { n, group: name });
    rows.push({ kind: 'heading', text: title });
    for (const index of members) {
      const item = invoice.items[index] as EuItem;
      const pos = isNested ? `${n}.${members.indexOf(index) + 1}` : String(index + 1);
      const cells = {
        pos,
        desc: item.description,
        qty: quantityText(item.quantity, language),
        unit: random.pick(words.units),
      };
      rows.push(...pricedRows(item, cells, writers, discount));
    }
    const sum = round(
      members.reduce((total, i) => total + lineAmountOf(invoice.items[i] as EuItem), 0),
    );
    const label = filled(sumWord, {
      n,
      group: name,
      from: String((members[0] ?? 0) + 1),
      to: String((members.at(-1) ?? 0) + 1),
    });
    rows.push({ kind: 'line', label, amount: writers.money(sum), adds: 0, isBold: true });
    sums.push([title, sum]);
  });
  if (random.chance(0.4)) {
    rows.push({ kind: 'heading', text: random.pick(words.recap) });
    for (const [title, sum] of sums) {
      rows.push({ kind: 'line', label: title, amount: writers.money(sum), adds: 0 });
    }
  }
  drawTable(random, cursor, columns, rows, writers, language, 0);
  return finishProbe(random, cursor, invoice, writers, ids);
}

const OPTION_HEADINGS = {
  de: ['Pos.', 'Menge', 'Leistung', 'Einzelpreis', 'Betrag'],
  fr: ['Pos.', 'Quantité', 'Prestation', 'Prix unitaire', 'Total'],
  en: ['No.', 'Quantity', 'Description', 'Unit price', 'Total'],
} as const;

function drawOptional(random: Random, invoice: EuInvoice, style: PageStyle) {
  const { cursor, writers, ids, language } = startProbe(random, invoice, style);
  const words = PROBE_WORDS[language];
  const heads = OPTION_HEADINGS[language];
  const columns: ProbeColumn[] = [
    { key: 'pos', x: 45, isRight: false, heading: heads[0] },
    { key: 'qtyunit', x: 125, isRight: true, heading: heads[1] },
    { key: 'desc', x: 140, isRight: false, heading: heads[2] },
    { key: 'price', x: 470, isRight: true, heading: heads[3] },
    { key: 'amount', x: 550, isRight: true, heading: heads[4] },
  ];
  const discount = random.pick(words.discount);
  const options = new Set([
    random.int(0, invoice.items.length),
    random.int(0, invoice.items.length),
  ]);
  const rows: ProbeRow[] = [];
  let pos = 0;
  const unitOf = (item: EuItem) =>
    item.quantity % 1 === 0 ? random.pick(words.units) : words.hourUnit;
  for (let index = 0; index <= invoice.items.length; index += 1) {
    if (options.has(index)) {
      pos += 1;
      const price = round(random.int(20, 600) + random.int(0, 99) / 100);
      const quantity = random.pick([1, 2, 3, 5]);
      const amount = writers.money(round(price * quantity));
      const good = random.pick(words.work);
      const form = random.pick(['brackets', 'only-price', 'noted'] as const);
      const word = random.pick(words.optionalWord);
      rows.push({
        kind: 'item',
        cells: {
          pos: String(pos),
          qtyunit: `${quantityText(quantity, language)} ${random.pick(words.units)}`,
          desc: form === 'noted' ? `${good} ${random.pick(words.notCharged)}` : `${word}: ${good}`,
          price: writers.money(price),
          amount:
            form === 'brackets'
              ? `(${amount})`
              : form === 'only-price'
                ? random.pick(words.onlyPrice)
                : amount,
        },
        under: form === 'noted' ? [word] : [],
        adds: 0,
      });
    }
    const item = invoice.items[index];
    if (item !== undefined) {
      pos += 1;
      const cells = {
        pos: String(pos),
        qtyunit: `${quantityText(item.quantity, language)} ${unitOf(item)}`,
        desc: item.description,
      };
      rows.push(...pricedRows(item, cells, writers, discount));
    }
  }
  drawTable(random, cursor, columns, rows, writers, language, 0);
  return finishProbe(random, cursor, invoice, writers, ids);
}

function makeOptional(random: Random, options: EuOptions): EuInvoice {
  const drawn = makeUnpaid(random, { ...options, itemCount: [2, 8], itemDiscountChance: 0.15 });
  const items = drawn.items.map((item) =>
    random.chance(0.3) ? { ...item, quantity: random.pick([0.5, 1.5, 2.5, 7.5]) } : item,
  );
  return { ...repriced(drawn, items), cashDiscountRate: 0 };
}

const ALL_WORK = new Set(Object.values(PROBE_WORDS).flatMap((words) => words.work));

/** A time sheet's entries (hours at a person's rate), then a few materials at times. */
function makeTimesheet(random: Random, options: EuOptions): EuInvoice {
  const drawn = makeUnpaid(random, { ...options, itemCount: [0, 3] });
  const words = PROBE_WORDS[listLanguageOf(options)];
  const rate = options.rates[0] ?? 19;
  const entries = Array.from({ length: random.int(3, 16) }, () => ({
    description: random.pick(words.work),
    quantity: random.pick([1, 1.5, 2, 2.5, 3, 4, 6, 7.5, 8]),
    price: random.pick([52, 58.5, 65, 72, 84.9]),
    rate,
  }));
  return { ...repriced(drawn, [...entries, ...drawn.items]), cashDiscountRate: 0 };
}

const TIME_HEADINGS = {
  de: ['Datum', 'Mitarbeiter', 'Tätigkeit', 'Std.', 'Satz', 'Betrag', 'Menge', 'EP'],
  fr: ['Date', 'Intervenant', 'Intervention', 'Heures', 'Taux', 'Montant', 'Qté', 'P.U.'],
  en: ['Date', 'Engineer', 'Work done', 'Hours', 'Rate', 'Amount', 'Qty', 'Price'],
} as const;

function drawTimesheet(random: Random, invoice: EuInvoice, style: PageStyle) {
  const { cursor, writers, ids, language } = startProbe(random, invoice, style);
  const words = PROBE_WORDS[language];
  const heads = TIME_HEADINGS[language];
  const column = (key: ProbeColumn['key'], x: number, isRight: boolean, heading: string) => ({
    key,
    x,
    isRight,
    heading,
  });
  const columns = [
    column('date', 45, false, heads[0]),
    column('person', 110, false, heads[1]),
    column('desc', 185, false, heads[2]),
    column('qty', 400, true, heads[3]),
    column('price', 470, true, heads[4]),
    column('amount', 550, true, heads[5]),
  ];
  const work = invoice.items.filter((item) => ALL_WORK.has(item.description));
  const materials = invoice.items.filter((item) => !ALL_WORK.has(item.description));
  const days = work.map(() => random.int(2, 40)).sort((a, b) => b - a);
  const rows: ProbeRow[] = work.flatMap((item, index) =>
    pricedRows(
      item,
      {
        date: sheetDate(addDays(invoice.date, -(days[index] ?? 1)), language),
        person: random.pick(words.people),
        desc: item.description,
        qty: quantityText(item.quantity, language),
      },
      writers,
      '',
    ),
  );
  if (materials.length > 0) {
    rows.push({
      kind: 'columns',
      columns: [
        column('desc', 45, false, random.pick(words.material)),
        column('qty', 400, true, heads[6]),
        column('price', 470, true, heads[7]),
        column('amount', 550, true, heads[5]),
      ],
    });
    for (const item of materials) {
      rows.push(
        ...pricedRows(
          item,
          { desc: item.description, qty: quantityText(item.quantity, language) },
          writers,
          '',
        ),
      );
    }
  }
  drawTable(random, cursor, columns, rows, writers, language, random.chance(0.6) ? 0.5 : 0);
  return finishProbe(random, cursor, invoice, writers, ids);
}

export const GROUPED_FAMILY: EuFamily = {
  name: 'eu-group-subtotals',
  half: 'tune',
  kind: 'Item table in groups: a heading row per group (Titel 1 Sanitär, Lot 1 - Plomberie, Section 1: Plumbing), a bold sum row under each (Zwischensumme Position 1-3, Sous-total lot 1, Subtotal section 1), discount rows under some items (Rabatt 10 % -12,00), a recap of the groups at times; unit in its own column (German, French, English)',
  ...listVariantOf('de'),
  variants: VARIANTS,
  flavours: FLAVOURS,
  own: { make: (random, options) => makeItems(random, options, [3, 12], 0.25), draw: drawGrouped },
};

export const OPTIONAL_FAMILY: EuFamily = {
  name: 'eu-optional-positions',
  half: 'tune',
  kind: 'Item table with one or two positions printed but not charged (Alternativposition, Eventualposition, Option, Optional): the amount in brackets, nur EP / P.M. / rate only in its place, or a plain amount with (nicht berechnet); quantity and unit in one cell (3 Stk, 2,5 h) (German, French, English)',
  ...listVariantOf('de'),
  variants: VARIANTS,
  flavours: FLAVOURS,
  own: { make: makeOptional, draw: drawOptional },
};

export const TIMESHEET_FAMILY: EuFamily = {
  name: 'eu-time-materials',
  half: 'tune',
  kind: 'A time-and-materials invoice: Datum | Mitarbeiter | Tätigkeit | Std. | Satz | Betrag rows (2,5 hours at 58,50), then a materials table with its own heading at times; over two pages with the carried sum (Übertrag, Report, Carried forward) more than half the time (German, French, English)',
  ...listVariantOf('de'),
  variants: VARIANTS,
  flavours: FLAVOURS,
  own: { make: makeTimesheet, draw: drawTimesheet },
};
