// Draws invoices described as positioned texts into PDFs with pdf-lib, and wraps page images
// into image-only PDFs (a scan), for generated test and bench corpora (scripts/bench/extract).
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';

/** One text on a page: `top` is its baseline's distance from the page's top, in points. */
export type DrawnText = {
  text: string;
  x: number;
  top: number;
  size?: number;
  bold?: boolean;
  /** `x` is where the text ends instead of where it starts. */
  right?: boolean;
  /**
   * A justified line: its words are spread with equal spaces to end here, each drawn apart (as
   * a word processor writes one), when the text is narrower than that.
   */
  justifyTo?: number;
};

/** A horizontal rule from `x` to `x2` at `top`. */
export type DrawnRule = { rule: true; x: number; x2: number; top: number };

/** What a page holds, in drawing order. */
export type DrawnPage = (DrawnText | DrawnRule)[];

const A4: [number, number] = [595, 842];

/** A text-layer PDF of A4 pages drawn in Helvetica (WinAnsi: Spanish letters, º, ª, €). */
export async function drawPdf(pages: readonly DrawnPage[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const items of pages) {
    const page = pdf.addPage(A4);
    for (const item of items) {
      if ('rule' in item) {
        page.drawLine({
          start: { x: item.x, y: A4[1] - item.top },
          end: { x: item.x2, y: A4[1] - item.top },
          thickness: 0.6,
        });
        continue;
      }
      const face = item.bold === true ? bold : font;
      const size = item.size ?? 9;
      const width = face.widthOfTextAtSize(item.text, size);
      const words = item.text.split(' ');
      if (item.justifyTo !== undefined && words.length > 1 && item.x + width < item.justifyTo) {
        const widths = words.map((word) => face.widthOfTextAtSize(word, size));
        const space =
          (item.justifyTo - item.x - widths.reduce((sum, part) => sum + part, 0)) /
          (words.length - 1);
        let x = item.x;
        words.forEach((word, index) => {
          page.drawText(word, { x, y: A4[1] - item.top, size, font: face });
          x += (widths[index] ?? 0) + space;
        });
        continue;
      }
      page.drawText(item.text, {
        x: item.right === true ? item.x - width : item.x,
        y: A4[1] - item.top,
        size,
        font: face,
      });
    }
  }
  pdf.setCreationDate(new Date(Date.UTC(2024, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2024, 0, 1)));
  return pdf.save();
}

/** A page image of a scan: PNG or JPEG bytes, turned by `skewDegrees` on the page. */
export type ScannedPage = { image: Uint8Array; kind: 'png' | 'jpeg'; skewDegrees: number };

/** An image-only PDF: each image fills an A4 page, slightly turned, with no text layer. */
export async function imagePdf(pages: readonly ScannedPage[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (const scanned of pages) {
    const image =
      scanned.kind === 'png'
        ? await pdf.embedPng(scanned.image)
        : await pdf.embedJpg(scanned.image);
    const page = pdf.addPage(A4);
    // Turned about the page's centre: pdf-lib turns about the image's lower-left corner.
    const radians = (scanned.skewDegrees * Math.PI) / 180;
    const [width, height] = A4;
    const x = width / 2 - (Math.cos(radians) * width) / 2 + (Math.sin(radians) * height) / 2;
    const y = height / 2 - (Math.sin(radians) * width) / 2 - (Math.cos(radians) * height) / 2;
    page.drawImage(image, { x, y, width, height, rotate: degrees(scanned.skewDegrees) });
  }
  pdf.setCreationDate(new Date(Date.UTC(2024, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2024, 0, 1)));
  return pdf.save();
}
