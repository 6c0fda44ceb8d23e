import { translate, type MessageKey } from '@folio/core';
import { FolioError } from '@folio/sdk';

import type { CommandContext } from '../context';
import { describeError, EXIT_FAILURE } from '../errors';

/** One of Folio's two hosts. */
export type HostName = 'middleware' | 'service';

/** How one host answered `GET /`: its version, or why it could not be reached or understood. */
export type HostHealth =
  | { ok: true; version: string; url: string }
  | { ok: false; url: string; error: { code: string; message: string } };

/** The health of both hosts; also the `--json` output of `folio health`. */
export type HealthReport = Record<HostName, HostHealth>;

/** The code reported when an address answers, but not with a Folio health answer. */
export const UNEXPECTED_RESPONSE = 'UNEXPECTED_RESPONSE';

/** The hosts in the order they are reported. */
const HOSTS = ['middleware', 'service'] as const satisfies readonly HostName[];

/** The key of each host's display name. */
const HOST_LABELS: Record<HostName, MessageKey> = {
  middleware: 'cli.hosts.middleware',
  service: 'cli.hosts.service',
};

async function checkHost(context: CommandContext, host: HostName): Promise<HostHealth> {
  const url = context.urls[host];
  const unexpected = {
    code: UNEXPECTED_RESPONSE,
    message: translate(context.language, 'cli.health.notFolio'),
  };
  try {
    const health = await context.auth.system.health({ host });
    return { ok: true, version: health.version, url };
  } catch (error) {
    // An answer that is not Folio's health (the SDK's API_REQUEST_ERROR on a 2xx): something
    // else listens at that address (a web page, a proxy).
    if (
      !(error instanceof FolioError) ||
      (error.code === 'API_REQUEST_ERROR' && error.status >= 200 && error.status < 300)
    ) {
      return { ok: false, url, error: unexpected };
    }
    const message = describeError(error, context.language);
    return { ok: false, url, error: { code: error.code, message } };
  }
}

/** Asks both hosts for their health at the same time. Never throws: failures are in the report. */
export async function checkHealth(context: CommandContext): Promise<HealthReport> {
  const [middleware, service] = await Promise.all([
    checkHost(context, 'middleware'),
    checkHost(context, 'service'),
  ]);
  return { middleware, service };
}

/**
 * `folio health`: one line per host on stdout (or the report as JSON with `--json`), each failing
 * host's translated message on stderr. Returns the exit code: 0 when both hosts are ok, else 1.
 */
export async function runHealth(context: CommandContext): Promise<number> {
  const { output, language } = context;
  const spinner = output.spinner(translate(language, 'cli.health.checking'));
  const report = await checkHealth(context).finally(() => spinner.stop());
  let isHealthy = true;
  for (const host of HOSTS) {
    const health = report[host];
    const name = translate(language, HOST_LABELS[host]);
    if (health.ok) {
      output.info(
        translate(language, 'cli.health.hostOk', { host: name, version: health.version }),
      );
    } else {
      isHealthy = false;
      const message = health.error.message;
      output.error(
        translate(language, 'cli.health.hostFailed', { host: name, url: health.url, message }),
      );
    }
  }
  output.data(report);
  return isHealthy ? 0 : EXIT_FAILURE;
}
