import type { Logger as PinoLogger } from 'pino';

/**
 * The slice of a pino logger that the database, blob and job layers use. Fastify's `app.log` and
 * a plain `pino()` both satisfy it, so these layers never depend on fastify.
 */
export type Logger = Pick<PinoLogger, 'info' | 'warn' | 'error' | 'debug'>;

const ignore = () => undefined;

/** A logger that drops everything: the default where a caller passes none (tests, scripts). */
export const silentLogger: Logger = { info: ignore, warn: ignore, error: ignore, debug: ignore };
