import { exportLabels } from '../export-labels';
import type { ExportDocument, ExportSource } from '../export-model';

/** A stored value as documents hold it (openapi FieldValue). */
export const field = (value: string | number | null) => ({ value, raw: null, page: 1, box: null });

/** A stored value with where it came from (issue 16); `edited` by a person. */
export const sourced = (
  value: string | number | null,
  provenance: 'e_invoice' | 'text' | 'ocr' | 'manual',
  edited = false,
) => ({ value, raw: null, page: 1, box: null, provenance, ...(edited ? { edited } : {}) });

/**
 * An invoice whose values came from everywhere: the XML, the page text, OCR, a person's edit
 * over an OCR value, and a value of an old result that recorded none.
 */
export const SOURCED_DOCUMENT: ExportDocument = {
  fileName: 'factura-3.pdf',
  state: 'not_verified',
  headers: {
    invoice_number: sourced('F-3', 'e_invoice'),
    total: sourced(130, 'ocr', true),
    issuer: field('Peña S.A.'),
  },
  items: [
    { description: sourced('Tornillos', 'text'), amount: sourced(100, 'ocr') },
    { description: sourced(null, 'text'), amount: sourced(30, 'e_invoice') },
  ],
};

/** Two invoices: one with two lines, one without lines (stored before provenance was recorded). */
export const DOCUMENTS: ExportDocument[] = [
  {
    fileName: 'factura-1.pdf',
    state: 'verified',
    headers: { invoice_number: field('F-1'), total: field(121), issuer: field('ACME, S.L.') },
    items: [
      { description: field('Consultoría "senior"\n(marzo)'), amount: field(100) },
      { description: field('=HYPERLINK("http://evil")'), amount: field(-21) },
    ],
  },
  {
    fileName: 'factura-2.pdf',
    state: 'requires_verification',
    headers: { invoice_number: field('@SUM(A1)'), total: field(null), issuer: field(null) },
    items: [],
  },
];

async function* each<T>(items: readonly T[]): AsyncGenerator<T> {
  for (const item of items) {
    yield await Promise.resolve(item);
  }
}

/** An export source over `documents` with the invoice columns. */
export function sourceOf(
  documents: readonly ExportDocument[] = DOCUMENTS,
  language: 'en' | 'sp' = 'en',
): ExportSource {
  return {
    configName: 'Facturas',
    columns: { headers: ['invoice_number', 'total', 'issuer'], details: ['description', 'amount'] },
    labels: exportLabels(language),
    documents: each(documents),
  };
}

/** Every chunk of a writer, joined. */
export async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) {
    text += chunk;
  }
  return text;
}
