// The wizard's example as the extractor reads it: a PDF, or a PNG/JPEG photo or scan made into a
// one-page PDF (so text, OCR and page images take one path), and its first pages as small JPEG
// data URLs for the wizard (contract: at most 10 pages).
import { AppError } from '@folio/core';
import { renderPdfPage, type PageText } from '@folio/documents';
import { PDFDocument } from 'pdf-lib';

import type { ConfigureDocumentData } from './extractor-types';

/** Pages the wizard shows at most (contract ConfigureDocumentResponse). */
export const WIZARD_MAX_PAGES = 10;

// 72 dpi: one pixel per PDF point, so the wizard draws boxes without scaling; small enough to
// answer ten pages in one JSON.
const WIZARD_DPI = 72;
const WIZARD_QUALITY = 70;

/** The example types the wizard reads (SPEC §5 "an example file is required"). */
export function exampleKindOf(extension: string): 'pdf' | 'png' | 'jpeg' | undefined {
  if (extension === 'pdf') {
    return 'pdf';
  }
  if (extension === 'png') {
    return 'png';
  }
  return extension === 'jpg' || extension === 'jpeg' ? 'jpeg' : undefined;
}

/** UNSUPPORTED_MEDIA_TYPE for an example that is not a PDF, PNG or JPEG. */
export function unsupportedExample(file: string, extension: string): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', {
    message: `.${extension} examples are not read`,
    detail: { file, extension, allowed: ['pdf', 'png', 'jpg', 'jpeg'] },
  });
}

/** A photo or scan as a one-page PDF of its size (one point per pixel). */
export async function imageToPdf(bytes: Uint8Array, kind: 'png' | 'jpeg'): Promise<Uint8Array> {
  try {
    const pdf = await PDFDocument.create();
    const image = kind === 'png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
    const page = pdf.addPage([image.width, image.height]);
    page.drawImage(image, { x: 0, y: 0, width: image.width, height: image.height });
    return await pdf.save();
  } catch (error) {
    throw new AppError('IMAGE_ANALYSIS_ERROR', {
      message: 'the example image could not be read',
      detail: { reason: 'unreadable-image' },
      cause: error,
    });
  }
}

/** The first pages as JPEG data URLs with their sizes in points. */
export async function wizardPageImages(
  pdf: Uint8Array,
  pages: readonly PageText[],
  signal?: AbortSignal,
): Promise<ConfigureDocumentData['pages']> {
  const images: ConfigureDocumentData['pages'] = [];
  for (const page of pages.slice(0, WIZARD_MAX_PAGES)) {
    const rendered = await renderPdfPage(pdf, page.pageNumber, {
      dpi: WIZARD_DPI,
      quality: WIZARD_QUALITY,
      format: 'jpeg',
      maxPages: Number.MAX_SAFE_INTEGER,
      signal,
    });
    images.push({
      page: page.pageNumber,
      width: page.width,
      height: page.height,
      image: `data:image/jpeg;base64,${Buffer.from(rendered.data).toString('base64')}`,
    });
  }
  return images;
}
