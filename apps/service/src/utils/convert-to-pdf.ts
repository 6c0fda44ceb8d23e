import { AppError } from '@folio/core';
import { attachment } from '@folio/server';

import type { HtmlPrinter } from '../chromium/html-printer';
import type { OfficeConverter } from '../office/office-converter';
import { checkContainerContent, identifyFile } from '../office/office-input';
import { safeStem } from './file-names';
import { imagesToPdf } from './images-to-pdf';
import { loadPdf } from './pdf-input';
import { SPLIT_ZIP_NAME, zipStream, type SplitPart } from './split-pdf';
import { readUpload, type UploadedFile } from './upload';
import type { ServiceHandlers } from '../service-handlers';

/** SPEC §7 default name of one converted file without a usable name. */
const FALLBACK_STEM = 'documento';

/** The office formats that are ZIP containers, inflated under limits before LibreOffice. */
const ZIP_CONTAINERS = new Set(['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp']);

/** The HTML one page may hold, as HTML to PDF takes it (contract `HtmlToPdfRequest`, 5 MiB). */
const MAX_HTML_CHARS = 5 * 1024 * 1024;

/** Files one call converts (contract `ConvertToPdfRequest`). */
export const MAX_CONVERT_FILES = 20;

/** The converters a conversion uses: the warm pools of the host. */
export type Converters = { html: HtmlPrinter; office: OfficeConverter };

/**
 * Converts one uploaded file to PDF by what its bytes are (see `identifyFile`): a PDF passes
 * through unchanged once it opens; JPEG, PNG, WebP and TIFF become pages of their size (the
 * images-to-PDF utility); office documents, text, Markdown and CSV go to the warm LibreOffice
 * (text decoded from its encoding first); HTML is printed by the warm Chromium. Refusals name
 * the file: empty FILE_VALIDATION_ERROR, another type UNSUPPORTED_MEDIA_TYPE, unreadable,
 * damaged, encrypted or too slow FILE_PROCESSING_ERROR, a zip bomb ZIP_READ_ERROR.
 */
export async function convertToPdf(
  file: UploadedFile,
  converters: Converters,
): Promise<Uint8Array> {
  const kind = await identifyFile(file);
  try {
    switch (kind.kind) {
      case 'pdf':
        await loadPdf(file);
        return file.bytes;
      case 'image':
        return await imagesToPdf([file], 'fit');
      case 'html':
        if (kind.text.length > MAX_HTML_CHARS) {
          throw new AppError('PAYLOAD_TOO_LARGE', {
            message: `${file.name} holds ${kind.text.length} characters of HTML`,
            detail: { file: file.name, maxBytes: MAX_HTML_CHARS },
          });
        }
        return await converters.html.print(kind.text, { pageSize: 'a4', landscape: false });
      case 'text':
        return await converters.office.toPdf(
          `documento.${kind.extension}`,
          new Uint8Array(Buffer.from(kind.text, 'utf8')),
        );
      case 'office':
        if (ZIP_CONTAINERS.has(kind.extension)) {
          await checkContainerContent(file);
        }
        return await converters.office.toPdf(`documento.${kind.extension}`, file.bytes);
    }
  } catch (error) {
    throw asFileError(error, file.name);
  }
}

/**
 * The call's failures under this call's codes (contract `convertToPdf`: a file that cannot be
 * read is FILE_PROCESSING_ERROR), naming the caller's file rather than the converter's copy.
 */
function asFileError(error: unknown, file: string): unknown {
  if (!(error instanceof AppError)) {
    return error;
  }
  const detail: Record<string, unknown> = { ...(error.detail as object | undefined), file };
  const isUnreadable =
    error.code === 'PDF_PROCESSING_ERROR' ||
    (error.code === 'FILE_VALIDATION_ERROR' && detail['reason'] !== 'empty');
  const code = isUnreadable ? 'FILE_PROCESSING_ERROR' : error.code;
  return new AppError(code, { message: error.message, detail, cause: error.cause ?? error });
}

/** `<name>.pdf` for each upload, ` (2)`, ` (3)`... added to a name already taken. */
export function convertedNames(files: readonly UploadedFile[]): string[] {
  const taken = new Set<string>();
  return files.map((file) => {
    const stem = safeStem(file.name, /\.[a-z0-9]{1,8}$/i, FALLBACK_STEM);
    let name = `${stem}.pdf`;
    for (let copy = 2; taken.has(name.toLowerCase()); copy++) {
      name = `${stem} (${copy}).pdf`;
    }
    taken.add(name.toLowerCase());
    return name;
  });
}

/**
 * Converts every upload before answering, so that a bad file fails the call with its own code;
 * the pools run them side by side as far as their sizes allow. The first failure, in upload
 * order, is the one reported.
 */
export async function convertAll(
  files: readonly UploadedFile[],
  converters: Converters,
): Promise<SplitPart[]> {
  const results = await Promise.allSettled(files.map((file) => convertToPdf(file, converters)));
  const names = convertedNames(files);
  return results.map((result, index) => {
    if (result.status === 'rejected') {
      throw result.reason;
    }
    return { name: names[index] as string, bytes: result.value };
  });
}

/**
 * `convertToPdf`: one upload answers its PDF (`<name>.pdf`), several a ZIP of PDFs
 * (`archivos.zip`) streamed to the client. The pools are read per call, so the handler can be
 * listed before they start.
 */
export function convertToPdfHandler(converters: Converters): ServiceHandlers['convertToPdf'] {
  return async (request, reply) => {
    const { files } = await readUpload(request, 'convertToPdf', { maxFiles: MAX_CONVERT_FILES });
    const parts = await convertAll(files, converters);
    const [only] = parts;
    if (parts.length === 1 && only) {
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(only.name))
        .send(Buffer.from(only.bytes.buffer, only.bytes.byteOffset, only.bytes.byteLength));
    }
    async function* entries(): AsyncGenerator<SplitPart> {
      yield* parts;
    }
    return reply
      .type('application/zip')
      .header('content-disposition', attachment(SPLIT_ZIP_NAME))
      .send(zipStream(entries()));
  };
}
