// What the fourteenth pass's families (a final invoice, a deposit invoice, a credit note, a
// letter, a remittance slip, a row of dates) draw alike: the money and date writers, the seller's
// letterhead or footer, the buyer's window address, label-value lines, the item table over pages
// with its carried sum, and label-amount lines under it. Each family adds its own blocks.
import type { DrawnPage } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import type { Random } from '../generated-es/random.ts';
import { Sheet } from '../generated-es/sheet.ts';
import { formatEuAmount, formatEuDate, formatRate, type Language } from './format.ts';
import { itemRows } from './item-rows.ts';
import { LABELS } from './labels.ts';
import { type EuInvoice, round } from './model.ts';
import type { PageStyle } from './page.ts';

/** How a document writes its money, dates and rates. */
export type Writers = {
  language: Language;
  money: (value: number) => string;
  day: (date: string) => string;
  rate: (value: number) => string;
};

const SIGNS = { EUR: '€', GBP: '£', CHF: 'CHF' } as const;

/** One document's writers, picked from its family's style. */
export function writersOf(random: Random, invoice: EuInvoice, style: PageStyle): Writers {
  const amountStyle = random.pick(style.amounts);
  const dateStyle = random.pick(style.dates);
  const mark = random.pick(style.marks);
  const sign = SIGNS[invoice.currency];
  const isSpaced = random.chance(0.5);
  return {
    language: style.language,
    money: (value) => {
      const amount = formatEuAmount(value, amountStyle);
      switch (mark) {
        case 'none':
          return amount;
        case 'code':
          return `${amount} ${invoice.currency}`;
        case 'sign-suffix':
          return `${amount} ${sign}`;
        case 'sign-prefix':
          return value < 0
            ? `-${sign === '£' ? '£' : `${sign} `}${formatEuAmount(-value, amountStyle)}`
            : `${sign === '£' ? '£' : `${sign} `}${amount}`;
      }
    },
    day: (date) => formatEuDate(date, dateStyle, style.language),
    rate: (value) => formatRate(value, style.language, isSpaced),
  };
}

/** The seller's ids as the page writes them (`USt-IdNr.: DE…`, `SIRET : …`). */
export function sellerIdsOf(random: Random, invoice: EuInvoice, language: Language): string[] {
  const labels = LABELS[language];
  const { seller } = invoice;
  return [
    seller.vatId === undefined ? undefined : `${random.pick(labels.vatId)} ${seller.vatId}`,
    seller.taxNumber === undefined
      ? undefined
      : `${random.pick(labels.taxNumber)} ${seller.taxNumber}`,
  ].filter((line): line is string => line !== undefined);
}

/** The seller in a letterhead at the top left (its name large, address and ids under it). */
export function drawLetterhead(sheet: Sheet, invoice: EuInvoice, ids: readonly string[]): void {
  const { seller } = invoice;
  sheet.text(45, 60, seller.name, { bold: true, size: 15 });
  sheet.text(45, 76, `${seller.street} · ${seller.postcode} ${seller.city}`, { size: 8 });
  sheet.text(45, 87, ids.join('   '), { size: 8 });
}

/** The seller in the footer of a page: name and address, ids, bank. */
export function drawFooter(
  sheet: Sheet,
  invoice: EuInvoice,
  ids: readonly string[],
  bank: string,
): void {
  const { seller } = invoice;
  sheet.text(45, 790, `${seller.name} · ${seller.street} · ${seller.postcode} ${seller.city}`, {
    size: 7,
  });
  sheet.text(45, 800, ids.join(' · '), { size: 7 });
  sheet.text(45, 810, bank, { size: 7 });
}

/** The buyer's window address from `top` at `x`, under its label when there is one. */
export function drawBuyer(
  sheet: Sheet,
  invoice: EuInvoice,
  x: number,
  top: number,
  label: string,
): number {
  let y = top;
  if (label !== '') {
    sheet.text(x, y, label, { bold: true, size: 8 });
    y += 12;
  }
  const { buyer } = invoice;
  sheet.text(x, y, buyer.name);
  sheet.text(x, y + 12, buyer.street);
  sheet.text(x, y + 24, `${buyer.postcode} ${buyer.city}`);
  return y + 36;
}

/** Label-value lines, the values at `valueX` (right-aligned when `isRight`). */
export function drawEntries(
  sheet: Sheet,
  entries: readonly (readonly [string, string])[],
  x: number,
  valueX: number,
  top: number,
  isRight = false,
): number {
  entries.forEach(([label, value], index) => {
    sheet.text(x, top + 13 * index, label);
    if (isRight) {
      sheet.right(valueX, top + 13 * index, value);
    } else {
      sheet.text(valueX, top + 13 * index, value);
    }
  });
  return top + 13 * entries.length;
}

/** The pages drawn so far and where the next line goes. */
export type Cursor = { sheets: Sheet[]; sheet: Sheet; y: number };

/** A new document's first page. */
export function startDocument(random: Random): Cursor {
  const sheet = new Sheet(random);
  return { sheets: [sheet], sheet, y: 0 };
}

/** Moves to a new page when `needed` points no longer fit above the footer. */
export function ensureRoom(random: Random, cursor: Cursor, needed: number, bottom = 760): void {
  if (cursor.y + needed > bottom) {
    cursor.sheet = new Sheet(random);
    cursor.sheets.push(cursor.sheet);
    cursor.y = 60;
  }
}

/** The item table from `cursor.y`, one row per item, over pages with the carried sum. */
export function drawItemTable(
  random: Random,
  cursor: Cursor,
  invoice: EuInvoice,
  writers: Writers,
): void {
  const labels = LABELS[writers.language];
  const heads = random.pick(labels.headings);
  const carriedLabel = random.pick(labels.carried);
  const head = (sheet: Sheet, top: number) => {
    sheet.headings(top, [
      [45, heads[0]],
      [75, heads[1]],
      [360, heads[2], true],
      [450, heads[3], true],
      [550, heads[4], true],
    ]);
    sheet.rule(40, 555, top + 5);
  };
  head(cursor.sheet, cursor.y);
  cursor.y += 20;
  let carried = 0;
  for (const row of itemRows(random, invoice, writers.language, undefined, writers)) {
    if (cursor.y > 700) {
      cursor.sheet.text(300, cursor.y + 6, carriedLabel);
      cursor.sheet.right(550, cursor.y + 6, writers.money(carried));
      cursor.y = 800;
      ensureRoom(random, cursor, 10);
      cursor.sheet.text(300, cursor.y, carriedLabel);
      cursor.sheet.right(550, cursor.y, writers.money(carried));
      head(cursor.sheet, cursor.y + 20);
      cursor.y += 40;
    }
    for (const cell of row.cells) {
      if (cell.isRight === true) {
        cursor.sheet.right(cell.x, cursor.y, cell.text);
      } else {
        cursor.sheet.text(cell.x, cursor.y, cell.text);
      }
    }
    carried = round(carried + row.adds);
    cursor.y += 15;
  }
  cursor.y += 8;
}

/** Label-amount lines under the table, labels at `x`, amounts ending at 550; bold when asked. */
export function drawSums(
  cursor: Cursor,
  rows: readonly (readonly [string, string, boolean?])[],
  x = 300,
): void {
  cursor.sheet.rule(x, 555, cursor.y);
  cursor.y += 16;
  for (const [label, value, isBold] of rows) {
    cursor.sheet.text(x, cursor.y, label, { bold: isBold === true });
    cursor.sheet.right(550, cursor.y, value, { bold: isBold === true });
    cursor.y += 14;
  }
}

/** Lines of small print from `cursor.y`. */
export function drawNotes(cursor: Cursor, notes: readonly string[], x = 45): void {
  for (const note of notes) {
    cursor.sheet.text(x, cursor.y, note, { size: 8 });
    cursor.y += 12;
  }
}

/** The VAT lines of the invoice's rates, each `label rate` and its amount. */
export function taxLines(invoice: EuInvoice, writers: Writers, word: string): [string, string][] {
  return invoice.taxes.map((tax) => [
    `${word} ${writers.rate(tax.rate)}`,
    writers.money(tax.amount),
  ]);
}

/** Page numbers when there is more than one page, and the pages. */
export function finish(cursor: Cursor, language: Language): DrawnPage[] {
  const { sheets } = cursor;
  if (sheets.length > 1) {
    sheets.forEach((page, index) =>
      page.text(480, 828, LABELS[language].page(index + 1, sheets.length), { size: 7 }),
    );
  }
  return sheets.map((page) => page.items);
}
