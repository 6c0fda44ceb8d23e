import { AppError } from '@folio/core';
import { DEFAULT_MAX_IMAGE_PIXELS } from '@folio/documents';
import type { RouteHandlerMethod } from 'fastify';
import { PDFDocument, PageSizes, type PDFImage } from 'pdf-lib';

import { attachment } from './content-disposition';
import { UTILS_LIMITS } from './limits';
import { readUpload, type UploadedFile } from './upload';

/** SPEC §7 default download name of images made into a PDF. */
export const IMAGES_PDF_NAME = 'imagen.pdf';

/** `fit`: each page the size of its image; `a4`: each image scaled onto an A4 page. */
export type PageSize = 'fit' | 'a4';

/** The largest page side PDF readers accept (ISO 32000, 200 inches). */
const MAX_SIDE = 14_400;
/** The margin around an image on an A4 page, in points. */
const A4_MARGIN = 28;

type ImageKind = 'jpeg' | 'png';

/**
 * One PDF with a page per image, in the order given. JPEG and PNG are embedded as they are
 * (WebP, TIFF and the rest are UNSUPPORTED_MEDIA_TYPE); an empty file or an image that does not
 * decode is FILE_VALIDATION_ERROR, one over the pixel limit too, each naming the file.
 */
export async function imagesToPdf(
  files: readonly UploadedFile[],
  pageSize: PageSize,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (const file of files) {
    const image = await embedImage(pdf, file);
    if (image.width * image.height > DEFAULT_MAX_IMAGE_PIXELS) {
      throw new AppError('FILE_VALIDATION_ERROR', {
        message: `${file.name} is ${image.width}x${image.height} pixels`,
        detail: { file: file.name, reason: 'too-many-pixels', maxPixels: DEFAULT_MAX_IMAGE_PIXELS },
      });
    }
    if (pageSize === 'fit') {
      // One pixel one point (72 dpi), scaled down only past the largest page a reader opens.
      const scale = Math.min(1, MAX_SIDE / Math.max(image.width, image.height));
      const width = image.width * scale;
      const height = image.height * scale;
      pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
    } else {
      const [short, long] = PageSizes.A4;
      const landscape = image.width > image.height;
      const [pageWidth, pageHeight] = landscape ? [long, short] : [short, long];
      const scale = Math.min(
        1,
        (pageWidth - 2 * A4_MARGIN) / image.width,
        (pageHeight - 2 * A4_MARGIN) / image.height,
      );
      const width = image.width * scale;
      const height = image.height * scale;
      pdf.addPage([pageWidth, pageHeight]).drawImage(image, {
        x: (pageWidth - width) / 2,
        y: (pageHeight - height) / 2,
        width,
        height,
      });
    }
  }
  return pdf.save();
}

/** `imagesToPdf`: the uploaded images as one `imagen.pdf`. */
export const imagesToPdfHandler: RouteHandlerMethod = async (request, reply) => {
  const { options, files } = await readUpload(request, { maxFiles: UTILS_LIMITS.maxFiles });
  const pageSize = options['pageSize'] ?? 'fit';
  if (pageSize !== 'fit' && pageSize !== 'a4') {
    throw new AppError('BAD_REQUEST', {
      message: 'pageSize must be fit or a4',
      detail: { field: 'pageSize', allowed: ['fit', 'a4'] },
    });
  }
  const pdf = await imagesToPdf(files, pageSize);
  return reply
    .type('application/pdf')
    .header('content-disposition', attachment(IMAGES_PDF_NAME))
    .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
};

async function embedImage(pdf: PDFDocument, file: UploadedFile): Promise<PDFImage> {
  if (file.bytes.length === 0) {
    throw new AppError('FILE_VALIDATION_ERROR', {
      message: `${file.name} is empty`,
      detail: { file: file.name, reason: 'empty' },
    });
  }
  const kind = sniffImage(file.bytes);
  if (!kind) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: `${file.name} is not a JPEG or PNG image`,
      detail: { file: file.name, expected: ['image/jpeg', 'image/png'] },
    });
  }
  // pdf-lib reads a JPEG through a DataView of the whole underlying buffer, so a view into a
  // larger one (Node's pooled Buffers) is copied to its own first.
  const bytes =
    file.bytes.byteOffset === 0 && file.bytes.byteLength === file.bytes.buffer.byteLength
      ? file.bytes
      : new Uint8Array(file.bytes);
  try {
    return kind === 'jpeg' ? await pdf.embedJpg(bytes) : await pdf.embedPng(bytes);
  } catch (error) {
    throw new AppError('FILE_VALIDATION_ERROR', {
      message: `${file.name} does not decode as ${kind}`,
      detail: { file: file.name, reason: 'corrupt' },
      cause: error,
    });
  }
}

/** The image format by its first bytes, whatever name or type the client gave it. */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, index) => bytes[index] === byte)) {
    return 'png';
  }
  return undefined;
}
