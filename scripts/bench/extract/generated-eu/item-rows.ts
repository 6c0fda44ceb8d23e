// The rows an invoice's items take in its table. A plain family writes one row per item; a family
// with an `ItemStyle` writes what real ERP tables do around the items: article numbers and
// delivery notes on lines under the description, section or delivery titles between items
// (with the section's sum under it), a line discount on its own row or in the text, quantities
// with their unit and prices per unit. Only the items are answers; the rest is what a reader
// must not take for one.
import type { Random } from '../generated-es/random.ts';
import {
  type AroundItems,
  proseLine,
  setParts,
  setTitle,
  surchargeText,
  wrapProse,
} from './around-items.ts';
import type { Language } from './format.ts';
import { grossCells, type GrossLayout, NET_EDGE, quantityEdgeOf } from './gross-columns.ts';
import { type EuInvoice, type EuItem, lineAmountOf, lineDiscountOf, round } from './model.ts';
import { WORDS } from './item-words.ts';
import { type Notice, noticeCells } from './notice-columns.ts';
import { digits } from './sample-data.ts';

/** How a family's table writes what is around its items. */
export type ItemStyle = {
  /** How often an item has lines of detail under it, and how many at most. */
  detail: { chance: number; most: 1 | 2 };
  /** Titles between groups of items: sections (with their sum or not), delivery notes, none. */
  groups: 'sections' | 'sections-with-sums' | 'deliveries' | 'none';
  /** A line discount on its own row with its amount, or in the item's text. */
  discount: 'row' | 'text';
  /** Where the unit is written: after the quantity, after the price, or both. */
  unit: 'quantity' | 'price' | 'both';
  /** The carried sum over a page break: beside the table (as plain families) or a table row. */
  carried: 'beside' | 'row';
  /** Prose lines, sets with their parts, page breaks before a discount row (none when unset). */
  around?: AroundItems;
  /**
   * Each line's net and gross side by side, one of these layouts per document (unset: not); a
   * `Notice` is a premium or fee notice's table (`notice-columns.ts`).
   */
  gross?: readonly (GrossLayout | Notice)[];
};

/**
 * A cell: its left (or right, when `isRight`) edge, text and weight; `justifyTo` spreads its words
 * so that it ends there (a justified line of prose).
 */
export type TableCell = {
  x: number;
  text: string;
  isRight?: boolean;
  isBold?: boolean;
  justifyTo?: number;
};

/**
 * A row of the table and what it adds to the sum carried over a page break; `isAdjustment` marks
 * an item's own discount or surcharge row.
 */
export type TableRow = { cells: TableCell[]; adds: number; isAdjustment?: boolean };

/** The page's writers the rows need. */
export type RowWriters = { money: (value: number) => string; day: (date: string) => string };

/** Where an item stands: its position number, whether it is indented under a set's title. */
type Placing = { position: string; isInSet: boolean };

/**
 * A table printing net and gross per line: its layout and the period premiums are for (a
 * notice's also as its two dates and the premium's due date).
 */
export type GrossTable =
  | { layout: GrossLayout; period: string }
  | {
      layout: 'notice';
      period: string;
      notice: Notice;
      dates: { from: string; to: string; due: string };
    };

// The table's columns: position, description, quantity, unit price and amount (right edges).
const POSITION = 45;
const DESCRIPTION = 75;
const QUANTITY = 360;
const PRICE = 450;
const AMOUNT = 550;
// A set's parts are indented under its description.
const PART = DESCRIPTION + 12;

function plainRow(item: EuItem, index: number, writers: RowWriters): TableRow {
  const amount = lineAmountOf(item);
  return {
    cells: [
      { x: POSITION, text: String(index + 1) },
      { x: DESCRIPTION, text: item.description },
      { x: QUANTITY, text: String(item.quantity), isRight: true },
      { x: PRICE, text: writers.money(item.price), isRight: true },
      { x: AMOUNT, text: writers.money(amount), isRight: true },
    ],
    adds: amount,
  };
}

/** One item's rows in a family with an item style. */
function styledRows(
  random: Random,
  item: EuItem,
  placing: Placing,
  style: ItemStyle,
  language: Language,
  writers: RowWriters,
  table: GrossTable | undefined,
): TableRow[] {
  const words = WORDS[language];
  const unit = random.pick(words.units);
  const gross = round(item.quantity * item.price);
  const discount = lineDiscountOf(item);
  // A surcharge (a negative discount) is always a row of its own.
  const isDiscountRow = discount < 0 || (discount > 0 && style.discount === 'row');
  const shown = isDiscountRow ? gross : lineAmountOf(item);
  const quantity =
    style.unit === 'price' ? String(item.quantity) : `${String(item.quantity)} ${unit}`;
  const price =
    style.unit === 'quantity'
      ? writers.money(item.price)
      : random.chance(0.5)
        ? `${writers.money(item.price)} / ${unit}`
        : `${writers.money(item.price)} ${words.per} ${unit}`;
  const lead: TableCell[] = [
    { x: POSITION, text: placing.position },
    { x: placing.isInSet ? PART : DESCRIPTION, text: item.description },
  ];
  const around = style.around;
  // A set priced by its parts alone: its row keeps its quantity, its parts carry its amount.
  const isPricedByParts =
    around?.setsPricedByParts !== undefined &&
    table === undefined &&
    random.chance(around.setsPricedByParts);
  const numbers: TableCell[] = isPricedByParts
    ? [{ x: QUANTITY, text: quantity, isRight: true }]
    : table?.layout === 'notice'
      ? noticeCells(
          table.notice,
          item,
          {
            position: placing.position,
            // Drawn only for a notice with a reference column, so the others draw as before.
            reference: table.notice.reference?.(random) ?? '',
            period: table.period,
            ...table.dates,
          },
          writers.money,
          language,
        )
      : table === undefined
        ? [
            { x: QUANTITY, text: quantity, isRight: true },
            { x: PRICE, text: price, isRight: true },
            { x: AMOUNT, text: writers.money(shown), isRight: true },
          ]
        : grossCells(
            table.layout,
            item,
            { quantity, price, period: table.period },
            writers.money,
            language,
          );
  // A set priced by its parts: what is carried over a page break is what its parts printed so far.
  // A notice's columns stand in its own order, the description among them.
  const cells = table?.layout === 'notice' ? numbers : [...lead, ...numbers];
  const rows: TableRow[] = [{ cells, adds: isPricedByParts ? 0 : shown }];
  // An item's own rows and a section's sum stand under its (net) amount.
  const amountEdge = table === undefined ? AMOUNT : NET_EDGE;
  if (around !== undefined && (isPricedByParts || random.chance(around.parts))) {
    rows.push(
      ...partRows(random, language, around, unit, { amount: shown, writers }, isPricedByParts),
    );
  }
  if (random.chance(style.detail.chance)) {
    const count = random.int(1, style.detail.most);
    for (let line = 0; line < count; line += 1) {
      const detail = random.pick(words.details)(random);
      rows.push({ cells: [{ x: DESCRIPTION, text: detail }], adds: 0 });
    }
  }
  if (discount < 0) {
    rows.push({
      cells: [
        { x: DESCRIPTION, text: surchargeText(language, String(-(item.discount ?? 0))) },
        { x: amountEdge, text: writers.money(-discount), isRight: true },
      ],
      adds: -discount,
      isAdjustment: true,
    });
  } else if (discount > 0) {
    const percent = String(item.discount ?? 0);
    rows.push(
      isDiscountRow
        ? {
            cells: [
              { x: DESCRIPTION, text: words.discountRow(percent) },
              { x: amountEdge, text: `-${writers.money(discount)}`, isRight: true },
            ],
            adds: -discount,
            isAdjustment: true,
          }
        : {
            cells: [{ x: DESCRIPTION, text: words.discountText(percent, writers.money(gross)) }],
            adds: 0,
          },
    );
  }
  return rows;
}

/** The rows of an invoice's items, for a plain family (`style` undefined) or a styled one. */
export function itemRows(
  random: Random,
  invoice: EuInvoice,
  language: Language,
  style: ItemStyle | undefined,
  writers: RowWriters,
  gross?: GrossTable,
): TableRow[] {
  if (style === undefined) {
    return invoice.items.map((item, index) => plainRow(item, index, writers));
  }
  const words = WORDS[language];
  const around = style.around;
  // Drawn only for a family that writes prose, so the other families draw what they drew before.
  const facts =
    around === undefined
      ? undefined
      : {
          order: invoice.orderNumber,
          offer: digits(random, 6),
          date: writers.day(invoice.orderDate),
          sum: writers.money(invoice.lineTotal),
          ordered: random.pick([20, 40, 60, 100]),
          billed: random.pick([5, 10, 12, 30]),
        };
  const rows: TableRow[] = [];
  let group = 0;
  let left = 0;
  let groupSum = 0;
  // A set's title takes the next position; its items are numbered under it.
  let position = 0;
  let setLeft = 0;
  let setItem = 0;
  const closeGroup = (): void => {
    if (group > 0 && style.groups === 'sections-with-sums') {
      rows.push({
        cells: [
          { x: DESCRIPTION, text: words.sectionSum(group), isBold: true },
          {
            x: gross === undefined ? AMOUNT : NET_EDGE,
            text: writers.money(groupSum),
            isRight: true,
            isBold: true,
          },
        ],
        adds: 0,
      });
    }
  };
  invoice.items.forEach((item, index) => {
    if (left === 0 && style.groups !== 'none') {
      closeGroup();
      group += 1;
      left = random.int(2, 5);
      groupSum = 0;
      const title =
        style.groups === 'deliveries'
          ? words.delivery(digits(random, 5), writers.day(invoice.deliveryDate))
          : words.section(group);
      rows.push({ cells: [{ x: DESCRIPTION, text: title, isBold: true }], adds: 0 });
    }
    left -= 1;
    groupSum = round(groupSum + lineAmountOf(item));
    if (around !== undefined && facts !== undefined && random.chance(around.prose)) {
      rows.push(...proseRows(proseLine(random, language, facts), around));
    }
    const remaining = invoice.items.length - index;
    if (
      around?.setTitles !== undefined &&
      setLeft === 0 &&
      remaining >= 2 &&
      random.chance(around.setTitles)
    ) {
      position += 1;
      setLeft = Math.min(remaining, random.int(2, 3));
      setItem = 0;
      // A set is counted once (`1 Set`) where the table has a quantity column.
      const count =
        gross === undefined
          ? QUANTITY
          : gross.layout === 'notice'
            ? undefined
            : quantityEdgeOf(gross.layout);
      const title: TableCell[] = [
        { x: POSITION, text: String(position) },
        { x: DESCRIPTION, text: setTitle(random, language) },
      ];
      rows.push({
        cells: count === undefined ? title : [...title, { x: count, text: '1 Set', isRight: true }],
        adds: 0,
      });
    }
    const isInSet = setLeft > 0;
    if (isInSet) {
      setLeft -= 1;
      setItem += 1;
    } else {
      position += 1;
    }
    const placing = {
      position: isInSet ? `${String(position)}.${String(setItem)}` : String(position),
      isInSet,
    };
    rows.push(...styledRows(random, item, placing, style, language, writers, gross));
  });
  closeGroup();
  return rows;
}

/** A line of prose across the table, or a paragraph whose lines but the last are justified. */
function proseRows(text: string, around: AroundItems): TableRow[] {
  if (around.isJustified !== true) {
    return [{ cells: [{ x: DESCRIPTION, text }], adds: 0 }];
  }
  const lines = wrapProse(text);
  return lines.map((line, index) => ({
    cells: [
      index < lines.length - 1
        ? { x: DESCRIPTION, text: line, justifyTo: AMOUNT }
        : { x: DESCRIPTION, text: line },
    ],
    adds: 0,
  }));
}

/** A set's parts under its item: an indented name, its quantity in the column or in the text. */
function partRows(
  random: Random,
  language: Language,
  around: AroundItems,
  unit: string,
  set: { amount: number; writers: RowWriters },
  isPriced: boolean,
): TableRow[] {
  const { opening, parts } = setParts(random, language);
  // A priced set breaks its amount down over its parts, one of each, adding up to the cent.
  const prices =
    isPriced || random.chance(around.pricedParts)
      ? splitAmount(random, set.amount, parts.length)
      : undefined;
  const rows: TableRow[] =
    opening === undefined ? [] : [{ cells: [{ x: PART, text: opening }], adds: 0 }];
  parts.forEach((part, index) => {
    const price = prices?.[index];
    const quantity = price === undefined ? part.quantity : 1;
    const cells: TableCell[] =
      around.partQuantity === 'column'
        ? [
            { x: PART, text: `- ${part.name}` },
            { x: QUANTITY, text: `${String(quantity)} ${unit}`, isRight: true },
          ]
        : [{ x: PART, text: `${String(quantity)} x ${part.name}` }];
    if (price !== undefined) {
      const money = set.writers.money(price);
      cells.push(
        { x: PRICE, text: money, isRight: true },
        { x: AMOUNT, text: money, isRight: true },
      );
    }
    // The parts of a set priced by them alone carry its amount over a page break.
    rows.push({ cells, adds: isPriced && price !== undefined ? price : 0 });
  });
  return rows;
}

/** An amount split into `count` positive parts that add up to it to the cent. */
function splitAmount(random: Random, amount: number, count: number): number[] {
  const cents = Math.round(amount * 100);
  const weights = Array.from({ length: count }, () => random.int(1, 5));
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  const parts = weights.slice(1).map((weight) => Math.floor((cents * weight) / whole));
  return [cents - parts.reduce((sum, part) => sum + part, 0), ...parts].map((part) => part / 100);
}

/** The carried sum as a row of the table (a family whose `carried` is `row`). */
export function carriedRow(label: string, amount: string): TableRow {
  return {
    cells: [
      { x: DESCRIPTION, text: label },
      { x: AMOUNT, text: amount, isRight: true },
    ],
    adds: 0,
  };
}
