// Upload speed (issue 5: 200 files, 1 GB together, over loopback within 2x of `cp` of the same
// bytes): uploadFiles requests of `perRequest` files, `parallel` at a time, which the middleware
// streams into its blob store, hashing (sha256) and fsyncing every file. The client is `curl`
// when the machine has it (a native client, as a browser is: a Node client on the same 2 cores
// takes CPU the server then lacks), else each file streamed from disk into a multipart body with
// node:http. The references: `cp` of the same files, `cp` then `sync`, and the same requests sent
// to a server that only discards them (what HTTP over loopback costs on this machine).
import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';

import type { BenchServer } from './server.ts';

const run = promisify(execFile);
const READ_CHUNK = 1024 * 1024;

type Target = { url: string; token: string; email: string };

/** A multipart body as a browser sends it: `json_data`, then one `file` part per path. */
async function* multipart(boundary: string, jsonData: string, paths: string[]) {
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="json_data"\r\n\r\n${jsonData}\r\n`,
  );
  for (const path of paths) {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${basename(path)}"` +
        `\r\nContent-Type: application/zip\r\n\r\n`,
    );
    yield* createReadStream(path, { highWaterMark: READ_CHUNK });
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${boundary}--\r\n`);
}

/** Whether `curl` can be the client, checked once. */
const hasCurl = run('curl', ['--version']).then(
  () => true,
  () => false,
);

/** The client's name, for the report. */
export async function uploadClient(): Promise<string> {
  return (await hasCurl) ? 'curl' : 'node:http';
}

async function uploadWithCurl(target: Target, jsonData: string, paths: string[]): Promise<void> {
  await run('curl', [
    '--silent',
    '--show-error',
    '--fail',
    '--output',
    '/dev/null',
    '--header',
    `authorization: Bearer ${target.token}`,
    // No `Expect: 100-continue` round trip before each body.
    '--header',
    'expect:',
    '--form',
    `json_data=${jsonData}`,
    ...paths.flatMap((path) => ['--form', `file=@${path};type=application/zip`]),
    `${target.url}/storage/upload`,
  ]);
}

async function uploadBatch(target: Target, topico: string, paths: string[]): Promise<void> {
  const jsonData = JSON.stringify({ user: target.email, empresa: 'demo', topico });
  if (await hasCurl) {
    return uploadWithCurl(target, jsonData, paths);
  }
  const boundary = `----folio-bench-${Math.random().toString(16).slice(2)}`;
  const status = await new Promise<number>((resolve, reject) => {
    const outgoing = request(
      `${target.url}/storage/upload`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${target.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    pipeline(Readable.from(multipart(boundary, jsonData, paths)), outgoing).catch(reject);
  });
  if (status !== 201 && status !== 200) {
    throw new Error(`upload answered ${status}`);
  }
}

/** Uploads every file once into `topico`; answers the wall time in ms. */
export async function uploadAll(
  target: Target,
  topico: string,
  paths: string[],
  options: { perRequest: number; parallel: number },
): Promise<number> {
  const batches: string[][] = [];
  for (let index = 0; index < paths.length; index += options.perRequest) {
    batches.push(paths.slice(index, index + options.perRequest));
  }
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: options.parallel }, async () => {
      while (next < batches.length) {
        const batch = batches[next++];
        if (batch) {
          await uploadBatch(target, topico, batch);
        }
      }
    }),
  );
  return performance.now() - started;
}

/** The same requests to a server that reads and drops every byte: the cost of HTTP itself. */
export async function sendToSink(
  paths: string[],
  options: { perRequest: number; parallel: number },
): Promise<number> {
  const sink = createServer((incoming, outgoing) => {
    incoming.resume();
    incoming.on('end', () => outgoing.writeHead(201).end());
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.address() as AddressInfo;
  try {
    return await uploadAll(
      { url: `http://127.0.0.1:${port}/api`, token: 'none', email: 'none' },
      'sink',
      paths,
      options,
    );
  } finally {
    sink.close();
  }
}

/** Deletes a folder of the bench user (frees the disk between runs). */
export async function deleteFolder(server: BenchServer, topico: string): Promise<void> {
  const query = new URLSearchParams({ empresa: 'demo', user: server.email, topico });
  await fetch(`${server.url}/storage/folders?${query.toString()}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${server.token}` },
  });
}

/** `cp -r` of the source folder into a fresh target; with `sync`, flushed to disk too. */
export async function copyAll(sourceDir: string, targetDir: string, sync: boolean) {
  await rm(targetDir, { recursive: true, force: true });
  const started = performance.now();
  await run('cp', ['-r', sourceDir, targetDir]);
  if (sync) {
    await run('sync', ['-f', join(targetDir, '.')]).catch(() => run('sync'));
  }
  return performance.now() - started;
}

/** Total size of files, in bytes. */
export async function sizeOf(paths: string[]): Promise<number> {
  const sizes = await Promise.all(paths.map(async (path) => (await stat(path)).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}
