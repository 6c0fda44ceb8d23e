import { describe, expect, it } from 'vitest';

import type { CliDefaults } from './config';
import { createProgram } from './program';

const defaults: CliDefaults = {
  middlewareUrl: 'http://default-middleware.test/api',
  serviceUrl: 'http://default-service.test/api',
  hostsFromEnvironment: { middleware: false, service: false },
  language: 'sp',
  isDebug: false,
  configDir: '/nonexistent/folio',
  login: {},
};

/** Parses a command line the way the binary does, with a fetch that answers every health check. */
async function parse(args: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const requests: string[] = [];
  let exitCode: number | undefined;
  const argv = ['node', 'folio', ...args];
  const program = createProgram(
    {
      version: '9.8.7',
      defaults,
      streams: {
        stdout: { write: (text: string) => stdout.push(text) },
        stderr: { write: (text: string) => stderr.push(text) },
        isInteractive: false,
      },
      setExitCode: (code) => {
        exitCode = code;
      },
      fetch: async (request) => {
        requests.push(request.url);
        return Response.json({ status: 'ok', version: '1.2.3' });
      },
    },
    argv,
  );
  // Commander exits the process on --help, --version and usage errors; in tests it throws instead.
  program.exitOverride();
  const thrown = await program.parseAsync(argv).then(
    () => undefined,
    (error: unknown) => error,
  );
  return { stdout: stdout.join(''), stderr: stderr.join(''), requests, exitCode, thrown };
}

describe('folio program', () => {
  it('passes the global options before the command on to it', async () => {
    const result = await parse([
      '--middleware-url',
      'http://m.test/api',
      '--service-url',
      'http://s.test/api',
      '--lang',
      'en',
      'health',
    ]);

    expect(result.exitCode).toBe(0);
    expect(result.requests.sort()).toEqual(['http://m.test/api/', 'http://s.test/api/']);
    expect(result.stdout).toBe('Middleware: ok (version 1.2.3)\nService: ok (version 1.2.3)\n');
  });

  it('uses the defaults from the environment when no flag is given', async () => {
    const result = await parse(['health', '--json']);

    expect(result.requests.sort()).toEqual([
      'http://default-middleware.test/api/',
      'http://default-service.test/api/',
    ]);
    expect(JSON.parse(result.stdout)).toMatchObject({ middleware: { ok: true, version: '1.2.3' } });
  });

  it('prints the version given to it', async () => {
    const result = await parse(['--version']);

    expect(result.stdout).toBe('9.8.7\n');
  });

  it('writes the help in the language of --lang, listing the commands', async () => {
    const result = await parse(['--lang', 'en', '--help']);

    expect(result.stdout).toContain('Folio from the terminal');
    expect(result.stdout).toMatch(/^ {2}health\b/m);
    for (const command of ['login', 'logout', 'whoami']) {
      expect(result.stdout).toMatch(new RegExp(`^ {2}${command}\\b`, 'm'));
    }
  });

  it('rejects a host URL that is not a URL, before calling anything', async () => {
    const result = await parse(['--lang=en', '--middleware-url', 'nope', 'health']);

    expect(result.stderr).toContain('Not a valid URL: nope');
    expect(result.requests).toEqual([]);
    expect(result.exitCode).toBeUndefined();
  });
});
