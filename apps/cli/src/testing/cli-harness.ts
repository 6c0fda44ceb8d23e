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

/** A fake server for every call but sign-in (the fake storage, the fake chatbot). */
export type FakeBackend = { fetch(request: Request): Promise<Response> };

/**
 * A signed-in `folio` over the fake middleware (auth) and `backend` (everything else): run a
 * command line, or build a signed-in context to call an action directly. The harnesses of each
 * command group add their fake backend to it.
 */
export async function signedInCli(dir: string, backend: FakeBackend) {
  const auth = fakeMiddleware();
  const configDir = join(dir, 'config');
  const fetch = (request: Request) =>
    new URL(request.url).pathname.startsWith('/api/auth/')
      ? auth.fetch(request)
      : backend.fetch(request);
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

  /**
   * Runs `folio <args>` and returns what it printed and its exit code; `onStdout` sees each
   * write to stdout as it happens.
   */
  const folio = async (args: string[], terminal?: Terminal, onStdout?: (text: string) => void) => {
    const captured = captureStreams();
    const streams = onStdout
      ? {
          ...captured.streams,
          stdout: {
            write: (text: string) => {
              captured.streams.stdout.write(text);
              onStdout(text);
            },
          },
        }
      : captured.streams;
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
    return { exitCode, stdout: captured.stdout(), stderr: captured.stderr() };
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

  return { folio, signedIn, auth, configDir };
}
