import { join } from 'node:path';

import type { CliDefaults } from '../config';
import { credentialsFile } from '../config-file';
import { createCommandContext, openSession, type SignedInContext } from '../context';
import { createProgram } from '../program';
import type { Terminal } from '../terminal';

import {
  ACCOUNT,
  captureStreams,
  fakeMiddleware,
  MIDDLEWARE_URL,
  SERVICE_URL,
} from './fake-middleware';
import { fakeStorage } from './fake-storage';

/**
 * A signed-in `folio` over the fake middleware (auth) and the fake storage, for the tests of the
 * `files` commands: run a command line, or build a signed-in context to call an action directly.
 */
export async function filesHarness(dir: string) {
  const auth = fakeMiddleware();
  const storage = fakeStorage(ACCOUNT.email);
  const configDir = join(dir, 'config');
  const fetch = (request: Request) =>
    new URL(request.url).pathname.startsWith('/api/auth/')
      ? auth.fetch(request)
      : storage.fetch(request);
  const pair = auth.login();
  await credentialsFile(configDir).write({
    middlewareUrl: MIDDLEWARE_URL,
    serviceUrl: SERVICE_URL,
    email: ACCOUNT.email,
    access_token: pair.access_token,
    refresh_token: pair.refresh_token,
  });
  const defaults: CliDefaults = {
    middlewareUrl: MIDDLEWARE_URL,
    serviceUrl: SERVICE_URL,
    hostsFromEnvironment: { middleware: false, service: false },
    language: 'en',
    isDebug: false,
    configDir,
    login: {},
  };

  /** Runs `folio <args>` and returns what it printed and its exit code. */
  const folio = async (args: string[], terminal?: Terminal) => {
    const { streams, stdout, stderr } = captureStreams();
    let exitCode: number | undefined;
    const argv = ['node', 'folio', ...args];
    const program = createProgram(
      {
        version: '1.0.0',
        defaults,
        streams,
        setExitCode: (code) => (exitCode = code),
        fetch,
        ...(terminal ? { terminal } : {}),
      },
      argv,
    );
    program.exitOverride();
    await program.parseAsync(argv);
    return { exitCode, stdout: stdout(), stderr: stderr() };
  };

  /** A signed-in context whose output is captured, for calling an action directly. */
  const signedIn = async (options: { json?: boolean; terminal?: Terminal } = {}) => {
    const captured = captureStreams();
    const context: SignedInContext = await openSession(
      createCommandContext(
        { middlewareUrl: MIDDLEWARE_URL, serviceUrl: SERVICE_URL, lang: 'en', json: options.json },
        {
          streams: captured.streams,
          isDebug: false,
          configDir,
          fetch,
          ...(options.terminal ? { terminal: options.terminal } : {}),
        },
      ),
    );
    return { context, stdout: captured.stdout, stderr: captured.stderr };
  };

  return { folio, signedIn, storage, auth, configDir };
}
