import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** A PDF of invoices-dev with its labelled header fields (invoice number, total). */
export type LabelledInvoice = {
  name: string;
  pdfPath: string;
  invoiceNumbers?: string[];
  total?: number;
};

/** The header fields this check scores. */
export type HeaderField = 'invoiceNumber' | 'total';

type AnswerFile = { doc?: unknown; header?: { invoice_number?: unknown; total?: unknown } };

/** Loads the answer files of a corpus folder; `pdfDir` holds the PDFs (raster copies live apart). */
export function loadLabelledInvoices(corpusDir: string, pdfDir = corpusDir): LabelledInvoice[] {
  const gtDir = join(corpusDir, 'gt');
  const pdfs = new Set(readdirSync(pdfDir));
  return readdirSync(gtDir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const answer = JSON.parse(readFileSync(join(gtDir, file), 'utf8')) as AnswerFile;
      const doc = typeof answer.doc === 'string' ? answer.doc : `${basename(file, '.json')}.pdf`;
      if (!pdfs.has(doc)) {
        return [];
      }
      const numbers = answer.header?.invoice_number;
      const total = answer.header?.total;
      const invoice: LabelledInvoice = { name: doc, pdfPath: join(pdfDir, doc) };
      if (typeof numbers === 'string' || Array.isArray(numbers)) {
        invoice.invoiceNumbers = [numbers]
          .flat()
          .filter((value): value is string => typeof value === 'string');
      }
      if (typeof total === 'number') {
        invoice.total = total;
      }
      return [invoice];
    });
}

// Labels in the corpus languages (English, Spanish, German, French, Dutch) and Spanish ones the
// product also meets. General words, not per-supplier rules.
const LABELS: Record<HeaderField, RegExp> = {
  // Word starts, for compounds (Rechnungsnr., Factuurnummer), and a few short words.
  invoiceNumber:
    /\b(invoice|factu|rechnung|receipt|recibo|beleg|quittung|number|nummer|num[ée]ro|referen)|\b(nr|no|id|ref)\b|n[º°]|#/iu,
  total:
    /\b(total|gesamt|summe|totaal|montant|amount|importe|betrag|bedrag|due|paid|pagar|charged)|zu zahlen|te betalen/iu,
};

/** invoices-dev README: upper-case, drop white space and `- / . # :`, drop leading zeros. */
export function normaliseIdentifier(value: string): string {
  return value
    .toUpperCase()
    .replace(/[\s\-/.#:]/gu, '')
    .replace(/^0+/u, '');
}

const AMOUNT = /\d{1,3}(?:[.,\s]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?/gu;

/** The amounts written in a line (README rules: the last `,` or `.` before two digits is decimal). */
export function amountsIn(line: string): number[] {
  return [...line.matchAll(AMOUNT)].map(([token]) => {
    const decimal = /[.,](\d{2})$/u.exec(token);
    const integer = (decimal ? token.slice(0, -3) : token).replace(/[.,\s]/gu, '');
    return Number(decimal ? `${integer}.${decimal[1] ?? '00'}` : integer);
  });
}

/** Whether a line shows the labelled value of a field. */
export function showsValue(line: string, field: HeaderField, invoice: LabelledInvoice): boolean {
  if (field === 'total') {
    const total = invoice.total;
    return (
      total !== undefined && amountsIn(line).some((amount) => Math.abs(amount - total) < 0.005)
    );
  }
  const normalised = normaliseIdentifier(line);
  return (invoice.invoiceNumbers ?? []).some((number) => {
    const wanted = normaliseIdentifier(number);
    return wanted !== '' && normalised.includes(wanted);
  });
}

/**
 * The check the extractor depends on: some line shows the value, and that line or the line
 * right before it carries a label for the field.
 */
export function isValueBesideLabel(
  lines: readonly string[],
  field: HeaderField,
  invoice: LabelledInvoice,
): boolean {
  return lines.some((line, index) => {
    if (!showsValue(line, field, invoice)) {
      return false;
    }
    const previous = index > 0 ? (lines[index - 1] ?? '') : '';
    return LABELS[field].test(line) || LABELS[field].test(previous);
  });
}

/** Scores a set of read invoices: labelled fields, fields found beside a label, and misses. */
export function scoreInvoices(read: readonly { invoice: LabelledInvoice; lines: string[] }[]): {
  labelled: number;
  found: number;
  misses: string[];
} {
  let labelled = 0;
  let found = 0;
  const misses: string[] = [];
  for (const { invoice, lines } of read) {
    const fields: HeaderField[] = [];
    if (invoice.invoiceNumbers?.length) {
      fields.push('invoiceNumber');
    }
    if (invoice.total !== undefined) {
      fields.push('total');
    }
    for (const field of fields) {
      labelled += 1;
      if (isValueBesideLabel(lines, field, invoice)) {
        found += 1;
      } else {
        misses.push(`${invoice.name}: ${field}`);
      }
    }
  }
  return { labelled, found, misses };
}
