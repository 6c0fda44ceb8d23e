/** @folio/service: the utilities host, for `start`, `folio-service` and tests. */
export { buildApp } from './app';
export { launchChromium } from './chromium/chromium-launch';
export type { HtmlPoolConfig } from './chromium/chromium-launch';
export { startChromiumPrinter } from './chromium/chromium-pool';
export type { ChromiumPrinter, ChromiumPrinterOptions } from './chromium/chromium-pool';
export { loadServiceConfig } from './config';
export type { ServiceConfig } from './config';
export { startOfficePool } from './office/office-pool';
export type { OfficePool, OfficePoolConfig } from './office/office-pool';
export { serveService, startService } from './server';
export { combinePdfs } from './utils/combine-pdfs';
export { convertToPdf } from './utils/convert-to-pdf';
export { planSplit, zipStream } from './utils/split-pdf';
export type { SplitPart } from './utils/split-pdf';
export type { UploadedFile } from './utils/upload';
