import { attachment } from '@folio/server';

import { safeStem } from './file-names';
import { UTILS_LIMITS } from './limits';
import { loadPdf } from './pdf-input';
import { SPLIT_ZIP_NAME, zipStream, type SplitPart } from './split-pdf';
import { readUpload, type UploadedFile } from './upload';
import type { ServiceHandlers } from '../service-handlers';

/** The name of an entry whose upload has no usable name (SPEC §7 default). */
const FALLBACK_STEM = 'documento';

/**
 * Checks every upload is a readable PDF (see {@link loadPdf}: empty, not a PDF, corrupt,
 * encrypted, over the page limit, each naming the file) before a byte is answered, then names
 * the ZIP entries: the upload's name without folders or unsafe characters, `.pdf` kept, and
 * ` (2)`, ` (3)`... added to a name already taken (compared without case, as Windows does).
 */
export async function planPdfsZip(files: readonly UploadedFile[]): Promise<SplitPart[]> {
  for (const file of files) {
    await loadPdf(file);
  }
  const taken = new Set<string>();
  return files.map((file) => {
    const stem = safeStem(file.name, /\.pdf$/i, FALLBACK_STEM);
    let name = `${stem}.pdf`;
    for (let copy = 2; taken.has(name.toLowerCase()); copy++) {
      name = `${stem} (${copy}).pdf`;
    }
    taken.add(name.toLowerCase());
    return { name, bytes: file.bytes };
  });
}

/** `pdfsToZip`: the uploaded PDFs, unchanged, streamed in one `archivos.zip`. */
export const pdfsToZipHandler: ServiceHandlers['pdfsToZip'] = async (request, reply) => {
  const { files } = await readUpload(request, 'pdfsToZip', { maxFiles: UTILS_LIMITS.maxFiles });
  const parts = await planPdfsZip(files);
  async function* entries(): AsyncGenerator<SplitPart> {
    yield* parts;
  }
  return reply
    .type('application/zip')
    .header('content-disposition', attachment(SPLIT_ZIP_NAME))
    .send(zipStream(entries()));
};
