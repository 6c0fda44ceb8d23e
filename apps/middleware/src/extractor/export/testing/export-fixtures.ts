import { exportLabels } from '../export-labels';
import type { ExportDocument, ExportSource } from '../export-model';

/** A stored value as documents hold it (openapi FieldValue). */
export const field = (value: string | number | null) => ({ value, raw: null, page: 1, box: null });

/** Two invoices: one with two lines, one without lines. */
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
