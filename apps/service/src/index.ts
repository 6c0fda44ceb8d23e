/** @folio/service: the utilities host, for `start`, `folio-service` and tests. */
export { buildApp } from './app';
export { loadServiceConfig } from './config';
export type { ServiceConfig } from './config';
export { serveService, startService } from './server';
export { combinePdfs } from './utils/combine-pdfs';
export { planSplit, zipStream } from './utils/split-pdf';
export type { SplitPart } from './utils/split-pdf';
export type { UploadedFile } from './utils/upload';
