import { PDFDocument } from 'pdf-lib';

/** A real PDF of `pages` pages (pdf-lib). */
export async function makePdf(pages = 1): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pages; page++) {
    pdf.addPage([200, 300]);
  }
  return pdf.save();
}

/** Bytes that start like a PNG: storage only sniffs the signature. */
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

/** A UTF-8 text file. */
export const text = (content: string) => new TextEncoder().encode(content);
