import { readInteger, readList, type Env } from '@folio/server';

import packageJson from '../package.json' with { type: 'json' };

export type ServiceConfig = {
  version: string;
  host: string;
  port: number;
  /** Browser origins allowed to call this host: the web app is served by the middleware. */
  corsOrigins: string[];
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
    bodyLimitBytes: readInteger(env, 'FOLIO_SERVICE_BODY_LIMIT_BYTES', 100 * 1024 * 1024),
    logLevel: env['FOLIO_LOG_LEVEL'] ?? 'info',
    validateResponses: env['NODE_ENV'] !== 'production',
    shutdownTimeoutMs: readInteger(env, 'FOLIO_SHUTDOWN_TIMEOUT_MS', 10_000),
  };
  return { ...config, ...overrides };
}
