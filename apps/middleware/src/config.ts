import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { readFlag, readInteger, readList, type Env } from '@folio/server';
import type { MiddlewareComponents } from '@folio/sdk';

import packageJson from '../package.json' with { type: 'json' };
import { readBlobsConfig, type BlobsConfig } from './blobs/blobs-config';
import {
  readIntegrationsConfig,
  type IntegrationsConfig,
} from './integrations/integrations-config';
import { readWebhooksConfig, type WebhooksConfig } from './webhooks/webhooks-config';

/** The limits of DECISIONS.md, each configurable by environment; the contract's shape. */
export type Limits = MiddlewareComponents['schemas']['Limits'];

export type DatabaseConfig = {
  /** A real PostgreSQL (`DATABASE_URL`); when absent, PGlite is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files; absent means in memory (tests). */
  pgliteDir?: string | undefined;
};

/** Where blobs live: the data folder (the default), or a bucket of an S3-compatible store. */
export type JobsConfig = {
  /** Run workers inside the middleware (the default) or only in `folio-server worker` processes. */
  runInProcess: boolean;
  /** Jobs one worker runs at the same time. */
  concurrency: number;
  /** How often an idle worker looks for work. */
  pollIntervalMs: number;
  /** How long a claim lasts without a heartbeat before another worker may take the job over. */
  leaseMs: number;
  /** Niceness of a `folio-server worker` process (0: as the middleware), so requests go first. */
  workerNice: number;
};

export type AiConfig = {
  openaiApiKey?: string | undefined;
  openaiBaseUrl?: string | undefined;
  /** The model every OpenAI-routed call asks for, for a local server (Ollama's `llama3.1`). */
  openaiModel?: string | undefined;
  /** Whether that local model reads images (`OPENAI_VISION`, e.g. for `llava`). */
  openaiVision?: boolean | undefined;
  deepseekApiKey?: string | undefined;
  deepseekBaseUrl?: string | undefined;
  geminiApiKey?: string | undefined;
  geminiBaseUrl?: string | undefined;
  /** Time limit of one model call, in ms. */
  timeoutMs?: number | undefined;
  /**
   * An OpenAI-compatible embeddings endpoint (its base URL, e.g. `http://localhost:11434/v1`),
   * off unless set (DECISIONS.md "Chatbot"): with it, chat passages get vectors too.
   */
  embeddingsUrl?: string | undefined;
  embeddingsModel?: string | undefined;
  embeddingsApiKey?: string | undefined;
  /**
   * An OpenAI-compatible transcription endpoint (`POST {url}/audio/transcriptions`, as OpenAI,
   * whisper.cpp's server and vLLM serve it), off unless set: audio messages need it.
   */
  transcriptionUrl?: string | undefined;
  transcriptionModel?: string | undefined;
  transcriptionApiKey?: string | undefined;
};

/** DECISIONS.md "Accounts and sessions", with the limits that guard sign-in. */
export type AuthConfig = {
  /** Seconds an access token lives (15 minutes). */
  accessTokenSeconds: number;
  /** Seconds a refresh token lives (7 days); every refresh answers a new one. */
  refreshTokenSeconds: number;
  /** Seconds a verification link works (48 hours). */
  verificationLinkSeconds: number;
  /** Seconds a password-reset link works (30 minutes). */
  resetLinkSeconds: number;
  /** The Ed25519 private key (PKCS#8 PEM) that signs access tokens; else one kept in `keysDir`. */
  signingKeyPem?: string | undefined;
  /** Where the generated signing key is kept (`<dataDir>/keys`, 0600). */
  keysDir: string;
  /** Pages a new account starts with (DECISIONS.md "Balance"). */
  initialBalancePages: number;
  /** Login attempts one address may make per window; a success starts its count again. */
  loginMaxPerAddress: number;
  /** Login attempts one client IP may make per window. */
  loginMaxPerIp: number;
  /** Reset e-mails one address may ask for per window. */
  forgotPasswordMaxPerAddress: number;
  /** The window of those limits, in seconds. */
  rateLimitWindowSeconds: number;
  /** Calls one API key may make per minute, on both hosts together (issue 21). */
  apiKeyRequestsPerMinute: number;
  /** How long a deleted account waits before its erasure; signing in meanwhile keeps it (issue 13). */
  accountErasureGraceSeconds: number;
};

/** DECISIONS.md "Accounts and sessions": SMTP when configured, else `.eml` files. */
export type MailConfig = {
  /** `smtp://user:pass@host:587` or `smtps://...`; when absent, mail goes to `outboxDir`. */
  smtpUrl?: string | undefined;
  /** The sender of every message. */
  from: string;
  /** Where messages are written when there is no SMTP server (`<dataDir>/outbox`). */
  outboxDir: string;
};

/**
 * Sign-in through an OpenID Connect provider (issue 3 "Other login"). On when the issuer, client
 * id and secret are all set; the provider must redirect to `<publicUrl>/api/auth/oidc/callback`.
 */
export type OidcConfig = {
  issuer?: string | undefined;
  clientId?: string | undefined;
  clientSecret?: string | undefined;
};

/** True when sign-in through an OpenID Connect provider is fully configured. */
export function isOidcConfigured(oidc: OidcConfig): boolean {
  return Boolean(oidc.issuer && oidc.clientId && oidc.clientSecret);
}

/** One OAuth provider's credentials and endpoints; the URLs are overridable so tests use fakes. */
/** The key that seals secrets kept in the database: cloud tokens, webhook signing secrets. */
export type SecretsConfig = {
  /**
   * 32 bytes, base64 (`FOLIO_SECRETS_KEY`, or `FOLIO_INTEGRATIONS_KEY`, its name before the
   * webhooks used it too); else one generated in `keysDir`.
   */
  key?: string | undefined;
  keysDir: string;
};

export type MiddlewareConfig = {
  version: string;
  host: string;
  port: number;
  /** The address users reach the web app at; links in e-mails are built from it, never from Host. */
  publicUrl: string;
  /** Where browsers reach the service host; the web app learns it from the public config. */
  serviceUrl: string;
  /** Root of everything the product writes: database, blobs, e-mail outbox. */
  dataDir: string;
  database: DatabaseConfig;
  blobs: BlobsConfig;
  /** The built web app to serve at `/`; nothing is served there when it holds no index.html. */
  webDir: string;
  /** Origins allowed to call this host from a browser, besides its own. */
  corsOrigins: string[];
  /** Largest JSON or form body accepted (uploads have their own limit). */
  bodyLimitBytes: number;
  /** DECISIONS.md "Demo mode": FOLIO_DEMO=1 blocks creating configurations and topics. */
  demoMode: boolean;
  limits: Limits;
  auth: AuthConfig;
  oidc: OidcConfig;
  mail: MailConfig;
  /**
   * Which proxies to believe about the client's address (`X-Forwarded-For`), so the login limit
   * per IP counts clients rather than the proxy: `true`, or a list of proxy addresses.
   */
  trustProxy: boolean | string[];
  ai: AiConfig;
  integrations: IntegrationsConfig;
  secrets: SecretsConfig;
  jobs: JobsConfig;
  webhooks: WebhooksConfig;
  logLevel: string;
  /** Validate every response against the contract (on in development and tests). */
  validateResponses: boolean;
  /** How long a shutdown waits for in-flight requests and jobs before giving up. */
  shutdownTimeoutMs: number;
};

// The web app's build output. From src/config.ts and from the bundled dist/index.js alike, the
// workspace's apps/web/dist is two folders up.
const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

const MIB = 1024 * 1024;

/** DECISIONS.md: the upload types allowed by default. */
const DEFAULT_ALLOWED_TYPES =
  'pdf,doc,docx,odt,rtf,txt,md,csv,xls,xlsx,ods,png,jpg,jpeg,webp,tif,tiff,gif,bmp,mp3,wav,m4a,ogg,webm,zip,html,htm';

/**
 * Reads the middleware's settings. This is the only place that reads the environment; everything
 * else receives a MiddlewareConfig, so tests build one with `loadMiddlewareConfig({}, overrides)`.
 */
export function loadMiddlewareConfig(
  env: Env = process.env,
  overrides: Partial<MiddlewareConfig> = {},
): MiddlewareConfig {
  const dataDir = resolve(env['FOLIO_DATA_DIR'] ?? './data');
  const port = readInteger(env, 'FOLIO_MIDDLEWARE_PORT', 8080);
  const config: MiddlewareConfig = {
    version: env['FOLIO_VERSION'] ?? packageJson.version,
    host: env['FOLIO_HOST'] ?? '0.0.0.0',
    port,
    publicUrl: (env['FOLIO_PUBLIC_URL'] ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    serviceUrl: (env['FOLIO_SERVICE_URL'] ?? 'http://localhost:8081/api').replace(/\/+$/, ''),
    dataDir,
    database: {
      url: env['DATABASE_URL'] || undefined,
      pgliteDir: resolve(dataDir, 'pg'),
    },
    blobs: readBlobsConfig(env, dataDir),
    webDir: resolve(env['FOLIO_WEB_DIR'] ?? DEFAULT_WEB_DIR),
    corsOrigins: readList(env['FOLIO_CORS_ORIGINS']),
    bodyLimitBytes: readInteger(env, 'FOLIO_BODY_LIMIT_BYTES', MIB),
    demoMode: readFlag(env['FOLIO_DEMO']),
    limits: {
      zipMaxFiles: readInteger(env, 'FOLIO_ZIP_MAX_FILES', 100),
      zipMaxPagesPerFile: readInteger(env, 'FOLIO_ZIP_MAX_PAGES_PER_FILE', 50),
      zipMaxTotalPages: readInteger(env, 'FOLIO_ZIP_MAX_TOTAL_PAGES', 1000),
      zipMaxExpandedBytes: readInteger(env, 'FOLIO_ZIP_MAX_EXPANDED_BYTES', 1024 * MIB),
      zipMaxEntryRatio: readInteger(env, 'FOLIO_ZIP_MAX_ENTRY_RATIO', 200),
      uploadMaxFileBytes: readInteger(env, 'FOLIO_UPLOAD_MAX_FILE_BYTES', 50 * MIB),
      uploadAllowedTypes: readList(env['FOLIO_UPLOAD_ALLOWED_TYPES'] ?? DEFAULT_ALLOWED_TYPES).map(
        (type) => type.toLowerCase().replace(/^\./, ''),
      ),
      chatMaxFiles: 4,
    },
    auth: {
      accessTokenSeconds: readInteger(env, 'FOLIO_ACCESS_TOKEN_SECONDS', 15 * 60),
      refreshTokenSeconds: readInteger(env, 'FOLIO_REFRESH_TOKEN_SECONDS', 7 * 24 * 3600),
      verificationLinkSeconds: 48 * 3600,
      resetLinkSeconds: 30 * 60,
      signingKeyPem: env['FOLIO_JWT_PRIVATE_KEY'] || undefined,
      keysDir: resolve(dataDir, 'keys'),
      initialBalancePages: readInteger(env, 'FOLIO_INITIAL_BALANCE_PAGES', 5000),
      loginMaxPerAddress: readInteger(env, 'FOLIO_LOGIN_MAX_PER_ADDRESS', 10),
      loginMaxPerIp: readInteger(env, 'FOLIO_LOGIN_MAX_PER_IP', 100),
      forgotPasswordMaxPerAddress: readInteger(env, 'FOLIO_FORGOT_PASSWORD_MAX_PER_ADDRESS', 3),
      rateLimitWindowSeconds: readInteger(env, 'FOLIO_RATE_LIMIT_WINDOW_SECONDS', 15 * 60),
      apiKeyRequestsPerMinute: readInteger(env, 'FOLIO_API_KEY_REQUESTS_PER_MINUTE', 600),
      accountErasureGraceSeconds: readInteger(
        env,
        'FOLIO_ACCOUNT_ERASURE_GRACE_SECONDS',
        30 * 24 * 3600,
      ),
    },
    oidc: {
      issuer: env['FOLIO_OIDC_ISSUER'] || undefined,
      clientId: env['FOLIO_OIDC_CLIENT_ID'] || undefined,
      clientSecret: env['FOLIO_OIDC_CLIENT_SECRET'] || undefined,
    },
    mail: {
      smtpUrl: env['FOLIO_SMTP_URL'] || undefined,
      from: env['FOLIO_MAIL_FROM'] ?? 'Folio <no-reply@folio.localhost>',
      outboxDir: resolve(dataDir, 'outbox'),
    },
    trustProxy: readTrustProxy(env['FOLIO_TRUST_PROXY']),
    ai: {
      openaiApiKey: env['OPENAI_API_KEY'] || undefined,
      openaiBaseUrl: env['OPENAI_BASE_URL'] || undefined,
      openaiModel: env['OPENAI_MODEL'] || undefined,
      openaiVision: readFlag(env['OPENAI_VISION']),
      deepseekApiKey: env['DEEPSEEK_API_KEY'] || undefined,
      deepseekBaseUrl: env['DEEPSEEK_BASE_URL'] || undefined,
      geminiApiKey: env['GEMINI_API_KEY'] || undefined,
      geminiBaseUrl: env['GEMINI_BASE_URL'] || undefined,
      timeoutMs: readInteger(env, 'FOLIO_AI_TIMEOUT_MS', 120_000),
      embeddingsUrl: env['FOLIO_EMBEDDINGS_URL'] || undefined,
      embeddingsModel: env['FOLIO_EMBEDDINGS_MODEL'] || undefined,
      embeddingsApiKey: env['FOLIO_EMBEDDINGS_API_KEY'] || undefined,
      transcriptionUrl: env['FOLIO_TRANSCRIPTION_URL'] || undefined,
      transcriptionModel: env['FOLIO_TRANSCRIPTION_MODEL'] || undefined,
      transcriptionApiKey: env['FOLIO_TRANSCRIPTION_API_KEY'] || undefined,
    },
    integrations: readIntegrationsConfig(env),
    secrets: {
      key: env['FOLIO_SECRETS_KEY'] || env['FOLIO_INTEGRATIONS_KEY'] || undefined,
      keysDir: resolve(dataDir, 'keys'),
    },
    jobs: {
      runInProcess:
        env['FOLIO_JOBS_IN_PROCESS'] === undefined || readFlag(env['FOLIO_JOBS_IN_PROCESS']),
      concurrency: readInteger(env, 'FOLIO_JOBS_CONCURRENCY', 2),
      pollIntervalMs: readInteger(env, 'FOLIO_JOBS_POLL_MS', 500),
      leaseMs: readInteger(env, 'FOLIO_JOBS_LEASE_MS', 30_000),
      workerNice: Math.min(19, readInteger(env, 'FOLIO_WORKER_NICE', 10)),
    },
    webhooks: readWebhooksConfig(env),
    logLevel: env['FOLIO_LOG_LEVEL'] ?? 'info',
    validateResponses: env['NODE_ENV'] !== 'production',
    shutdownTimeoutMs: readInteger(env, 'FOLIO_SHUTDOWN_TIMEOUT_MS', 10_000),
  };
  return { ...config, ...overrides };
}

/**
 * How long a signal may take to stop the process: the shutdown timeout for in-flight work, plus a
 * margin for the job runner to hand unfinished jobs back to the queue before the process exits.
 */
export function shutdownDeadlineMs(config: Pick<MiddlewareConfig, 'shutdownTimeoutMs'>): number {
  return config.shutdownTimeoutMs + 5_000;
}

/** `FOLIO_TRUST_PROXY`: unset or off trusts no proxy; on trusts any; else a list of proxies. */
function readTrustProxy(raw: string | undefined): boolean | string[] {
  if (raw === undefined || raw === '' || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) {
    return false;
  }
  return readFlag(raw) ? true : readList(raw);
}
