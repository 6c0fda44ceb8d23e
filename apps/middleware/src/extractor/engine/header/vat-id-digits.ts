// A European VAT id written in groups (`GB 265 7201 12`, `DE 123 456 789`, `FR83 173442809`,
// `ATU12345678`, `CHE-123.456.789`): its country prefix and eight or more digits, no decimal
// comma. Its first group is no amount: after a bare `VAT:` label (a VAT id's label, as a tax
// amount's) the `265` of `GB 265 7201 12` was read as the invoice's VAT (probe 5, an ERP's
// customer block and footer).
import type { AmountMatch } from '@folio/core';

const COUNTRY =
  '(?:AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|GB|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI|CHE)';
const VAT_ID = new RegExp(`^${COUNTRY}[\\s-]?U?[\\dA-Z]{0,2}[\\d .-]*\\d[A-Z\\d]{0,3}$`, 'u');

/** Whether `amount` stands inside a VAT id written with its country prefix in `text`. */
export function isInsideVatId(text: string, amount: AmountMatch): boolean {
  // The run of capitals, digits, spaces, dots and dashes around the amount.
  const before = /[A-Z\d .-]*$/u.exec(text.slice(0, amount.start))?.[0] ?? '';
  const after = /^[A-Z\d .-]*/u.exec(text.slice(amount.end))?.[0] ?? '';
  const run = `${before}${text.slice(amount.start, amount.end)}${after}`.trim();
  return VAT_ID.test(run) && !run.includes(',') && run.replace(/\D/gu, '').length >= 8;
}
