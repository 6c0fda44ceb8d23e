import { DocumentError } from '../errors';
import { type ParseLimits, runWithLimits } from '../limits';
import { checkOfficeContainer } from './office-container';

/** Text and HTML of a word-processing document. */
export type WordDocument = {
  /** Plain text, paragraphs separated by blank lines. */
  text: string;
  /** Semantic HTML (headings, lists, tables, links; no styling). Images are left out. */
  html: string;
  /** What mammoth could not convert (unknown styles...), for logs. */
  warnings: string[];
};

/**
 * Reads a DOCX with mammoth: its plain text and its HTML. The ZIP container is checked against
 * limits first (mammoth inflates it in memory), external files are never read, and images are
 * dropped from the HTML to keep it small. Fails with `DOCUMENT_EMPTY`, `DOCUMENT_UNREADABLE`,
 * a `ZIP_*` code, `DOCUMENT_TIMEOUT` or `DOCUMENT_ABORTED`.
 */
export async function readDocx(data: Uint8Array, limits: ParseLimits = {}): Promise<WordDocument> {
  await checkOfficeContainer(data, limits);
  // Loaded on first use: importing this package stays cheap for callers that never read DOCX.
  const { default: mammoth } = await import('mammoth');
  return runWithLimits(limits, async () => {
    const buffer = Buffer.from(data.buffer, data.byteOffset, data.length);
    try {
      const html = await mammoth.convertToHtml(
        { buffer },
        {
          externalFileAccess: false,
          convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
        },
      );
      const text = await mammoth.extractRawText({ buffer });
      return {
        text: text.value.replace(/\n{3,}/gu, '\n\n').trim(),
        html: html.value.replace(/<img src="" \/>/gu, ''),
        warnings: html.messages.map((message) => message.message),
      };
    } catch (error) {
      throw new DocumentError('DOCUMENT_UNREADABLE', {
        message: `not a readable DOCX: ${error instanceof Error ? error.message : String(error)}`,
        cause: error,
      });
    }
  });
}
