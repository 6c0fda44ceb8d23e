import type { OperationHandlers } from '@folio/server';

import { combinePdfsHandler } from './combine-pdfs';
import { imagesToPdfHandler } from './images-to-pdf';
import { pdfPageToImageHandler } from './pdf-page-to-image';
import { pdfsToZipHandler } from './pdfs-to-zip';
import { splitPdfHandler } from './split-pdf';

/** The utilities of SPEC §7, keyed by the operationIds of `openapi/service.yaml`. */
export function utilsRoutes(): OperationHandlers {
  return {
    combinePdfs: combinePdfsHandler,
    splitPdf: splitPdfHandler,
    imagesToPdf: imagesToPdfHandler,
    pdfPageToImage: pdfPageToImageHandler,
    pdfsToZip: pdfsToZipHandler,
  };
}
