import { translate } from '@folio/core';

import type { CommandContext } from '../context';

/** What `folio login --json` prints, with a password or with an API key. */
export type LoginReport = { username: string; middlewareUrl: string; serviceUrl: string };

/** Says who is now signed in where: a line for people (`message`), the report for `--json`. */
export function reportLogin(
  context: CommandContext,
  username: string,
  message: 'cli.login.signedIn' | 'apiKeys.cli.login.signedIn',
): number {
  const { output, language, urls } = context;
  output.info(translate(language, message, { username, url: urls.middleware }));
  output.data({
    username,
    middlewareUrl: urls.middleware,
    serviceUrl: urls.service,
  } satisfies LoginReport);
  return 0;
}
