// A deliberately inconsistent copy of an invoice: its total changed in one place of its text.
import type { MissionDocument } from '../../../../apps/middleware/src/chatbot/missions/mission-input.ts';
import { findAmounts } from '../../../../packages/core/src/extraction/amounts.ts';
import { findDates } from '../../../../packages/core/src/extraction/dates.ts';

/** The copy, and where the change is: a digit at `at` of page `page`. */
export type TamperedCopy = {
  document: MissionDocument;
  page: number;
  at: number;
  original: string;
  changed: string;
};

// Words that name an invoice's total in the languages of invoices-dev, on the amount's line or
// the line above it (a table's label column). The bench's own list, not the mission's labels: the
// place changed must not depend on what the mission reads.
const TOTAL_WORDS =
  /total|totaal|gesamt|summe|rechnungsbetrag|zahlbetrag|endbetrag|ttc|net [aà] payer|amount due|balance due|a pagar/iu;

/**
 * The document with its total changed in one place ('518,99' -> '618,99': the first digit raised
 * by one, 9 becoming 1, so the format stays and the value moves by a whole unit or more). The
 * place is the last one where the amount stands by a word naming a total, else the last place it
 * is written; undefined when the amount is nowhere in the text (OCR misread it, or it is not
 * printed).
 */
export function tamperTotal(document: MissionDocument, total: number): TamperedCopy | undefined {
  const places = document.pages.flatMap((page) =>
    findAmounts(page.text, findDates(page.text))
      .filter(
        (amount) =>
          (amount.hasDecimals || amount.currency !== undefined) &&
          Math.abs(Math.abs(amount.value) - Math.abs(total)) < 0.005,
      )
      .map((amount) => ({ page, amount })),
  );
  const place =
    places
      .filter(({ page, amount }) => TOTAL_WORDS.test(linesBefore(page.text, amount.start)))
      .at(-1) ?? places.at(-1);
  if (!place) {
    return undefined;
  }
  const { page, amount } = place;
  const original = page.text.slice(amount.start, amount.end);
  const offset = original.search(/\d/u);
  const digit = Number(original[offset]);
  const changed = `${original.slice(0, offset)}${digit === 9 ? 1 : digit + 1}${original.slice(offset + 1)}`;
  const text = `${page.text.slice(0, amount.start)}${changed}${page.text.slice(amount.end)}`;
  return {
    document: {
      ...document,
      pages: document.pages.map((other) => (other === page ? { ...page, text } : other)),
    },
    page: page.page,
    at: amount.start + offset,
    original,
    changed,
  };
}

/** The text of the line holding `offset`, up to it, and of the line above. */
function linesBefore(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1);
  const previousStart = lineStart <= 0 ? 0 : text.lastIndexOf('\n', lineStart - 1) + 1;
  return text.slice(previousStart, offset);
}
