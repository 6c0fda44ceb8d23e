import { DocumentError } from '../errors';
import type { ParseLimits } from '../limits';
import { runTool } from '../tools/run-tool';

/** What poppler's `pdftoppm` can write: JPEG and PNG for previews, raw PPM and PGM for OCR. */
export type PdftoppmFormat = 'jpeg' | 'png' | 'ppm' | 'pgm';

/** Renders one page with `pdftoppm`, the PDF on standard input and the image on standard output. */
export async function renderWithPdftoppm(
  data: Uint8Array,
  pageNumber: number,
  settings: { dpi: number; format: PdftoppmFormat; quality: number },
  limits: ParseLimits,
): Promise<Uint8Array> {
  const page = String(pageNumber);
  const args = ['-q', '-f', page, '-l', page, '-singlefile', '-r', String(settings.dpi)];
  if (settings.format === 'jpeg') {
    args.push('-jpeg', '-jpegopt', `quality=${Math.round(settings.quality)}`);
  } else if (settings.format === 'png') {
    args.push('-png');
  } else if (settings.format === 'pgm') {
    args.push('-gray');
  }
  args.push('-');
  try {
    const { stdout } = await runTool('pdftoppm', args, {
      ...limits,
      input: data,
      failureCode: 'CONVERSION_FAILED',
    });
    if (stdout.length === 0) {
      throw new DocumentError('CONVERSION_FAILED', { message: 'pdftoppm wrote no image' });
    }
    return new Uint8Array(stdout.buffer, stdout.byteOffset, stdout.length);
  } catch (error) {
    const stderr = error instanceof DocumentError ? error.detail.stderr : undefined;
    if (typeof stderr === 'string' && /password/iu.test(stderr)) {
      throw new DocumentError('PDF_ENCRYPTED', { message: 'the PDF is protected by a password' });
    }
    throw error;
  }
}
