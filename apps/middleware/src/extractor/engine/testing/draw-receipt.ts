// Draws a generated receipt (scripts/bench/extract/generated-receipts) as a till prints it: a narrow
// strip of monospace lines (Courier) on an A4 page,
// as a receipt lies on a scanner's glass, the shop's name sometimes in a large "logo" face, and
// the ink of a faded thermal print when asked.
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** The faces a receipt uses: the till's monospace, its bold, and two logo faces. */
export type Face = 'mono' | 'monoBold' | 'logoSans' | 'logoSerif';

/** One printed text: `top` is its baseline's distance from the page's top, in points. */
export type PrintedText = {
  text: string;
  x: number;
  top: number;
  size: number;
  face: Face;
  /** Where `x` is: the text's start, end, or middle. */
  align: 'left' | 'right' | 'center';
};

const A4: [number, number] = [595, 842];

const FONTS: Record<Face, StandardFonts> = {
  mono: StandardFonts.Courier,
  monoBold: StandardFonts.CourierBold,
  logoSans: StandardFonts.HelveticaBold,
  logoSerif: StandardFonts.TimesRomanBold,
};

/** A one-page PDF of the printed texts; `ink` is their grey (0 black, a faded print about 0.5). */
export async function drawReceiptPdf(
  texts: readonly PrintedText[],
  ink: number,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage(A4);
  const fonts = new Map<Face, Awaited<ReturnType<typeof pdf.embedFont>>>();
  for (const [face, name] of Object.entries(FONTS) as [Face, StandardFonts][]) {
    fonts.set(face, await pdf.embedFont(name));
  }
  for (const item of texts) {
    const font = fonts.get(item.face);
    if (font === undefined) {
      continue;
    }
    const width = font.widthOfTextAtSize(item.text, item.size);
    const shift = item.align === 'right' ? width : item.align === 'center' ? width / 2 : 0;
    page.drawText(item.text, {
      x: item.x - shift,
      y: A4[1] - item.top,
      size: item.size,
      font,
      color: rgb(ink, ink, ink),
    });
  }
  pdf.setCreationDate(new Date(Date.UTC(2024, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2024, 0, 1)));
  return pdf.save();
}
