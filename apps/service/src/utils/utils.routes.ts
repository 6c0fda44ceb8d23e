import type { OperationHandlers } from '@folio/server';

import type { ServiceConfig } from '../config';
import type { ServicePools } from '../pools';

import { combinePdfsHandler } from './combine-pdfs';
import { convertToPdfHandler } from './convert-to-pdf';
import { getImageHandler } from './get-image';
import { htmlToPdfHandler } from './html-to-pdf';
import { imagesToPdfHandler } from './images-to-pdf';
import { pdfPageToImageHandler } from './pdf-page-to-image';
import { pdfToImagesHandler } from './pdf-to-images';
import { pdfsToZipHandler } from './pdfs-to-zip';
import { splitDocxHandler } from './split-docx';
import { splitPdfHandler } from './split-pdf';
import { splitXlsxHandler } from './split-xlsx';

/** The utilities of SPEC §7, keyed by the operationIds of `openapi/service.yaml`. */
export function utilsRoutes(
  config: Pick<ServiceConfig, 'middlewareUrl'>,
  _pools: ServicePools,
): OperationHandlers {
  return {
    combinePdfs: combinePdfsHandler,
    splitPdf: splitPdfHandler,
    imagesToPdf: imagesToPdfHandler,
    pdfPageToImage: pdfPageToImageHandler,
    getImage: getImageHandler(config),
    pdfsToZip: pdfsToZipHandler,
    pdfToImages: pdfToImagesHandler,
    htmlToPdf: htmlToPdfHandler(_pools),
    convertToPdf: convertToPdfHandler(_pools),
    splitDocx: splitDocxHandler,
    splitXlsx: splitXlsxHandler,
  };
}
