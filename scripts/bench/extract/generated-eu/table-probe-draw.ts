// How the table probe's families (`table-probe-families.ts`) lay out a document: the header
// block, one item table of the family's columns whose rows may be items (with lines under them),
// group headings, label-amount lines inside the table (a group's sum, a line's discount), a new
// heading row inside the table, and a page break carrying the sum over; then the totals.
import type { Random } from '../generated-es/random.ts';
import { Sheet } from '../generated-es/sheet.ts';
import { LABELS } from './labels.ts';
import type { ListLanguage } from './list-variants.ts';
import { type EuInvoice, type EuItem, lineAmountOf, lineDiscountOf, round } from './model.ts';
import type { PageStyle } from './page.ts';
import { filled, PROBE_WORDS } from './table-probe-words.ts';
import {
  type Cursor,
  drawBuyer,
  drawEntries,
  drawFooter,
  drawLetterhead,
  drawSums,
  finish,
  sellerIdsOf,
  startDocument,
  taxLines,
  type Writers,
  writersOf,
} from './probe-parts.ts';

export type ColumnKey =
  'pos' | 'desc' | 'qty' | 'unit' | 'qtyunit' | 'price' | 'amount' | 'date' | 'person';

/** A column: where its cells start (or end, when right-aligned) and its heading. */
export type ProbeColumn = { key: ColumnKey; x: number; isRight: boolean; heading: string };

export type ProbeRow =
  | {
      kind: 'item';
      cells: Partial<Record<ColumnKey, string>>;
      /** The description's further lines, at its size, then small lines under it. */
      wrap?: readonly string[];
      under: readonly string[];
      adds: number;
    }
  | { kind: 'heading'; text: string }
  | { kind: 'line'; label: string; amount: string; adds: number; isBold?: boolean }
  | { kind: 'columns'; columns: readonly ProbeColumn[] }
  | { kind: 'break' };

/** What the family's table does over a page break. */
export type Carried = { out: string; in: string; repeatsHeading: boolean };

/** A quantity as the language writes it: `2,5`, `2.5`, `12`. */
export const quantityText = (value: number, language: ListLanguage): string =>
  language === 'en' ? String(value) : String(value).replace('.', ',');

/** The dotted numeric date a time sheet prints (`12.03.2024`, `12/03/2024`). */
export const sheetDate = (date: string, language: ListLanguage): string => {
  const [year, month, day] = date.split('-');
  return language === 'de' ? `${day}.${month}.${year}` : `${day}/${month}/${year}`;
};

const descX = (columns: readonly ProbeColumn[]): number =>
  columns.find((column) => column.key === 'desc')?.x ?? 75;

const amountX = (columns: readonly ProbeColumn[]): number =>
  columns.find((column) => column.key === 'amount')?.x ?? 550;

function drawHeading(sheet: Sheet, y: number, columns: readonly ProbeColumn[]): void {
  sheet.headings(
    y,
    columns.map((column) => [column.x, column.heading, column.isRight] as const),
  );
  sheet.rule(40, 555, y + 5);
}

/** Draws the rows from `cursor.y` over as many pages as they need; the carried sum at breaks. */
export function drawProbeTable(
  random: Random,
  cursor: Cursor,
  first: readonly ProbeColumn[],
  rows: readonly ProbeRow[],
  writers: Writers,
  carried: Carried,
): void {
  let columns = first;
  drawHeading(cursor.sheet, cursor.y, columns);
  cursor.y += 18;
  let sum = 0;
  const breakPage = () => {
    cursor.sheet.text(descX(columns), cursor.y + 4, carried.out, { bold: true });
    cursor.sheet.right(amountX(columns), cursor.y + 4, writers.money(sum), { bold: true });
    newPage(random, cursor);
    if (carried.repeatsHeading) {
      drawHeading(cursor.sheet, cursor.y, columns);
      cursor.y += 18;
    }
    cursor.sheet.text(descX(columns), cursor.y, carried.in, { bold: true });
    cursor.sheet.right(amountX(columns), cursor.y, writers.money(sum), { bold: true });
    cursor.y += 17;
  };
  for (const row of rows) {
    const wrap = row.kind === 'item' ? (row.wrap ?? []) : [];
    const height = row.kind === 'item' ? 14 + 12 * wrap.length + 11 * row.under.length : 17;
    if (row.kind === 'break' || cursor.y + height > 730) {
      breakPage();
      if (row.kind === 'break') {
        continue;
      }
    }
    switch (row.kind) {
      case 'item':
        for (const column of columns) {
          const text = row.cells[column.key];
          if (text !== undefined) {
            cursor.sheet.text(column.x, cursor.y, text, { right: column.isRight });
          }
        }
        wrap.forEach((line, index) =>
          cursor.sheet.text(descX(columns), cursor.y + 12 * (index + 1), line),
        );
        row.under.forEach((line, index) =>
          cursor.sheet.text(descX(columns), cursor.y + 12 * (wrap.length + 1) + 11 * index, line, {
            size: 8,
          }),
        );
        cursor.y += height;
        break;
      case 'heading':
        cursor.sheet.text(columns[0]?.x ?? 45, cursor.y + 2, row.text, { bold: true });
        cursor.y += height;
        break;
      case 'line':
        cursor.sheet.text(descX(columns), cursor.y, row.label, { bold: row.isBold === true });
        cursor.sheet.right(amountX(columns), cursor.y, row.amount, { bold: row.isBold === true });
        cursor.y += row.isBold === true ? height : 14;
        break;
      case 'columns':
        columns = row.columns;
        cursor.y += 6;
        drawHeading(cursor.sheet, cursor.y, columns);
        cursor.y += 18;
        break;
    }
    if (row.kind === 'item' || row.kind === 'line') {
      sum = round(sum + row.adds);
    }
  }
  cursor.y += 6;
}

/**
 * The table with the carried sum in the language's words; with `breakChance`, a page break after
 * one of the rows (the second to the last but one) even when the page has room.
 */
export function drawTable(
  random: Random,
  cursor: Cursor,
  columns: readonly ProbeColumn[],
  rows: readonly ProbeRow[],
  writers: Writers,
  language: ListLanguage,
  breakChance: number,
): void {
  const words = PROBE_WORDS[language];
  const carried = {
    out: random.pick(words.carriedOut),
    in: random.pick(words.carriedIn),
    repeatsHeading: random.chance(0.5),
  };
  const broken = [...rows];
  if (rows.length > 2 && random.chance(breakChance)) {
    broken.splice(random.int(2, rows.length - 1), 0, { kind: 'break' });
  }
  drawProbeTable(random, cursor, columns, broken, writers, carried);
}

function newPage(random: Random, cursor: Cursor): void {
  cursor.sheet = new Sheet(random);
  cursor.sheets.push(cursor.sheet);
  cursor.y = 70;
}

/**
 * An item's row and, when it has a line allowance and `discount` labels it (`Rabatt {rate}`),
 * the allowance's row under it: the item then shows its gross amount, quantity times price.
 */
export function pricedRows(
  item: EuItem,
  cells: Partial<Record<ColumnKey, string>>,
  writers: Writers,
  discount: string,
  under: readonly string[] = [],
  wrap: readonly string[] = [],
): ProbeRow[] {
  const gross = round(item.quantity * item.price);
  const off = lineDiscountOf(item);
  const amount = writers.money(off === 0 ? lineAmountOf(item) : gross);
  const rows: ProbeRow[] = [
    {
      kind: 'item',
      cells: { ...cells, price: writers.money(item.price), amount },
      wrap,
      under,
      adds: off === 0 ? lineAmountOf(item) : gross,
    },
  ];
  if (off !== 0) {
    const label = filled(discount, { rate: writers.rate(item.discount ?? 0) });
    rows.push({ kind: 'line', label, amount: writers.money(-off), adds: -off });
  }
  return rows;
}

/** The header block of a probe document: seller, buyer, number and date, the title. */
export function startProbe(
  random: Random,
  invoice: EuInvoice,
  style: PageStyle,
): { cursor: Cursor; writers: Writers; ids: string[]; language: ListLanguage } {
  const language = style.language as ListLanguage;
  const labels = LABELS[language];
  const writers = writersOf(random, invoice, style);
  const ids = sellerIdsOf(random, invoice, language);
  const cursor = startDocument(random);
  drawLetterhead(cursor.sheet, invoice, ids);
  drawBuyer(cursor.sheet, invoice, 45, 130, '');
  drawEntries(
    cursor.sheet,
    [
      [random.pick(labels.number), invoice.number],
      [random.pick(labels.date), writers.day(invoice.date)],
      [random.pick(labels.customer), invoice.customerNumber],
    ],
    340,
    460,
    130,
  );
  cursor.sheet.text(45, 225, random.pick(labels.invoice), { bold: true, size: 14 });
  cursor.y = 255;
  return { cursor, writers, ids, language };
}

/** The totals under the table (net, VAT by rate, total), the footer on every page; the pages. */
export function finishProbe(
  random: Random,
  cursor: Cursor,
  invoice: EuInvoice,
  writers: Writers,
  ids: readonly string[],
) {
  const labels = LABELS[writers.language];
  if (cursor.y > 690) {
    newPage(random, cursor);
  }
  drawSums(cursor, [
    [random.pick(labels.net), writers.money(invoice.net)],
    ...taxLines(invoice, writers, random.pick(labels.tax)),
    [random.pick(labels.total), writers.money(invoice.total), true],
  ]);
  const bank = random.pick(labels.bank);
  cursor.sheets.forEach((sheet) => drawFooter(sheet, invoice, ids, bank));
  return finish(cursor, writers.language);
}
