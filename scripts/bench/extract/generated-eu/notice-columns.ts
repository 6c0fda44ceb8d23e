// Premium and fee notices: an insurer's or a provider's table of covers or charges, each line with
// its net premium, its tax and its gross, over a period or not. Their description column is
// headed by a word no item table uses (`Sparte`, `Risiko`, `Cover`, `Charge`), the columns come
// in several orders (the period left or right of the description, a position or not, the tax
// as an amount or a rate). The line's amount in the answers (BT-131) is the net premium.
import { formatRate, type Language } from './format.ts';
import type { GrossCell, Heading } from './gross-columns.ts';
import { type EuItem, lineAmountOf, round } from './model.ts';

/** What a notice's column holds. */
export type NoticeKind = 'position' | 'text' | 'period' | 'net' | 'tax' | 'rate' | 'gross';

/** A column: what it holds, its heading, its x (the right edge for numbers). */
export type NoticeColumn = readonly [NoticeKind, string, number];

/** One layout of a notice's table, placed so that no heading runs into the next. */
export type Notice = { columns: readonly NoticeColumn[] };

/** The headings of a notice's table. */
export function noticeHeadings(notice: Notice): Heading[] {
  return notice.columns.map(([kind, text, x]) => [x, text, isNumber(kind)] as const);
}

const isNumber = (kind: NoticeKind): boolean =>
  kind === 'net' || kind === 'tax' || kind === 'rate' || kind === 'gross';

/** A line of a notice: every column's cell, the net premium under its heading. */
export function noticeCells(
  notice: Notice,
  item: EuItem,
  texts: { position: string; period: string },
  money: (value: number) => string,
  language: Language,
): GrossCell[] {
  const net = lineAmountOf(item);
  const tax = round((net * item.rate) / 100);
  const textOf: Record<NoticeKind, string> = {
    position: texts.position,
    text: item.description,
    period: texts.period,
    net: money(net),
    tax: money(tax),
    rate: formatRate(item.rate, language, true),
    gross: money(round(net + tax)),
  };
  return notice.columns.map(([kind, , x]) => ({
    x,
    text: textOf[kind],
    ...(isNumber(kind) ? { isRight: true } : {}),
  }));
}
