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

type Env = Record<string, string | undefined>;

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
    port: integer(env, 'FOLIO_SERVICE_PORT', 8081),
    corsOrigins: (env['FOLIO_CORS_ORIGINS'] ?? new URL(publicUrl).origin)
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    bodyLimitBytes: integer(env, 'FOLIO_SERVICE_BODY_LIMIT_BYTES', 100 * 1024 * 1024),
    logLevel: env['FOLIO_LOG_LEVEL'] ?? 'info',
    validateResponses: env['NODE_ENV'] !== 'production',
    shutdownTimeoutMs: integer(env, 'FOLIO_SHUTDOWN_TIMEOUT_MS', 10_000),
  };
  return { ...config, ...overrides };
}

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') {
    return fallback;
  }
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number, got "${raw}"`);
  }
  return value;
}
