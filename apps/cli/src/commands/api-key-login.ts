import { password } from '@inquirer/prompts';

import { translate } from '@folio/core';

import { apiKeyOwner, type CommandContext } from '../context';
import { CliError } from '../errors';

import { reportLogin } from './login-report';

/**
 * `folio login --api-key [KEY]` (issue 21): checks the key with the middleware, which answers
 * whose it is, and stores it as the credentials signed-in commands use. The key comes from the
 * flag, else `FOLIO_API_KEY`, else stdin when it is not a terminal, else a masked question (a
 * flag value ends up in shell history, so the other ways come first in the docs).
 */
export async function runApiKeyLogin(
  context: CommandContext,
  given: string | true,
): Promise<number> {
  const { output, language, urls } = context;
  const key = (
    typeof given === 'string'
      ? given
      : (context.apiKey ??
        (context.terminal.canPrompt
          ? await password(
              { message: translate(language, 'apiKeys.cli.login.question'), mask: true },
              { output: process.stderr },
            )
          : await context.terminal.readStdin()))
  ).trim();
  if (key === '') {
    throw new CliError('apiKeys.cli.login.emptyKey');
  }
  const spinner = output.spinner(translate(language, 'cli.login.signingIn'));
  const username = await apiKeyOwner(context, urls.middleware, key).finally(() => spinner.stop());
  await context.credentials.write({
    middlewareUrl: urls.middleware,
    serviceUrl: urls.service,
    email: username,
    api_key: key,
  });
  return reportLogin(context, username, 'apiKeys.cli.login.signedIn');
}
