/** @folio/service: the utilities host, for `start`, `folio-service` and tests. */
export { buildApp } from './app';
export { loadServiceConfig } from './config';
export type { ServiceConfig } from './config';
export { serveService, startService } from './server';
