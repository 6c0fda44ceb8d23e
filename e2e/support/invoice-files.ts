// Generated invoices as users send them to the extractor: one-page Spanish PDFs and a ZIP of
// them, and the configuration that reads them. Free of vitest, so benches use them too.
import type { MiddlewareComponents } from '@folio/sdk';
import { zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** The invoice configuration: four header fields (one free text) and two detail fields. */
export const INVOICE_ATTRIBUTES: MiddlewareComponents['schemas']['Attribute'][] = [
  {
    name: 'invoice_number',
    type: 'simple',
    placement: 'header',
    detail: 'Factura nº',
    required: false,
  },
  { name: 'fecha', type: 'date', placement: 'header', required: false },
  { name: 'total', type: 'number', placement: 'header', required: false },
  { name: 'notes', type: 'text', placement: 'header', detail: 'Observaciones', required: false },
  { name: 'concepto', type: 'text', placement: 'detail', required: false },
  { name: 'importe', type: 'number', placement: 'detail', required: false },
];

/** A one-page Spanish invoice with a two-line table. */
export async function makeInvoicePdf(number: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const write = (text: string, x: number, top: number) =>
    page.drawText(text, { x, y: 842 - top, size: 10, font });
  write('ACME Soluciones S.L.', 50, 60);
  write(`Factura nº: ${number}`, 400, 80);
  write('Fecha: 05/03/2024', 400, 95);
  write('Concepto', 50, 200);
  write('Importe', 480, 200);
  write('Consultoría técnica', 50, 220);
  write('600,00 €', 480, 220);
  write('Soporte remoto', 50, 240);
  write('91,00 €', 480, 240);
  write('Total', 380, 280);
  write('691,00 €', 480, 280);
  return pdf.save();
}

/** A ZIP of invoices named `<number>.pdf`, as a user uploads one to a run. */
export async function invoicesZip(numbers: readonly string[]): Promise<File> {
  const entries: Record<string, Uint8Array> = {};
  for (const number of numbers) {
    entries[`${number}.pdf`] = await makeInvoicePdf(number);
  }
  return new File([new Uint8Array(zipSync(entries))], 'facturas.zip', {
    type: 'application/zip',
  });
}
