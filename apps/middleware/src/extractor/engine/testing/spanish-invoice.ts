// Spanish invoices generated with pdf-lib for tests ("Factura nº", "NIF", "Base imponible",
// "IVA 21%", a "Concepto Cantidad Precio Importe" table), so Spanish stays honest without
// shipping real documents.
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';

/** One line item of a generated invoice. */
export type SpanishItem = { concept: string; detail?: string; quantity: number; price: number };

/** Options of {@link makeSpanishInvoice}. */
export type SpanishInvoiceOptions = {
  items?: SpanishItem[];
  /** Items on the first page; the rest continue on a second page without a repeated header. */
  itemsOnFirstPage?: number;
  /** Income tax withheld (Spanish IRPF), in percent of the base: `Retención IRPF 15%`. */
  withholdingPercent?: number;
  /** An XML attached as a Factur-X/ZUGFeRD file (`factur-x.xml`). */
  attachedXml?: string;
};

/** The items of the default invoice: 600,00 + 1.200,00 + 91,00 = 1.891,00 net. */
export const DEFAULT_ITEMS: SpanishItem[] = [
  { concept: 'Consultoría técnica', detail: '(marzo de 2024)', quantity: 10, price: 60 },
  { concept: 'Licencia anual software', quantity: 1, price: 1200 },
  { concept: 'Soporte remoto', quantity: 2, price: 45.5 },
];

/** `1.234,56 €`: how Spanish invoices write amounts. */
export function euros(value: number): string {
  const [integer = '0', decimals = '00'] = value.toFixed(2).split('.');
  return `${integer.replace(/\B(?=(\d{3})+(?!\d))/gu, '.')},${decimals} €`;
}

type Writer = { page: PDFPage; font: PDFFont; bold: PDFFont };

function write(
  writer: Writer,
  text: string,
  x: number,
  top: number,
  options: { bold?: boolean; right?: boolean } = {},
): void {
  const font = options.bold === true ? writer.bold : writer.font;
  const size = 10;
  const width = font.widthOfTextAtSize(text, size);
  writer.page.drawText(text, {
    x: options.right === true ? x - width : x,
    y: writer.page.getHeight() - top,
    size,
    font,
  });
}

const COLUMNS = { concept: 50, quantity: 330, price: 430, amount: 530 };

function writeItem(writer: Writer, item: SpanishItem, top: number): number {
  write(writer, item.concept, COLUMNS.concept, top);
  write(writer, String(item.quantity), COLUMNS.quantity, top, { right: true });
  write(writer, euros(item.price), COLUMNS.price, top, { right: true });
  write(writer, euros(item.quantity * item.price), COLUMNS.amount, top, { right: true });
  if (item.detail !== undefined) {
    write(writer, item.detail, COLUMNS.concept, top + 13);
    return top + 32;
  }
  return top + 20;
}

/**
 * A one- or two-page Spanish invoice: ACME Soluciones S.L. to Distribuciones García S.A.,
 * "Factura nº F-2024/0157", dated 5 de marzo de 2024, IVA 21 %.
 */
export async function makeSpanishInvoice(options: SpanishInvoiceOptions = {}): Promise<Uint8Array> {
  const items = options.items ?? DEFAULT_ITEMS;
  const firstPageCount = options.itemsOnFirstPage ?? items.length;
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let writer: Writer = { page: pdf.addPage([595, 842]), font, bold };

  write(writer, 'ACME Soluciones S.L.', 50, 60, { bold: true });
  write(writer, 'C/ Mayor 12, 28013 Madrid', 50, 75);
  write(writer, 'NIF: B12345678', 50, 90);
  write(writer, 'FACTURA', 400, 60, { bold: true });
  write(writer, 'Factura nº: F-2024/0157', 400, 80);
  write(writer, 'Fecha: 5 de marzo de 2024', 400, 95);
  write(writer, 'Vencimiento: 04/04/2024', 400, 110);
  write(writer, 'Cliente:', 50, 150, { bold: true });
  write(writer, 'Distribuciones García S.A.', 50, 165);
  write(writer, 'NIF: A87654321', 50, 180);
  write(writer, 'Calle Sol 3, 41001 Sevilla', 50, 195);

  write(writer, 'Concepto', COLUMNS.concept, 240, { bold: true });
  write(writer, 'Cantidad', COLUMNS.quantity, 240, { bold: true, right: true });
  write(writer, 'Precio', COLUMNS.price, 240, { bold: true, right: true });
  write(writer, 'Importe', COLUMNS.amount, 240, { bold: true, right: true });
  let top = 262;
  items.forEach((item, index) => {
    if (index === firstPageCount) {
      writer = { page: pdf.addPage([595, 842]), font, bold };
      top = 60;
    }
    top = writeItem(writer, item, top);
  });

  const net = items.reduce((sum, item) => sum + item.quantity * item.price, 0);
  const tax = Math.round(net * 21) / 100;
  top += 20;
  write(writer, 'Base imponible', 380, top);
  write(writer, euros(net), COLUMNS.amount, top, { right: true });
  write(writer, 'IVA 21%', 380, top + 16);
  write(writer, euros(tax), COLUMNS.amount, top + 16, { right: true });
  let totalTop = top + 32;
  let withheld = 0;
  if (options.withholdingPercent !== undefined) {
    withheld = Math.round(net * options.withholdingPercent) / 100;
    write(writer, `Retención IRPF ${options.withholdingPercent}%`, 380, totalTop);
    write(writer, `-${euros(withheld)}`, COLUMNS.amount, totalTop, { right: true });
    totalTop += 16;
  }
  write(writer, 'Total', 380, totalTop, { bold: true });
  write(writer, euros(net + tax - withheld), COLUMNS.amount, totalTop, { bold: true, right: true });
  write(
    writer,
    'Forma de pago: transferencia bancaria. IBAN: ES91 2100 0418 4502 0005 1332',
    50,
    top + 70,
  );

  if (options.attachedXml !== undefined) {
    await pdf.attach(new TextEncoder().encode(options.attachedXml), 'factur-x.xml', {
      mimeType: 'text/xml',
      description: 'Factur-X',
    });
  }
  return pdf.save();
}

/** The configuration a Spanish user writes for it: Spanish names, Spanish detail texts. */
export const SPANISH_CONFIGURATION = {
  attributes: [
    { name: 'numero_factura', type: 'simple', placement: 'header', detail: 'Factura nº' },
    { name: 'fecha', type: 'date', placement: 'header' },
    { name: 'emisor', type: 'simple', placement: 'header' },
    { name: 'nif_emisor', type: 'simple', placement: 'header' },
    { name: 'base_imponible', type: 'number', placement: 'header' },
    { name: 'iva', type: 'number', placement: 'header' },
    { name: 'total', type: 'number', placement: 'header' },
    { name: 'moneda', type: 'simple', placement: 'header' },
    { name: 'vencimiento', type: 'date', placement: 'header' },
    { name: 'concepto', type: 'text', placement: 'detail' },
    { name: 'cantidad', type: 'number', placement: 'detail' },
    { name: 'precio', type: 'number', placement: 'detail' },
    { name: 'importe', type: 'number', placement: 'detail' },
  ],
} as const;
