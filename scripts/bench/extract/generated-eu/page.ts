// Draws a European invoice from its facts: the seller in a letterhead, a right column or the
// footer; the buyer's window address with its own VAT id; the number and dates as lines, in a
// right column or a row of boxes; items over as many pages as they need (with the carried sum);
// the totals as labelled lines or a VAT breakdown table; prepayments, cash discount, notes.
import type { DrawnPage } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import { addDays } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
import { Sheet } from '../generated-es/sheet.ts';
import {
  type EuAmountStyle,
  type EuDateStyle,
  formatEuAmount,
  formatEuDate,
  formatRate,
  type Language,
} from './format.ts';
import { grossHeadings, type Heading, NET_EDGE } from './gross-columns.ts';
import {
  carriedRow,
  type GrossTable,
  type ItemStyle,
  itemRows,
  type TableRow,
} from './item-rows.ts';
import { LABELS } from './labels.ts';
import { type EuInvoice, round } from './model.ts';
import { noticeHeadings } from './notice-columns.ts';

/** How a family lays its invoices out; lists are alternatives picked per document. */
export type PageStyle = {
  language: Language;
  seller: readonly ('letterhead' | 'right' | 'footer')[];
  meta: readonly ('left' | 'right' | 'boxes')[];
  summary: readonly ('lines' | 'breakdown')[];
  amounts: readonly EuAmountStyle[];
  dates: readonly EuDateStyle[];
  marks: readonly ('none' | 'code' | 'sign-suffix' | 'sign-prefix')[];
  /** What is written around the items; one row per item when unset. */
  items?: ItemStyle;
  /** The document's title when it is not an invoice (`Avis d'échéance`); the language's if unset. */
  titles?: readonly string[];
};

const SIGNS = { EUR: '€', GBP: '£', CHF: 'CHF' } as const;
const LAST_ROW = 720;

/** The pages of one invoice. */
export function drawEuInvoice(random: Random, invoice: EuInvoice, style: PageStyle): DrawnPage[] {
  const labels = LABELS[style.language];
  const { pick } = random;
  const amountStyle = pick(style.amounts);
  const dateStyle = pick(style.dates);
  const mark = pick(style.marks);
  const sign = SIGNS[invoice.currency];
  const money = (value: number): string => {
    const amount = formatEuAmount(value, amountStyle);
    switch (mark) {
      case 'none':
        return amount;
      case 'code':
        return `${amount} ${invoice.currency}`;
      case 'sign-suffix':
        return `${amount} ${sign}`;
      case 'sign-prefix':
        return sign === '£' ? `£${amount}` : `${sign} ${amount}`;
    }
  };
  const day = (date: string): string => formatEuDate(date, dateStyle, style.language);
  const rate = (value: number): string => formatRate(value, style.language, random.chance(0.5));
  const sellerPlace = pick(style.seller);
  const metaPlace = pick(style.meta);
  const summary = invoice.isTaxExempt ? 'lines' : pick(style.summary);
  const { seller, buyer } = invoice;
  const sellerIds = [
    seller.vatId === undefined ? undefined : `${pick(labels.vatId)} ${seller.vatId}`,
    seller.taxNumber === undefined ? undefined : `${pick(labels.taxNumber)} ${seller.taxNumber}`,
  ].filter((line): line is string => line !== undefined);
  const sheets = [new Sheet(random)];
  let sheet = sheets[0] as Sheet;
  const footer = (page: Sheet) => {
    page.text(45, 790, `${seller.name} · ${seller.street} · ${seller.postcode} ${seller.city}`, {
      size: 7,
    });
    page.text(45, 800, sellerIds.join(' · '), { size: 7 });
    page.text(45, 810, pick(labels.bank), { size: 7 });
  };

  // The seller.
  if (sellerPlace === 'letterhead') {
    sheet.text(45, 60, seller.name, { bold: true, size: 15 });
    sheet.text(45, 76, `${seller.street} · ${seller.postcode} ${seller.city}`, { size: 8 });
    sheet.text(45, 87, sellerIds.join('   '), { size: 8 });
    sheet.text(45, 132, `${seller.name} · ${seller.street} · ${seller.postcode} ${seller.city}`, {
      size: 6,
    });
  } else if (sellerPlace === 'right') {
    sheet.text(370, 60, seller.name, { bold: true, size: 12 });
    sheet.text(370, 74, seller.street);
    sheet.text(370, 86, `${seller.postcode} ${seller.city}`);
    sellerIds.forEach((line, index) => sheet.text(370, 98 + 12 * index, line, { size: 8 }));
  }

  // The buyer, with its own name and VAT id.
  let y = 148;
  const buyerLabel = pick(labels.buyer);
  if (buyerLabel !== '') {
    sheet.text(45, y, buyerLabel, { bold: true, size: 8 });
    y += 12;
  }
  sheet.text(45, y, buyer.name);
  sheet.text(45, y + 12, buyer.street);
  sheet.text(45, y + 24, `${buyer.postcode} ${buyer.city}`);
  if (buyer.vatId !== undefined && random.chance(0.5)) {
    sheet.text(45, y + 36, `${pick(labels.vatId)} ${buyer.vatId}`, { size: 8 });
  }

  // The title, number and dates.
  const title = invoice.isCreditNote
    ? pick(labels.creditNote)
    : pick(style.titles ?? labels.invoice);
  const numberLabel = invoice.isCreditNote ? pick(labels.creditNumber) : pick(labels.number);
  const entries: [string, string][] = [[numberLabel, invoice.number]];
  const dateEntry: [string, string] = [pick(labels.date), day(invoice.date)];
  const others: [string, string][] = [];
  if (random.chance(0.6)) {
    others.push([pick(labels.delivery), day(invoice.deliveryDate)]);
  }
  if (random.chance(0.4)) {
    others.push([pick(labels.order), invoice.orderNumber]);
  }
  if (random.chance(0.3)) {
    others.push([pick(labels.orderDate), day(invoice.orderDate)]);
  }
  if (random.chance(0.5)) {
    others.push([pick(labels.due), day(invoice.dueDate)]);
  }
  if (random.chance(0.5)) {
    others.push([pick(labels.customer), invoice.customerNumber]);
  }
  if (random.chance(0.3) && others.length > 0) {
    entries.push(...others.splice(0, 1), dateEntry, ...others);
  } else {
    entries.push(dateEntry, ...others);
  }
  sheet.text(45, 240, title, { bold: true, size: 16 });
  let metaEnd = 250;
  if (invoice.isCreditNote) {
    // Clear of the longest title in 16 pt bold (`Rechnungskorrektur` ends near x 210).
    sheet.text(320, 240, `${pick(labels.corrects)} ${invoice.correctedNumber}`, { size: 8 });
  }
  if (metaPlace === 'left') {
    entries.forEach(([label, value], index) => {
      sheet.text(45, 262 + 13 * index, label);
      sheet.text(170, 262 + 13 * index, value);
    });
    metaEnd = 262 + 13 * entries.length;
  } else if (metaPlace === 'right') {
    const top = sellerPlace === 'right' ? 148 : 100;
    entries.forEach(([label, value], index) => {
      sheet.text(360, top + 13 * index, label);
      sheet.right(550, top + 13 * index, value);
    });
  } else {
    entries.slice(0, 5).forEach(([label, value], index) => {
      sheet.text(45 + 103 * index, 262, label.replace(/\s*:$/u, ''), { bold: true, size: 7 });
      sheet.text(45 + 103 * index, 274, value);
    });
    metaEnd = 280;
  }

  // The items, over pages.
  const heads = pick(labels.headings);
  const rowsStyle = style.items;
  // Drawn only for a family printing net and gross per line, so the others draw as before.
  const gross: GrossTable | undefined =
    rowsStyle?.gross === undefined
      ? undefined
      : grossTable(random, invoice, rowsStyle.gross, style);
  const headings: readonly Heading[] =
    gross === undefined
      ? [
          [45, heads[0]],
          [75, heads[1]],
          [360, heads[2], true],
          [450, heads[3], true],
          [550, heads[4], true],
        ]
      : gross.layout === 'notice'
        ? noticeHeadings(gross.notice)
        : grossHeadings(random, gross.layout, style.language);
  // The carried sum stands under the line amounts (the net ones, beside a gross).
  const carriedEdge = gross === undefined ? 550 : NET_EDGE;
  const tableHead = (page: Sheet, top: number) => {
    page.headings(top, headings);
    page.rule(40, 555, top + 5);
  };
  y = Math.max(metaEnd + 25, 310);
  tableHead(sheet, y);
  y += 20;
  let carried = 0;
  const carriedLabel = pick(labels.carried);
  const newPage = () => {
    sheet = new Sheet(random);
    sheets.push(sheet);
    y = 60;
  };
  const drawRow = (row: TableRow): void => {
    for (const cell of row.cells) {
      const options = {
        ...(cell.isBold === true ? { bold: true } : {}),
        ...(cell.justifyTo === undefined ? {} : { justifyTo: cell.justifyTo }),
      };
      if (cell.isRight === true) {
        sheet.right(cell.x, y, cell.text, options);
      } else {
        sheet.text(cell.x, y, cell.text, options);
      }
    }
  };
  // A family may let a page break fall between an item and its own discount or surcharge row.
  const isBreakBefore = (row: TableRow): boolean =>
    rowsStyle?.around?.breakBeforeAdjustment === true &&
    row.isAdjustment === true &&
    y > LAST_ROW - 90;
  for (const row of itemRows(random, invoice, style.language, rowsStyle, { money, day }, gross)) {
    if (y > LAST_ROW || isBreakBefore(row)) {
      if (rowsStyle?.carried === 'row') {
        drawRow(carriedRow(carriedLabel, money(carried)));
        newPage();
        tableHead(sheet, y);
        y += 20;
        drawRow(carriedRow(carriedLabel, money(carried)));
        y += 15;
      } else {
        sheet.text(300, y + 6, carriedLabel);
        sheet.right(carriedEdge, y + 6, money(carried));
        newPage();
        sheet.text(300, y, carriedLabel);
        sheet.right(carriedEdge, y, money(carried));
        tableHead(sheet, y + 20);
        y += 40;
      }
    }
    drawRow(row);
    carried = round(carried + row.adds);
    y += 15;
  }

  // The totals.
  const rows: [string, string, boolean][] = [];
  if (invoice.allowances.length > 0) {
    rows.push([pick(labels.lineTotal), money(invoice.lineTotal), false]);
    for (const entry of invoice.allowances) {
      rows.push(
        entry.isCharge
          ? [pick(labels.charge), money(entry.amount), false]
          : [`${pick(labels.allowance)} ${entry.reason}`, `-${money(entry.amount)}`, false],
      );
    }
  }
  if (summary === 'lines') {
    if (!invoice.isTaxExempt) {
      rows.push([pick(labels.net), money(invoice.net), false]);
      const taxWord = pick(labels.tax);
      const taxOn = pick(labels.taxOn);
      const isBaseNamed = invoice.taxes.length > 1 && random.chance(0.5);
      for (const tax of invoice.taxes) {
        const base = isBaseNamed ? ` ${taxOn.replace('{base}', money(tax.base))}` : '';
        rows.push([`${taxWord} ${rate(tax.rate)}${base}`, money(tax.amount), false]);
      }
    }
  }
  const afterTotal: [string, string, boolean][] = [
    [pick(labels.total), money(invoice.total), true],
  ];
  if (invoice.prepaid > 0) {
    afterTotal.push([pick(labels.prepaid), `-${money(invoice.prepaid)}`, false]);
    afterTotal.push([pick(labels.amountDue), money(invoice.due), true]);
  }
  const needed = 20 + 14 * (rows.length + afterTotal.length + invoice.taxes.length + 2) + 60;
  if (y + needed > 770) {
    newPage();
  }
  y += 8;
  sheet.rule(300, 555, y);
  y += 16;
  for (const [label, value, isBold] of rows) {
    sheet.text(300, y, label, { bold: isBold });
    sheet.right(550, y, value, { bold: isBold });
    y += 14;
  }
  if (summary === 'breakdown') {
    const head = pick(labels.taxRow);
    y += 6;
    sheet.headings(y, [
      [45, head[0]],
      [250, head[1], true],
      [380, head[2], true],
      [550, head[3], true],
    ]);
    y += 14;
    const taxRows = invoice.taxes.map((tax) => [rate(tax.rate), tax.base, tax.amount] as const);
    for (const [name, base, amount] of taxRows) {
      sheet.text(45, y, name);
      sheet.right(250, y, money(base));
      sheet.right(380, y, money(amount));
      sheet.right(550, y, money(round(base + amount)));
      y += 14;
    }
    if (taxRows.length > 1) {
      sheet.text(45, y, pick(labels.sum), { bold: true });
      sheet.right(250, y, money(invoice.net), { bold: true });
      sheet.right(380, y, money(invoice.tax), { bold: true });
      sheet.right(550, y, money(invoice.total), { bold: true });
      y += 14;
    }
    y += 6;
  }
  for (const [label, value, isBold] of afterTotal) {
    sheet.text(300, y, label, { bold: isBold });
    sheet.right(550, y, value, { bold: isBold });
    y += 14;
  }

  // Notes.
  y += 14;
  const notes: string[] = [];
  if (invoice.isTaxExempt) {
    notes.push(pick(labels.exempt));
  }
  if (invoice.cashDiscountRate > 0 && !invoice.isCreditNote) {
    const discount = round((invoice.due * invoice.cashDiscountRate) / 100);
    notes.push(
      labels.cashDiscount(
        rate(invoice.cashDiscountRate),
        money(discount),
        day(addDays(invoice.date, 10)),
      ),
    );
  }
  if (!invoice.isCreditNote) {
    notes.push(labels.terms(day(invoice.dueDate)));
  }
  for (const note of notes) {
    sheet.text(45, y, note, { size: 8 });
    y += 12;
  }
  if (sellerPlace !== 'footer') {
    sheet.text(45, Math.max(y + 10, 780), pick(labels.bank), { size: 7 });
  }
  sheets.forEach((page, index) => {
    if (sellerPlace === 'footer') {
      footer(page);
    }
    if (sheets.length > 1) {
      page.text(480, 828, labels.page(index + 1, sheets.length), { size: 7 });
    }
  });
  return sheets.map((page) => page.items);
}

/** A table printing each line net and gross: its layout, and the period premiums are for. */
function grossTable(
  random: Random,
  invoice: EuInvoice,
  layouts: NonNullable<ItemStyle['gross']>,
  style: PageStyle,
): GrossTable {
  const layout = random.pick(layouts);
  // A period in figures: in words it would run into the amounts beside it.
  const dayOf = (date: string): string =>
    formatEuDate(date, style.language === 'de' ? 'dotted' : 'slashed', style.language);
  const from = dayOf(invoice.deliveryDate);
  const days = typeof layout === 'string' ? 364 : (layout.days ?? 364);
  const to = dayOf(addDays(invoice.deliveryDate, days));
  if (typeof layout === 'string') {
    return { layout, period: `${from} - ${to}` };
  }
  const period = layout.period?.(from, to) ?? `${from} - ${to}`;
  return { layout: 'notice', period, notice: layout, dates: { from, to, due: from } };
}
