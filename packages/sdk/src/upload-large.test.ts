import type {
  HttpRequest,
  HttpResponse,
  HttpStack,
  PreviousUpload,
  UrlStorage,
} from 'tus-js-client';
import { describe, expect, it, vi } from 'vitest';

import { FolioError } from './errors';
import { uploadLarge } from './upload-large';

type Sent = { method: string; url: string; headers: Record<string, string>; bytes: number };

/**
 * A tus server in memory behind tus-js-client's HTTP seam: creation, HEAD, PATCH, the headers
 * the middleware adds when a file lands, and refusals on demand. No network.
 */
class FakeTusServer implements HttpStack {
  readonly sent: Sent[] = [];
  readonly uploads = new Map<string, { length: number; offset: number; metadata: string }>();
  /** Answer 401 to the next n requests. */
  unauthorizedLeft = 0;
  /** Answer this error body on the last PATCH instead of landing the file. */
  refusal: { status: number; body: unknown } | undefined;
  /** Calls made to PATCH before it throws as if the connection broke. */
  breakAfterPatches = Number.POSITIVE_INFINITY;

  createRequest(method: string, url: string): HttpRequest {
    const headers: Record<string, string> = {};
    const handle = this.handle.bind(this);
    return {
      getMethod: () => method,
      getURL: () => url,
      setHeader: (name, value) => {
        headers[name.toLowerCase()] = value;
      },
      getHeader: (name) => headers[name.toLowerCase()],
      setProgressHandler: () => undefined,
      abort: () => Promise.resolve(),
      getUnderlyingObject: () => undefined,
      send: (body: unknown) => handle(method, url, headers, body),
    };
  }

  getName() {
    return 'fake';
  }

  private async handle(
    method: string,
    url: string,
    headers: Record<string, string>,
    body: unknown,
  ): Promise<HttpResponse> {
    const bytes = body instanceof Uint8Array ? body.length : 0;
    this.sent.push({ method, url, headers: { ...headers }, bytes });
    if (this.unauthorizedLeft > 0) {
      this.unauthorizedLeft--;
      return response(401, {}, JSON.stringify({ errorCode: 'TOKEN_EXPIRED', errorMessage: 'x' }));
    }
    if (method === 'POST') {
      const id = `u${this.uploads.size + 1}`;
      this.uploads.set(id, {
        length: Number(headers['upload-length']),
        offset: 0,
        metadata: headers['upload-metadata'] ?? '',
      });
      return response(201, { location: `/api/storage/tus/${id}` });
    }
    const id = url.split('/').pop() ?? '';
    const upload = this.uploads.get(id);
    if (!upload) {
      return response(404, {});
    }
    if (method === 'HEAD') {
      return response(200, {
        'upload-offset': String(upload.offset),
        'upload-length': String(upload.length),
      });
    }
    if (this.breakAfterPatches-- <= 0) {
      throw new Error('socket hang up');
    }
    upload.offset += bytes;
    if (upload.offset < upload.length) {
      return response(204, { 'upload-offset': String(upload.offset) });
    }
    if (this.refusal) {
      return response(this.refusal.status, {}, JSON.stringify(this.refusal.body));
    }
    return response(204, {
      'upload-offset': String(upload.offset),
      'folio-file-id': 'file-1',
      'folio-blob-name': encodeURIComponent('Big/año.bin'),
    });
  }
}

function response(status: number, headers: Record<string, string>, body = ''): HttpResponse {
  return {
    getStatus: () => status,
    getHeader: (name) => headers[name.toLowerCase()],
    getBody: () => body,
    getUnderlyingObject: () => undefined,
  };
}

/** Remembered uploads in memory, as local storage or a file would keep them. */
class MemoryUrlStorage implements UrlStorage {
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
    return Promise.resolve(key);
  }
}

const file = Buffer.alloc(10_000, 7);
const base = {
  endpoint: 'http://folio.test/api/storage/tus',
  file,
  filename: 'año.bin',
  topico: 'Big',
  chunkSize: 4_000,
  retryDelays: [0, 0, 0],
};

describe('uploadLarge (issue 5: resumable uploads through tus)', () => {
  it('sends the file in chunks with its metadata and bearer, and answers the stored file', async () => {
    const server = new FakeTusServer();
    const progress = vi.fn();
    const result = await uploadLarge({
      ...base,
      replace: true,
      getAccessToken: () => 'token-1',
      onProgress: progress,
      httpStack: server,
    });
    expect(result).toEqual({
      fileId: 'file-1',
      blobName: 'Big/año.bin',
      uploadUrl: 'http://folio.test/api/storage/tus/u1',
    });
    expect(server.sent.map((request) => [request.method, request.bytes])).toEqual([
      ['POST', 0],
      ['PATCH', 4000],
      ['PATCH', 4000],
      ['PATCH', 2000],
    ]);
    expect(server.sent.every((r) => r.headers['authorization'] === 'Bearer token-1')).toBe(true);
    const metadata = Object.fromEntries(
      (server.uploads.get('u1')?.metadata ?? '').split(',').map((pair): [string, string] => {
        const [key = '', value = ''] = pair.split(' ');
        return [key, Buffer.from(value, 'base64').toString('utf8')];
      }),
    );
    expect(metadata).toEqual({ filename: 'año.bin', topico: 'Big', replace: 'true' });
    expect(progress).toHaveBeenLastCalledWith(10_000, 10_000);
  });

  it('renews the token once after a 401 and carries on', async () => {
    const server = new FakeTusServer();
    server.unauthorizedLeft = 1;
    let token = 'old';
    const refresh = vi.fn(async () => {
      token = 'new';
      return token;
    });
    const result = await uploadLarge({
      ...base,
      getAccessToken: () => token,
      refreshAccessToken: refresh,
      httpStack: server,
    });
    expect(result.fileId).toBe('file-1');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.sent[0]?.headers['authorization']).toBe('Bearer old');
    expect(server.sent[1]?.headers['authorization']).toBe('Bearer new');
  });

  it('gives up on a second 401 in a row', async () => {
    const server = new FakeTusServer();
    server.unauthorizedLeft = 5;
    const error = await uploadLarge({
      ...base,
      getAccessToken: () => 't',
      refreshAccessToken: async () => 't2',
      httpStack: server,
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'TOKEN_EXPIRED', status: 401 });
    expect(server.sent).toHaveLength(2);
  });

  it("rejects with the server's error code when the file is refused", async () => {
    const server = new FakeTusServer();
    server.refusal = {
      status: 415,
      body: {
        errorCode: 'UNSUPPORTED_MEDIA_TYPE',
        errorMessage: 'not a pdf',
        detail: { reason: 'content-mismatch' },
      },
    };
    const error = await uploadLarge({
      ...base,
      getAccessToken: () => 't',
      httpStack: server,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FolioError);
    expect(error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      status: 415,
      detail: { reason: 'content-mismatch' },
    });
  });

  it('resumes a remembered upload from the offset the server kept', async () => {
    const server = new FakeTusServer();
    const urlStorage = new MemoryUrlStorage();
    server.breakAfterPatches = 1;
    const first = await uploadLarge({
      ...base,
      retryDelays: [],
      getAccessToken: () => 't',
      httpStack: server,
      urlStorage,
    }).catch((caught: unknown) => caught);
    expect(first).toMatchObject({ code: 'NETWORK_ERROR' });
    expect(server.uploads.get('u1')?.offset).toBe(4000);

    server.breakAfterPatches = Number.POSITIVE_INFINITY;
    const sentBefore = server.sent.length;
    const result = await uploadLarge({
      ...base,
      getAccessToken: () => 't',
      httpStack: server,
      urlStorage,
    });
    expect(result.fileId).toBe('file-1');
    expect(server.sent.slice(sentBefore).map((request) => [request.method, request.bytes])).toEqual(
      [
        ['HEAD', 0],
        ['PATCH', 4000],
        ['PATCH', 2000],
      ],
    );
  });

  it('stops when the signal aborts, with its reason', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploadLarge({
        ...base,
        getAccessToken: () => 't',
        httpStack: new FakeTusServer(),
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
