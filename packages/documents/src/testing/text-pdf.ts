import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** A line of text placed on a page; `y` is the baseline from the top, in points. */
export type PlacedText = {
  text: string;
  x: number;
  y: number;
  size?: number;
  bold?: boolean;
  /** Red, green, blue from 0 to 1; black by default. */
  color?: readonly [number, number, number];
};

/** Options of {@link makeTextPdf}. */
export type TextPdfOptions = {
  pages: PlacedText[][];
  title?: string;
  author?: string;
  creationDate?: Date;
  /** Page size in points (default A4). */
  size?: [number, number];
};

/** Builds a real text PDF with pdf-lib (Helvetica, WinAnsi) for tests and benches. */
export async function makeTextPdf(options: TextPdfOptions): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = options.size ?? [595, 842];
  for (const texts of options.pages) {
    const page = pdf.addPage([width, height]);
    for (const placed of texts) {
      page.drawText(placed.text, {
        x: placed.x,
        y: height - placed.y,
        size: placed.size ?? 10,
        font: placed.bold ? bold : regular,
        ...(placed.color === undefined ? {} : { color: rgb(...placed.color) }),
      });
    }
  }
  if (options.title) {
    pdf.setTitle(options.title);
  }
  if (options.author) {
    pdf.setAuthor(options.author);
  }
  pdf.setProducer('folio-tests');
  pdf.setCreationDate(options.creationDate ?? new Date('2024-03-01T10:00:00Z'));
  return pdf.save();
}

/** A PDF of `pageCount` pages of running text (for page limits, timeouts and benches). */
export async function makeLongPdf(pageCount: number, linesPerPage = 45): Promise<Uint8Array> {
  const pages: PlacedText[][] = [];
  for (let page = 1; page <= pageCount; page++) {
    const lines: PlacedText[] = [];
    for (let line = 0; line < linesPerPage; line++) {
      lines.push({
        text: `Page ${page} line ${line + 1}: Factura 2024-${page}-${line} importe 1.234,56 EUR cliente Muñoz`,
        x: 50,
        y: 60 + line * 16,
      });
    }
    pages.push(lines);
  }
  return makeTextPdf({ pages });
}

/** A one-page PDF that only shows an image (a scan: no text layer). */
export async function makeImagePdf(
  png: Uint8Array,
  widthPt: number,
  heightPt: number,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(png);
  const page = pdf.addPage([widthPt, heightPt]);
  page.drawImage(image, { x: 0, y: 0, width: widthPt, height: heightPt });
  return pdf.save();
}
