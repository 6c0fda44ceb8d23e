import { join } from 'node:path';

import type { CliDefaults } from '../../config';
import { credentialsFile } from '../../config-file';
import { createProgram } from '../../program';
import type { Terminal } from '../../terminal';
import {
  ACCOUNT,
  captureStreams,
  fakeMiddleware,
  MIDDLEWARE_URL,
  SERVICE_URL,
} from '../../testing/fake-middleware';

import { fakeChatbot } from './fake-chatbot';

/** A signed-in `folio` over the fake middleware (auth) and the fake chatbot, for `folio chat`. */
export async function chatHarness(dir: string) {
  const auth = fakeMiddleware();
  const chatbot = fakeChatbot();
  const configDir = join(dir, 'config');
  const fetch = (request: Request) =>
    new URL(request.url).pathname.startsWith('/api/auth/')
      ? auth.fetch(request)
      : chatbot.fetch(request);
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
    const { stdout, stderr } = captured;
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
    return { exitCode, stdout: stdout(), stderr: stderr() };
  };

  return { folio, chatbot };
}
