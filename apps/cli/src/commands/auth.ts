import { isSessionEndingError, translate } from '@folio/core';

import type { Credentials } from '../config-file';
import { openSession, type CommandContext, type SignedInContext } from '../context';
import { CliError, describeError } from '../errors';
import { readTokenClaims } from '../session';

import { runApiKeyLogin } from './api-key-login';
import { loginQuestions, type LoginQuestions } from './auth.prompts';
import { reportLogin } from './login-report';

/** The flags of `folio login`. The password has no flag: a flag value ends up in shell history. */
export type LoginOptions = {
  email?: string;
  passwordStdin?: boolean;
  key?: string;
  /** `--api-key [key]`: sign in with an API key instead (issue 21). */
  apiKey?: string | true;
};

export type { LoginReport } from './login-report';

/** What `folio whoami --json` prints; `expiresAt` is null for an API key that never expires. */
export type WhoamiReport = { username: string; middlewareUrl: string; expiresAt: string | null };

/** What `folio logout --json` prints. */
export type LogoutReport = {
  /** Always true: the stored credentials are gone. */
  signedOut: true;
  /** False when there was no session to end. */
  wasSignedIn: boolean;
  /** False when the server could not confirm the logout (the credentials are removed anyway). */
  serverConfirmed: boolean;
};

/** The password piped to `--password-stdin`, without the line end `echo` adds. */
function passwordFromStdin(text: string): string {
  return text.replace(/\r?\n$/, '');
}

type LoginAnswers = { email: string; password: string; accountKey: string | undefined };

/**
 * E-mail, password and account key, each from its flag, then the environment, then a question on
 * a terminal. Without a terminal a missing e-mail or password is an error; a missing key is sent
 * as missing, and the server answers MISSING_HASH (DECISIONS.md "Accounts and sessions").
 */
async function gatherAnswers(
  context: CommandContext,
  options: LoginOptions,
  questions: LoginQuestions | undefined,
): Promise<LoginAnswers> {
  const ask = context.terminal.canPrompt
    ? (questions ?? loginQuestions(context.language))
    : undefined;
  const defaults = context.loginDefaults;

  const email = options.email?.trim() || defaults.email || (await ask?.email());
  if (!email) {
    throw new CliError('cli.login.missingEmail');
  }
  let password: string | undefined;
  if (options.passwordStdin) {
    password = passwordFromStdin(await context.terminal.readStdin());
    if (password === '') {
      throw new CliError('cli.login.emptyPasswordStdin');
    }
  } else {
    password = defaults.password || (await ask?.password());
  }
  if (!password) {
    throw new CliError('cli.login.missingPassword');
  }
  const accountKey = options.key?.trim() || defaults.accountKey || (await ask?.accountKey());
  return { email, password, accountKey: accountKey || undefined };
}

/**
 * `folio login`: signs in with `{email, password, hash}` (SPEC §7) at the hosts of the global
 * options and stores the session in the credentials file. A failed login leaves any stored
 * session as it was.
 */
export async function runLogin(
  context: CommandContext,
  options: LoginOptions,
  questions?: LoginQuestions,
): Promise<number> {
  if (options.apiKey !== undefined) {
    return runApiKeyLogin(context, options.apiKey);
  }
  const { output, language, urls } = context;
  const answers = await gatherAnswers(context, options, questions);
  const spinner = output.spinner(translate(language, 'cli.login.signingIn'));
  const pair = await context.auth.login(answers).finally(() => spinner.stop());

  // The token's subject is the username: the e-mail as the server keeps it.
  const username = readTokenClaims(pair.access_token).subject ?? answers.email;
  const credentials: Credentials = {
    middlewareUrl: urls.middleware,
    serviceUrl: urls.service,
    email: username,
    access_token: pair.access_token,
    refresh_token: pair.refresh_token,
  };
  await context.credentials.write(credentials);
  return reportLogin(context, username, 'cli.login.signedIn');
}

/**
 * `folio whoami`: validates the stored access token with the server and prints its subject. An
 * expired token is refreshed on the way by the session handler; run it through `runSignedIn`.
 */
export async function runWhoami(context: SignedInContext): Promise<number> {
  const answer = await context.folio.account.whoami();
  context.output.info(answer.username);
  context.output.data({
    username: answer.username,
    middlewareUrl: context.urls.middleware,
    expiresAt: answer.expiresAt,
  } satisfies WhoamiReport);
  return 0;
}

/**
 * `folio logout`: ends the session on the server, then removes the stored credentials whatever
 * the server answered (SPEC §4 "Logout ... regardless of the result"; §8: a logout failure is only
 * reported). An answer saying the session was already over counts as done.
 */
export async function runLogout(context: CommandContext): Promise<number> {
  const { output, language } = context;
  const read = await context.credentials.read();
  let serverConfirmed = false;
  if (read.status === 'unreadable') {
    output.error(translate(language, 'cli.session.unreadable', { path: context.credentials.path }));
  }
  if (read.status === 'signedIn') {
    try {
      const signedIn = await openSession(context, 'stored');
      await signedIn.folio.account.logout();
      serverConfirmed = true;
    } catch (error) {
      if (isSessionEndingError(error)) {
        serverConfirmed = true;
      } else {
        const message = describeError(error, language);
        output.error(translate(language, 'cli.logout.serverFailed', { message }));
      }
    }
  }
  await context.credentials.remove();
  const wasSignedIn = read.status === 'signedIn';
  output.info(translate(language, wasSignedIn ? 'cli.logout.signedOut' : 'cli.logout.notSignedIn'));
  output.data({ signedOut: true, wasSignedIn, serverConfirmed } satisfies LogoutReport);
  return 0;
}
