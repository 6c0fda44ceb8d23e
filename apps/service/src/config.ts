import { readFlag, readInteger, readList, type Env } from '@folio/server';

import packageJson from '../package.json' with { type: 'json' };
import { defaultChromiumPath, type HtmlPoolConfig } from './chromium/chromium-launch';
import type { OfficePoolConfig } from './office/office-pool';
import type { SplitterConfig } from './utils/splitter-config';

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
  /** HTML to PDF: the warm Chromium pool and what its pages may reach. */
  html: HtmlPoolConfig;
  /** Office to PDF: the warm LibreOffice pool, driven over UNO by a Python bridge. */
  office: OfficePoolConfig;
  /** DOCX and XLSX splits: each on a worker thread of its own, killed at its time budget. */
  split: SplitterConfig;
  /**
   * Heavy requests (those that hold a converter, a renderer or a splitter) one user may have in
   * flight at once in this process; one more is RATE_LIMIT_EXCEEDED (issue #17: one user cannot
   * hold every worker).
   */
  heavyRequestsPerUser: number;
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
    html: {
      chromiumPath: env['FOLIO_CHROMIUM_PATH'] ?? defaultChromiumPath(),
      browsers: readInteger(env, 'FOLIO_HTML_BROWSERS', 1),
      pagesPerBrowser: readInteger(env, 'FOLIO_HTML_PAGES_PER_BROWSER', 3),
      maxQueue: readInteger(env, 'FOLIO_HTML_QUEUE', 20),
      // The time budget of one print (issue #17: every answer within 30 s; 20 s is enough).
      timeoutMs: readInteger(env, 'FOLIO_HTML_TIMEOUT_MS', 20_000),
      // A browser is replaced after this many jobs, or once its processes hold this much memory
      // (PSS), so what pages leave behind is let go (issue #17).
      maxJobsPerBrowser: readInteger(env, 'FOLIO_HTML_MAX_JOBS', 500),
      maxResidentMb: readInteger(env, 'FOLIO_HTML_MAX_RSS_MB', 1024),
      allowedHosts: readList(env['FOLIO_HTML_ALLOWED_HOSTS']).map((host) => host.toLowerCase()),
      sandbox: readFlag(env['FOLIO_CHROMIUM_SANDBOX']),
    },
    office: {
      // One soffice on the 2-core reference machine; each holds ~150 MB.
      size: readInteger(env, 'FOLIO_OFFICE_POOL_SIZE', 1),
      // The time budget of one conversion (issue #17: every conversion answers within 30 s);
      // past it soffice is killed. Honest documents take a few seconds on 2 cores.
      jobTimeoutMs: readInteger(env, 'FOLIO_OFFICE_TIMEOUT_MS', 30_000),
      startTimeoutMs: readInteger(env, 'FOLIO_OFFICE_START_TIMEOUT_MS', 60_000),
      maxQueue: readInteger(env, 'FOLIO_OFFICE_QUEUE', 50),
      maxJobsPerWorker: readInteger(env, 'FOLIO_OFFICE_MAX_JOBS', 500),
      // An idle soffice holds ~150 MB; after hostile files one kept ~2 GB (issue #17).
      maxResidentMb: readInteger(env, 'FOLIO_OFFICE_MAX_RSS_MB', 1024),
      soffice: env['FOLIO_SOFFICE_PATH'] ?? 'soffice',
      // Debian's Python, where python3-uno lives (a pyenv or venv python has no `uno`).
      python: env['FOLIO_OFFICE_PYTHON'] ?? '/usr/bin/python3',
    },
    split: {
      // The time budget of one split (issue #17: 30 s), from its start on a worker.
      timeoutMs: readInteger(env, 'FOLIO_SPLIT_TIMEOUT_MS', 30_000),
      // Splits at once (each a thread of up to 512 MB of heap) and splits waiting beyond them.
      workers: readInteger(env, 'FOLIO_SPLIT_WORKERS', 2),
      maxQueue: readInteger(env, 'FOLIO_SPLIT_QUEUE', 20),
    },
    heavyRequestsPerUser: readInteger(env, 'FOLIO_HEAVY_REQUESTS_PER_USER', 2),
  };
  return { ...config, ...overrides };
}

/** The middleware of the same machine, as `start` runs it: its host and port variables. */
function defaultMiddlewareUrl(env: Env): string {
  const host = env['FOLIO_HOST'];
  const reachable = host === undefined || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${readInteger(env, 'FOLIO_MIDDLEWARE_PORT', 8080)}/api`;
}
