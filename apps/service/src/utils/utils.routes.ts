import { AppError } from '@folio/core';
import type { OperationHandlers } from '@folio/server';

import type { ServicePools } from '../pools';

import { combinePdfsHandler } from './combine-pdfs';
import { imagesToPdfHandler } from './images-to-pdf';
import { pdfPageToImageHandler } from './pdf-page-to-image';
import { pdfToImagesHandler } from './pdf-to-images';
import { pdfsToZipHandler } from './pdfs-to-zip';
import { splitPdfHandler } from './split-pdf';

/** The utilities of SPEC §7, keyed by the operationIds of `openapi/service.yaml`. */
export function utilsRoutes(_pools: ServicePools): OperationHandlers {
  return {
    combinePdfs: combinePdfsHandler,
    splitPdf: splitPdfHandler,
    imagesToPdf: imagesToPdfHandler,
    pdfPageToImage: pdfPageToImageHandler,
    pdfsToZip: pdfsToZipHandler,
    // Being built (issue 4); each line is replaced by its handler.
    pdfToImages: pdfToImagesHandler,
    htmlToPdf: notYet,
    convertToPdf: notYet,
    splitDocx: notYet,
    splitXlsx: notYet,
  };
}

function notYet(): never {
  throw new AppError('SERVICE_UNAVAILABLE', { message: 'this utility is being built' });
}
