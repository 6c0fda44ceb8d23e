import { DocumentError } from '../errors';
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
 * Parses a DOCX with mammoth on the calling thread, after a check of its ZIP container (mammoth
 * inflates it in memory): external files are never read, and images are dropped from the HTML to
 * keep it small. Only the reader worker calls this; everyone else calls `readDocx`.
 */
export async function parseDocx(data: Uint8Array): Promise<WordDocument> {
  await checkOfficeContainer(data);
  // Loaded on first use: a worker that never reads DOCX never loads mammoth.
  const { default: mammoth } = await import('mammoth');
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
}
