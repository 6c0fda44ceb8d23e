import { AppError } from '@folio/core';
import { attachment } from '@folio/server';
import { PDFDocument } from 'pdf-lib';

import { UTILS_LIMITS } from './limits';
import { copyPagesInto, loadPdf } from './pdf-input';
import { readUpload, type UploadedFile } from './upload';
import type { ServiceHandlers } from '../service-handlers';

/** SPEC §7 default download name of a combined PDF. */
export const COMBINED_PDF_NAME = 'documento.pdf';

/**
 * One PDF with every page of `files`, file after file in the order given. Each file is checked
 * before any page is copied, so a bad file fails the call alone; more than the page limit in
 * all is TOTAL_PAGES_EXCEEDED.
 */
export async function combinePdfs(files: readonly UploadedFile[]): Promise<Uint8Array> {
  const sources: Array<{ file: UploadedFile; document: PDFDocument }> = [];
  let total = 0;
  for (const file of files) {
    const document = await loadPdf(file);
    total += document.getPageCount();
    if (total > UTILS_LIMITS.maxPages) {
      throw new AppError('TOTAL_PAGES_EXCEEDED', {
        message: `combined PDF over ${UTILS_LIMITS.maxPages} pages`,
        detail: { total, max: UTILS_LIMITS.maxPages },
      });
    }
    sources.push({ file, document });
  }
  const combined = await PDFDocument.create();
  for (const { file, document } of sources) {
    await copyPagesInto(combined, document, document.getPageIndices(), file.name);
  }
  return combined.save();
}

/** `combinePdfs`: the uploaded PDFs as one `documento.pdf`. */
export const combinePdfsHandler: ServiceHandlers['combinePdfs'] = async (request, reply) => {
  const { files } = await readUpload(request, 'combinePdfs', { maxFiles: UTILS_LIMITS.maxFiles });
  const pdf = await combinePdfs(files);
  return reply
    .type('application/pdf')
    .header('content-disposition', attachment(COMBINED_PDF_NAME))
    .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
};
