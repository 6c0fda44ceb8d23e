import type { ServiceConfig } from '../config';
import type { ServicePools } from '../pools';
import type { ServiceHandlers } from '../service-handlers';

import { combinePdfsHandler } from './combine-pdfs';
import { convertToPdfHandler } from './convert-to-pdf';
import { getImageHandler } from './get-image';
import { createUserRequestLimiter, HEAVY_OPERATIONS, limitHeavyRequests } from './heavy-requests';
import { htmlToPdfHandler } from './html-to-pdf';
import { imagesToPdfHandler } from './images-to-pdf';
import { pdfPageToImageHandler } from './pdf-page-to-image';
import { pdfToImagesHandler } from './pdf-to-images';
import { pdfsToZipHandler } from './pdfs-to-zip';
import { splitOfficeHandler } from './split-office';
import { splitPdfHandler } from './split-pdf';
import { recordUses, type UseReporter } from './utility-uses';

/** The operations of tag `utils` in `openapi/service.yaml`. */
type UtilsHandlers = Pick<
  ServiceHandlers,
  | 'combinePdfs'
  | 'splitPdf'
  | 'imagesToPdf'
  | 'pdfPageToImage'
  | 'getImage'
  | 'pdfsToZip'
  | 'pdfToImages'
  | 'htmlToPdf'
  | 'convertToPdf'
  | 'splitDocx'
  | 'splitXlsx'
>;

/**
 * The utilities of SPEC §7, keyed by the operationIds of `openapi/service.yaml`; the heavy ones
 * limited per user (`heavyRequestsPerUser`), every answered one reported as a use (issue 13).
 */
export function utilsRoutes(
  config: Pick<ServiceConfig, 'middlewareUrl' | 'heavyRequestsPerUser'>,
  pools: ServicePools,
  uses: UseReporter,
): UtilsHandlers {
  const handlers: UtilsHandlers = {
    combinePdfs: combinePdfsHandler,
    splitPdf: splitPdfHandler,
    imagesToPdf: imagesToPdfHandler,
    pdfPageToImage: pdfPageToImageHandler,
    getImage: getImageHandler(config),
    pdfsToZip: pdfsToZipHandler,
    pdfToImages: pdfToImagesHandler,
    htmlToPdf: htmlToPdfHandler(pools),
    convertToPdf: convertToPdfHandler(pools),
    splitDocx: splitOfficeHandler('docx', pools),
    splitXlsx: splitOfficeHandler('xlsx', pools),
  };
  const limiter = createUserRequestLimiter(config.heavyRequestsPerUser);
  return limitHeavyRequests(recordUses(handlers, uses), HEAVY_OPERATIONS, limiter);
}
