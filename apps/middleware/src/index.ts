/** @folio/middleware: the main host, for `start`, `folio-server` and tests. */
export { buildApp } from './app';
export { loadMiddlewareConfig, shutdownDeadlineMs } from './config';
export type { MiddlewareConfig } from './config';
export { serveMiddleware, startMiddleware } from './server';
