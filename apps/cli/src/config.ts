import { chooseLanguage, type Language } from '@folio/core';

/** The middleware's base URL when neither a flag nor the environment names one. */
export const DEFAULT_MIDDLEWARE_URL = 'http://localhost:8080/api';
/** The service's base URL when neither a flag nor the environment names one. */
export const DEFAULT_SERVICE_URL = 'http://localhost:8081/api';

/** What the environment sets for the CLI; the flags of the same name override it. */
export type CliDefaults = {
  middlewareUrl: string;
  serviceUrl: string;
  language: Language;
  /** `FOLIO_DEBUG=1`: show the stack of unexpected errors. */
  isDebug: boolean;
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
  return {
    middlewareUrl: variable(env, 'FOLIO_MIDDLEWARE_URL') ?? DEFAULT_MIDDLEWARE_URL,
    serviceUrl: variable(env, 'FOLIO_SERVICE_URL') ?? DEFAULT_SERVICE_URL,
    language: chooseLanguage({ stored: variable(env, 'FOLIO_LANG'), browser: locale }),
    isDebug: variable(env, 'FOLIO_DEBUG') === '1',
  };
}
