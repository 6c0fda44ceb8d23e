import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';

import { chooseLanguage, type Language } from '@folio/core';

/** The middleware's base URL when neither a flag nor the environment names one. */
export const DEFAULT_MIDDLEWARE_URL = 'http://localhost:8080/api';
/** The service's base URL when neither a flag nor the environment names one. */
export const DEFAULT_SERVICE_URL = 'http://localhost:8081/api';

/** What `folio login` takes from the environment when its flags are not given (for scripts). */
export type LoginDefaults = {
  /** `FOLIO_EMAIL`. */
  email?: string;
  /** `FOLIO_PASSWORD`; `--password-stdin` wins over it. */
  password?: string;
  /** `FOLIO_ACCOUNT_KEY`: the account key (`hash`) saved at registration. */
  accountKey?: string;
};

/** What the environment sets for the CLI; the flags of the same name override it. */
export type CliDefaults = {
  middlewareUrl: string;
  serviceUrl: string;
  /**
   * Which host URLs the environment named. A named host is one the user chose, so signed-in
   * commands never send the stored tokens to a host other than the one that issued them.
   */
  hostsFromEnvironment: { middleware: boolean; service: boolean };
  language: Language;
  /** `FOLIO_DEBUG=1`: show the stack of unexpected errors. */
  isDebug: boolean;
  /**
   * The folder of `credentials.json`: `FOLIO_CONFIG_DIR`, else `$XDG_CONFIG_HOME/folio`, else
   * `~/.config/folio` (the XDG Base Directory rule).
   */
  configDir: string;
  login: LoginDefaults;
  /**
   * `FOLIO_API_KEY` (issue 21): signed-in commands send this key instead of the stored session,
   * so a script needs no `folio login`.
   */
  apiKey?: string | undefined;
  /** `NO_COLOR` set (no-color.org): no bold or underline, even on a terminal. */
  noColor?: boolean;
};

/** An environment variable, with an empty value counted as unset (as shells and POSIX do). */
function variable(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * The CLI's defaults from the environment, the only place the CLI reads it (STYLE.md §10).
 * Language: `FOLIO_LANG` when it is `en` or `sp`; else the locale (`LC_ALL`, then `LC_MESSAGES`,
 * then `LANG`, the POSIX order; `es*` means `sp`, `en*` means `en`); else Spanish, the rule of
 * core's `chooseLanguage`.
 */
export function readDefaults(env: NodeJS.ProcessEnv = process.env): CliDefaults {
  const locale = variable(env, 'LC_ALL') ?? variable(env, 'LC_MESSAGES') ?? variable(env, 'LANG');
  const middlewareUrl = variable(env, 'FOLIO_MIDDLEWARE_URL');
  const serviceUrl = variable(env, 'FOLIO_SERVICE_URL');
  return {
    middlewareUrl: middlewareUrl ?? DEFAULT_MIDDLEWARE_URL,
    serviceUrl: serviceUrl ?? DEFAULT_SERVICE_URL,
    hostsFromEnvironment: {
      middleware: middlewareUrl !== undefined,
      service: serviceUrl !== undefined,
    },
    language: chooseLanguage({ stored: variable(env, 'FOLIO_LANG'), browser: locale }),
    isDebug: variable(env, 'FOLIO_DEBUG') === '1',
    configDir: configDirOf(env),
    login: {
      email: variable(env, 'FOLIO_EMAIL'),
      // A password is taken as written: spaces at either end may be part of it.
      password: env['FOLIO_PASSWORD'] === '' ? undefined : env['FOLIO_PASSWORD'],
      accountKey: variable(env, 'FOLIO_ACCOUNT_KEY'),
    },
    apiKey: variable(env, 'FOLIO_API_KEY'),
    noColor: variable(env, 'NO_COLOR') !== undefined,
  };
}

/** The CLI's config folder (see `CliDefaults.configDir`). */
function configDirOf(env: NodeJS.ProcessEnv): string {
  const explicit = variable(env, 'FOLIO_CONFIG_DIR');
  if (explicit !== undefined) {
    return resolve(explicit);
  }
  // XDG: a relative XDG_CONFIG_HOME is invalid and must be ignored.
  const xdg = variable(env, 'XDG_CONFIG_HOME');
  const base =
    xdg !== undefined && isAbsolute(xdg)
      ? xdg
      : join(variable(env, 'HOME') ?? homedir(), '.config');
  return join(base, 'folio');
}
