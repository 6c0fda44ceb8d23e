import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  COMPANY,
  createFolioClients,
  expectData,
  uploadLarge,
  type FolioClients,
  type UploadLargeOptions,
} from '@folio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registerVerifiedAccount, TEST_PASSWORD } from '../support/accounts';
import { startServers, type RunningServers } from '../support/start-servers';

type UrlStorage = NonNullable<UploadLargeOptions['urlStorage']>;
type PreviousUpload = Awaited<ReturnType<UrlStorage['findAllUploads']>>[number];

const MIB = 1024 * 1024;
const ENV = { FOLIO_UPLOAD_MAX_FILE_BYTES: String(64 * MIB) };
const SIZE = 30 * MIB;

/** Remembered uploads in memory (a CLI keeps them in a file), recording every URL stored. */
class RecordingUrlStorage implements UrlStorage {
  readonly urls: string[] = [];
  private readonly entries = new Map<string, PreviousUpload & { fingerprint: string }>();

  findAllUploads() {
    return Promise.resolve([...this.entries.values()]);
  }
  findUploadsByFingerprint(fingerprint: string) {
    return Promise.resolve([...this.entries.values()].filter((e) => e.fingerprint === fingerprint));
  }
  removeUpload(key: string) {
    this.entries.delete(key);
    return Promise.resolve();
  }
  addUpload(fingerprint: string, upload: PreviousUpload) {
    const key = `k${this.entries.size + 1}`;
    this.entries.set(key, { ...upload, urlStorageKey: key, fingerprint });
    this.urls.push(upload.uploadUrl ?? '');
    return Promise.resolve(key);
  }
}

let servers: RunningServers;
let workDir: string;
let source: string;
let sourceSha: string;
let token: string;
let email: string;

const clientsOf = (running: RunningServers): FolioClients =>
  createFolioClients({
    middlewareUrl: running.middlewareUrl,
    serviceUrl: running.serviceUrl,
    session: { getAccessToken: () => token, refresh: async () => undefined },
  });

beforeAll(async () => {
  servers = await startServers(ENV);
  workDir = await mkdtemp(join(tmpdir(), 'folio-tus-'));
  // A ZIP signature, then random bytes: storage sniffs only the signature.
  const bytes = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(SIZE - 4)]);
  source = join(workDir, 'grande.zip');
  await writeFile(source, bytes);
  sourceSha = createHash('sha256').update(bytes).digest('hex');
  email = `tus.${Date.now().toString(36)}@example.com`;
  const clients = clientsOf(servers);
  await registerVerifiedAccount(clients, servers.dataDir, email);
  const session = await expectData(
    clients.middleware.POST('/auth/login', {
      body: { email, password: TEST_PASSWORD, hash: `key-${email}` },
    }),
  );
  token = session.access_token;
});

afterAll(async () => {
  await servers.stop();
  await rm(workDir, { recursive: true, force: true });
});

async function sha256Of(running: RunningServers, topico: string, filename: string) {
  const result = await clientsOf(running).middleware.GET('/storage/files/download', {
    params: { query: { empresa: COMPANY, user: email, topico, filename } },
    parseAs: 'blob',
  });
  const bytes = new Uint8Array(await (result.data ?? new Blob()).arrayBuffer());
  return { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

const tusParts = async (running: RunningServers) =>
  (await readdir(join(running.dataDir, 'tus', 'parts')).catch(() => [])).length;

describe('resumable uploads through tus (issue 5)', () => {
  it('resumes from the stored offset after the server is killed mid-upload', async () => {
    const urlStorage = new RecordingUrlStorage();
    let killedAt: number | undefined;
    let restart: Promise<void> | undefined;
    const crashAndRestart = async () => {
      await servers.kill();
      servers = await startServers(ENV, {
        ports: servers.ports,
        data: servers.state,
      });
    };
    const result = await uploadLarge({
      endpoint: `${servers.middlewareUrl}/storage/tus`,
      getAccessToken: () => token,
      file: createReadStream(source),
      filename: 'grande.zip',
      topico: 'Grandes',
      chunkSize: 8 * MIB,
      // Long enough for the host to come back.
      retryDelays: [500, 1_000, 2_000, 3_000, 5_000, 8_000, 13_000],
      urlStorage,
      onProgress: (sent) => {
        if (killedAt === undefined && sent >= 12 * MIB) {
          killedAt = sent;
          restart = crashAndRestart();
        }
      },
    });
    await restart;
    expect(killedAt).toBeGreaterThan(0);
    expect(killedAt).toBeLessThan(SIZE);
    // One upload URL from start to end: the upload resumed rather than starting over.
    expect(urlStorage.urls).toEqual([result.uploadUrl]);
    expect(result.blobName).toBe('Grandes/grande.zip');
    expect(await sha256Of(servers, 'Grandes', 'grande.zip')).toEqual({
      size: SIZE,
      sha256: sourceSha,
    });
    expect(await tusParts(servers)).toBe(0);
  });

  it('resumes a client that stopped, from its remembered upload', async () => {
    const urlStorage = new RecordingUrlStorage();
    const controller = new AbortController();
    const base = {
      endpoint: `${servers.middlewareUrl}/storage/tus`,
      getAccessToken: () => token,
      filename: 'grande.zip',
      topico: 'Grandes',
      chunkSize: 4 * MIB,
      urlStorage,
    };
    const stopped = await uploadLarge({
      ...base,
      file: createReadStream(source),
      signal: controller.signal,
      onProgress: (sent) => {
        if (sent >= 8 * MIB) {
          controller.abort();
        }
      },
    }).catch((error: unknown) => error);
    expect(stopped).toMatchObject({ name: 'AbortError' });

    const progress: number[] = [];
    const result = await uploadLarge({
      ...base,
      file: createReadStream(source),
      onProgress: (sent) => progress.push(sent),
    });
    // The second run starts where the server's copy ended, not at zero.
    expect(Math.min(...progress)).toBeGreaterThanOrEqual(4 * MIB);
    expect(urlStorage.urls).toHaveLength(1);
    expect(result.blobName).toBe('Grandes/grande (1).zip');
    expect(await sha256Of(servers, 'Grandes', 'grande (1).zip')).toEqual({
      size: SIZE,
      sha256: sourceSha,
    });
  });

  it('refuses a file over the limit before any byte is sent', async () => {
    const error = await uploadLarge({
      endpoint: `${servers.middlewareUrl}/storage/tus`,
      getAccessToken: () => token,
      file: Buffer.alloc(64 * MIB + 1),
      filename: 'too-big.zip',
      retryDelays: [],
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', detail: { maxMb: 64 } });
    expect(await tusParts(servers)).toBe(0);
  });
});
