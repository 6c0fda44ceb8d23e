// Premium and fee notices: an insurer's or a provider's table of covers or charges, each line with
// its net premium, its tax and its gross, over a period or not. Their description column is
// headed by a word no item table uses (`Sparte`, `Risiko`, `Cover`, `Charge`), the columns come
// in several orders (the period left or right of the description, a position or not, the tax
// as an amount or a rate). The line's amount in the answers (BT-131) is the net premium.
// French notices (`avis-family.ts`) add a contract or file reference per line, the period as
// two dates (`Du | Au`) or a due date (`Échéance`).
import type { Random } from '../generated-es/random.ts';
import { formatRate, type Language } from './format.ts';
import type { GrossCell, Heading } from './gross-columns.ts';
import { type EuItem, lineAmountOf, round } from './model.ts';

/** What a notice's column holds. */
export type NoticeKind =
  | 'position'
  | 'reference'
  | 'text'
  | 'period'
  | 'from'
  | 'to'
  | 'due'
  | 'net'
  | 'tax'
  | 'rate'
  | 'gross';

/** A column: what it holds, its heading, its x (the right edge for numbers). */
export type NoticeColumn = readonly [NoticeKind, string, number];

/**
 * One layout of a notice's table, placed so that no heading runs into the next; `days` is how
 * long its period runs (a year when unset), `period` writes it from its two dates (`a - b` when
 * unset), `reference` draws a line's contract or file number (for a `reference` column).
 */
export type Notice = {
  columns: readonly NoticeColumn[];
  days?: number;
  period?: (from: string, to: string) => string;
  reference?: (random: Random) => string;
};

/** What a notice's line prints besides its item: position, reference, period and dates. */
export type NoticeTexts = {
  position: string;
  reference: string;
  period: string;
  from: string;
  to: string;
  due: string;
};

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
  texts: NoticeTexts,
  money: (value: number) => string,
  language: Language,
): GrossCell[] {
  const net = lineAmountOf(item);
  const tax = round((net * item.rate) / 100);
  const textOf: Record<NoticeKind, string> = {
    position: texts.position,
    reference: texts.reference,
    text: item.description,
    period: texts.period,
    from: texts.from,
    to: texts.to,
    due: texts.due,
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
