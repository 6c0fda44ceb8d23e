import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { expectData } from '@folio/sdk';
import { describe, expect, inject, it } from 'vitest';

import { clientsForRun } from '../support/clients';
import { runCli } from '../support/run-cli';
import { freePort } from '../support/free-port';
import { REPO_ROOT } from '../support/start-servers';

const servers = inject('servers');
const hosts = ['--middleware-url', servers.middlewareUrl, '--service-url', servers.serviceUrl];

describe('folio --version and --help', () => {
  it('--version prints the version of the CLI package and nothing else', async () => {
    const packageJson = JSON.parse(
      await readFile(join(REPO_ROOT, 'apps/cli/package.json'), 'utf8'),
    ) as {
      version: string;
    };

    const run = await runCli(['--version']);

    expect(run.exitCode).toBe(0);
    expect(run.lines).toEqual([packageJson.version]);
    expect(run.stderr).toBe('');
  });

  it('--help lists the health command and the global options', async () => {
    const run = await runCli(['--help']);

    expect(run.exitCode).toBe(0);
    expect(run.lines).toContainEqual(expect.stringMatching(/^ {2}health\b/));
    for (const option of ['--middleware-url', '--service-url', '--json', '--lang']) {
      expect(run.stdout).toContain(option);
    }
    expect(run.stderr).toBe('');
  });
});

describe('folio health', () => {
  it('--json reports both hosts of the run ok, with their versions', async () => {
    const clients = clientsForRun();
    const middleware = await expectData(clients.middleware.GET('/'));
    const service = await expectData(clients.service.GET('/'));

    const run = await runCli([...hosts, 'health', '--json']);

    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      middleware: { ok: true, version: middleware.version, url: servers.middlewareUrl },
      service: { ok: true, version: service.version, url: servers.serviceUrl },
    });
    expect(run.stderr).toBe('');
  });

  it('prints one line per host for people, in the language asked for', async () => {
    const run = await runCli(['--lang', 'sp', ...hosts, 'health']);

    expect(run.exitCode).toBe(0);
    expect(run.lines).toEqual([
      expect.stringMatching(/^Middleware: disponible \(versión \d+\.\d+\.\d+.*\)$/),
      expect.stringMatching(/^Servicio: disponible \(versión \d+\.\d+\.\d+.*\)$/),
    ]);
  });

  it('takes the hosts from FOLIO_MIDDLEWARE_URL and FOLIO_SERVICE_URL', async () => {
    const run = await runCli(['health'], {
      env: { FOLIO_MIDDLEWARE_URL: servers.middlewareUrl, FOLIO_SERVICE_URL: servers.serviceUrl },
    });

    expect(run.exitCode).toBe(0);
    expect(run.lines).toHaveLength(2);
  });

  it('exits 1 with the network message on stderr and nothing on stdout when no host answers', async () => {
    const closed = `http://127.0.0.1:${await freePort()}/api`;

    const run = await runCli(['--middleware-url', closed, '--service-url', closed, 'health']);

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n')).toEqual([
      `Middleware (${closed}): Network connection error: check the internet connection and try again`,
      `Service (${closed}): Network connection error: check the internet connection and try again`,
    ]);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 1 when only one host is down, still reporting the other', async () => {
    const closed = `http://127.0.0.1:${await freePort()}/api`;

    const run = await runCli([
      '--middleware-url',
      servers.middlewareUrl,
      '--service-url',
      closed,
      'health',
    ]);

    expect(run.exitCode).toBe(1);
    expect(run.lines).toEqual([expect.stringMatching(/^Middleware: ok \(version /)]);
    expect(run.stderr).toContain(`Service (${closed}): Network connection error`);
  });
});
