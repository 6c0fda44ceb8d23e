import { PDFDocument } from 'pdf-lib';

/** A blank PDF with one page per size, in points: page sizes tell pages, and their order, apart. */
export async function pdfOfSizes(sizes: Array<[number, number]>): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  sizes.forEach((size) => pdf.addPage(size));
  return pdf.save();
}

/** The page sizes of a PDF, rounded to whole points. */
export async function pageSizes(bytes: Uint8Array): Promise<Array<[number, number]>> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const { width, height } = page.getSize();
    return [Math.round(width), Math.round(height)];
  });
}
