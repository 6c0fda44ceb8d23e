/**
 * Writes a PDF from raw object bodies (object 1 must be the catalog), with a correct xref table.
 * For files pdf-lib will not make: Type-3 fonts without a Unicode map, odd structures.
 */
export function buildRawPdf(objects: readonly string[]): Uint8Array {
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

/** A stream object body. */
export function pdfStream(content: string): string {
  return `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
}

const GLYPHS = 20;

/**
 * A page whose text is drawn with a Type-3 font that has no Unicode map: it looks like text on
 * screen but decodes to control characters, like the TeamGantt invoice of invoices-dev.
 */
export function makeType3GarbagePdf(): Uint8Array {
  const names = Array.from({ length: GLYPHS }, (_, index) => `/g${index + 1}`);
  const codes = Array.from({ length: GLYPHS }, (_, index) =>
    (index + 1).toString(16).padStart(2, '0'),
  ).join('');
  const content = `BT /F1 14 Tf 72 700 Td <${codes}> Tj 0 -20 Td <${codes}> Tj ET`;
  return buildRawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    pdfStream(content),
    `<< /Type /Font /Subtype /Type3 /FontBBox [0 0 600 700] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << ${names.map((name) => `${name} 6 0 R`).join(' ')} >> /Encoding << /Type /Encoding /Differences [1 ${names.join(' ')}] >> /FirstChar 1 /LastChar ${GLYPHS} /Widths [${Array.from({ length: GLYPHS }, () => '600').join(' ')}] /Resources << >> >>`,
    pdfStream('600 0 0 0 500 700 d1 50 0 450 700 re f'),
  ]);
}
