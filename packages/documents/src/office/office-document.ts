import { DocumentError } from '../errors';
import { type ParseLimits, remainingLimits } from '../limits';
import { readDocx, type WordDocument } from './docx';
import { convertWithLibreOffice } from './libreoffice';

/** Word-processing formats read here. */
export type WordFormat = 'docx' | 'doc' | 'odt' | 'rtf';

const WORD_FORMATS: readonly string[] = ['docx', 'doc', 'odt', 'rtf'];

/**
 * Reads any word-processing document: DOCX directly with mammoth, DOC/ODT/RTF after a
 * LibreOffice conversion to DOCX, so every format gives the same text and HTML.
 */
export async function readWordDocument(
  data: Uint8Array,
  format: WordFormat,
  limits: ParseLimits = {},
): Promise<WordDocument> {
  if (!WORD_FORMATS.includes(format)) {
    throw new DocumentError('UNSUPPORTED_FORMAT', { detail: { format } });
  }
  if (format === 'docx') {
    return readDocx(data, limits);
  }
  const started = Date.now();
  const docx = await convertWithLibreOffice(data, format, 'docx', limits);
  return readDocx(docx, remainingLimits(limits, started));
}
