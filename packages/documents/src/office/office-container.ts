import { DocumentError } from '../errors';
import type { ParseLimits } from '../limits';
import { listZip } from '../zip/read-zip';
import type { ZipLimits } from '../zip/zip-limits';

// Office files are ZIPs of XML that their readers inflate in memory: many small parts are
// normal, XML compresses well, embedded files are normal; the total is what must stay small.
const OFFICE_ZIP_LIMITS: ZipLimits = {
  maxFiles: 10_000,
  maxTotalBytes: 256 * 1024 * 1024,
  maxRatio: 1_000,
  allowNested: true,
  checkNames: false,
};

/**
 * Checks an office file's ZIP container (central directory only) before a reader inflates it in
 * memory: a zip bomb dressed as a DOCX or XLSX fails with a `ZIP_*` code, not by exhausting
 * memory; bytes that are no ZIP at all are `DOCUMENT_UNREADABLE`.
 */
export async function checkOfficeContainer(data: Uint8Array, limits: ParseLimits): Promise<void> {
  if (data.length === 0) {
    throw new DocumentError('DOCUMENT_EMPTY', { message: 'the document has no bytes' });
  }
  try {
    await listZip(data, { ...OFFICE_ZIP_LIMITS, ...limits });
  } catch (error) {
    if (error instanceof DocumentError && error.code === 'ZIP_READ_ERROR') {
      throw new DocumentError('DOCUMENT_UNREADABLE', {
        message: `not a readable office file: ${error.message}`,
        cause: error,
      });
    }
    throw error;
  }
}
