import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A PDF with one page per size, each page saying `page N` (1-based) in its corner. */
export async function makePdf(sizes: ReadonlyArray<[number, number]>): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  sizes.forEach(([width, height], index) => {
    pdf.addPage([width, height]).drawText(`page ${index + 1}`, { x: 10, y: 10, size: 8, font });
  });
  return pdf.save();
}

/** A PDF whose trailer says it is encrypted, as pdf-lib and every reader see it. */
export async function makeEncryptedPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  const text = Buffer.from(await pdf.save({ useObjectStreams: false })).toString('latin1');
  return Buffer.from(text.replace(/trailer\s*<</, 'trailer\n<<\n/Encrypt 1 0 R'), 'latin1');
}

/** The page sizes of a PDF, rounded to whole points. */
export async function pageSizes(bytes: Uint8Array): Promise<Array<[number, number]>> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const { width, height } = page.getSize();
    return [Math.round(width), Math.round(height)];
  });
}

/** A real 40x30 baseline JPEG (made once with ImageMagick). */
export const JPEG_40X30 = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAeACgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAYH/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AiwE01MAAAAAAAAAB/9k=',
  'base64',
);

/** A WebP header: a real format the utilities do not embed. */
export const WEBP_HEADER = Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1');

/** A multipart body as fetch would send it, for `app.inject`. */
export async function multipart(
  jsonData: unknown,
  files: ReadonlyArray<{ name: string; bytes: Uint8Array; type?: string }>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  if (jsonData !== undefined) {
    form.append('json_data', typeof jsonData === 'string' ? jsonData : JSON.stringify(jsonData));
  }
  for (const file of files) {
    form.append(
      'file',
      new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
