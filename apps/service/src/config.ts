import { readInteger, readList, type Env } from '@folio/server';

import packageJson from '../package.json' with { type: 'json' };

export type ServiceConfig = {
  version: string;
  host: string;
  port: number;
  /** Browser origins allowed to call this host: the web app is served by the middleware. */
  corsOrigins: string[];
  /** The middleware's API base URL: its JWKS verifies access tokens, its validate call sessions. */
  middlewareUrl: string;
  /** How long the service trusts a session check of one access token, in milliseconds. */
  sessionCheckCacheMs: number;
  /** Largest JSON or form body accepted. */
  bodyLimitBytes: number;
  logLevel: string;
  /** Validate every response against the contract (on in development and tests). */
  validateResponses: boolean;
  shutdownTimeoutMs: number;
};

/**
 * Reads the service's settings; the only place it reads the environment. By default the web app
 * at the middleware's public URL may call it from the browser.
 */
export function loadServiceConfig(
  env: Env = process.env,
  overrides: Partial<ServiceConfig> = {},
): ServiceConfig {
  const publicUrl = env['FOLIO_PUBLIC_URL'] ?? 'http://localhost:8080';
  const config: ServiceConfig = {
    version: env['FOLIO_VERSION'] ?? packageJson.version,
    host: env['FOLIO_HOST'] ?? '0.0.0.0',
    port: readInteger(env, 'FOLIO_SERVICE_PORT', 8081),
    corsOrigins: readList(env['FOLIO_CORS_ORIGINS'] ?? new URL(publicUrl).origin),
    middlewareUrl: (env['FOLIO_MIDDLEWARE_URL'] ?? defaultMiddlewareUrl(env)).replace(/\/+$/, ''),
    sessionCheckCacheMs: readInteger(env, 'FOLIO_SESSION_CHECK_CACHE_SECONDS', 10) * 1000,
    bodyLimitBytes: readInteger(env, 'FOLIO_SERVICE_BODY_LIMIT_BYTES', 100 * 1024 * 1024),
    logLevel: env['FOLIO_LOG_LEVEL'] ?? 'info',
    validateResponses: env['NODE_ENV'] !== 'production',
    shutdownTimeoutMs: readInteger(env, 'FOLIO_SHUTDOWN_TIMEOUT_MS', 10_000),
  };
  return { ...config, ...overrides };
}

/** The middleware of the same machine, as `start` runs it: its host and port variables. */
function defaultMiddlewareUrl(env: Env): string {
  const host = env['FOLIO_HOST'];
  const reachable = host === undefined || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${readInteger(env, 'FOLIO_MIDDLEWARE_PORT', 8080)}/api`;
}
