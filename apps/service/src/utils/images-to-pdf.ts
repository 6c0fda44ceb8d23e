import { AppError } from '@folio/core';
import { DEFAULT_MAX_IMAGE_PIXELS } from '@folio/documents';
import { attachment } from '@folio/server';
import { PDFDocument, PageSizes, type PDFImage } from 'pdf-lib';

import { openImage, type Frame } from './images-to-pdf-frames';
import { UTILS_LIMITS } from './limits';
import { readUpload, type UploadedFile } from './upload';
import type { ServiceHandlers } from '../service-handlers';

/** SPEC §7 default download name of images made into a PDF. */
export const IMAGES_PDF_NAME = 'imagen.pdf';

/** `fit`: each page the size of its image; `a4`: each image scaled onto an A4 page. */
export type PageSize = 'fit' | 'a4';

/** The largest page side PDF readers accept (ISO 32000, 200 inches). */
const MAX_SIDE = 14_400;
/** The margin around an image on an A4 page, in points. */
const A4_MARGIN = 28;

/**
 * One PDF with a page per image, in the order given: JPEG, PNG, WebP, and TIFF with a page per
 * frame (see {@link openImage} for how each is read and refused). Past the page limit, in total,
 * is FILE_TOO_MANY_PAGES.
 */
export async function imagesToPdf(
  files: readonly UploadedFile[],
  pageSize: PageSize,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  let pages = 0;
  for (const file of files) {
    const image = await openImage(file);
    pages += image.pages;
    if (pages > UTILS_LIMITS.maxPages) {
      throw new AppError('FILE_TOO_MANY_PAGES', {
        message: `${file.name} takes the PDF past ${UTILS_LIMITS.maxPages} pages`,
        detail: { file: file.name, pages, max: UTILS_LIMITS.maxPages },
      });
    }
    for (let index = 0; index < image.pages; index++) {
      addImagePage(pdf, await embedFrame(pdf, file, await image.frame(index)), pageSize);
    }
  }
  return pdf.save();
}

/** Adds a page for `image`: its own size (`fit`) or A4, turned for a wide image, centred. */
function addImagePage(pdf: PDFDocument, image: PDFImage, pageSize: PageSize): void {
  if (pageSize === 'fit') {
    // One pixel one point (72 dpi), scaled down only past the largest page a reader opens.
    const scale = Math.min(1, MAX_SIDE / Math.max(image.width, image.height));
    const width = image.width * scale;
    const height = image.height * scale;
    pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
    return;
  }
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

/** `imagesToPdf`: the uploaded images as one `imagen.pdf`. */
export const imagesToPdfHandler: ServiceHandlers['imagesToPdf'] = async (request, reply) => {
  const { options, files } = await readUpload(request, 'imagesToPdf', {
    maxFiles: UTILS_LIMITS.maxFiles,
  });
  const pdf = await imagesToPdf(files, options.pageSize ?? 'fit');
  return reply
    .type('application/pdf')
    .header('content-disposition', attachment(IMAGES_PDF_NAME))
    .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
};

async function embedFrame(pdf: PDFDocument, file: UploadedFile, frame: Frame): Promise<PDFImage> {
  // pdf-lib reads a JPEG through a DataView of the whole underlying buffer, so a view into a
  // larger one (Node's pooled Buffers) is copied to its own first.
  const bytes =
    frame.bytes.byteOffset === 0 && frame.bytes.byteLength === frame.bytes.buffer.byteLength
      ? frame.bytes
      : new Uint8Array(frame.bytes);
  let image: PDFImage;
  try {
    image = frame.kind === 'jpeg' ? await pdf.embedJpg(bytes) : await pdf.embedPng(bytes);
  } catch (error) {
    throw new AppError('FILE_VALIDATION_ERROR', {
      message: `${file.name} does not decode as ${frame.kind}`,
      detail: { file: file.name, reason: 'corrupt' },
      cause: error,
    });
  }
  if (image.width * image.height > DEFAULT_MAX_IMAGE_PIXELS) {
    throw new AppError('FILE_VALIDATION_ERROR', {
      message: `${file.name} is ${image.width}x${image.height} pixels`,
      detail: { file: file.name, reason: 'too-many-pixels', maxPixels: DEFAULT_MAX_IMAGE_PIXELS },
    });
  }
  return image;
}
