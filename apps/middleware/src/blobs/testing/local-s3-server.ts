import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rename, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * The subset of Amazon S3's REST API that Folio's blob store and the AWS SDK's managed upload use,
 * path-style (`/bucket/key`), for tests and the local cluster: CreateBucket, HeadBucket,
 * PutObject, GetObject, HeadObject, DeleteObject, ListObjectsV2 (paged), and multipart uploads
 * (Create, UploadPart, Complete, Abort). Errors are S3's XML error documents with their codes
 * (NoSuchBucket, NoSuchKey, NoSuchUpload, AccessDenied, InvalidPart). Requests must carry a SigV4
 * Authorization header with the server's access key id (the signature itself is not checked).
 * Objects live in files of a temporary folder, never whole in memory.
 */
export type LocalS3Server = {
  /** The endpoint to give the SDK (`FOLIO_S3_ENDPOINT`), path-style. */
  url: string;
  accessKeyId: string;
  secretAccessKey: string;
  createBucket(name: string): void;
  /** The keys of a bucket, sorted. */
  keys(bucket: string): string[];
  /** Multipart uploads begun and neither completed nor aborted. */
  pendingUploads(): number;
  close(): Promise<void>;
};

export type LocalS3ServerOptions = {
  /** Keys per ListObjectsV2 page when the request asks for more (S3's is 1,000). */
  pageSize?: number;
};

type StoredObject = { path: string; size: number; etag: string; modifiedAt: Date };
type PendingUpload = { bucket: string; key: string; parts: Map<number, StoredObject> };

const ACCESS_KEY_ID = 'FOLIOTESTKEY';
const SECRET_ACCESS_KEY = 'folio-test-secret';

export async function startLocalS3Server(
  options: LocalS3ServerOptions = {},
): Promise<LocalS3Server> {
  const dir = await mkdtemp(join(tmpdir(), 'folio-s3-'));
  const pageSize = options.pageSize ?? 1000;
  const buckets = new Map<string, Map<string, StoredObject>>();
  const uploads = new Map<string, PendingUpload>();

  // Every body goes to a fresh file, hashed on the way; an overwrite renames a new file over the
  // key's, so a GET already streaming keeps reading the old one, as on S3.
  async function receive(request: IncomingMessage): Promise<StoredObject> {
    const path = join(dir, randomUUID());
    const md5 = createHash('md5');
    let size = 0;
    await pipeline(
      request,
      async function* measure(chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          md5.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(path),
    );
    return { path, size, etag: `"${md5.digest('hex')}"`, modifiedAt: new Date() };
  }

  async function store(bucket: Map<string, StoredObject>, key: string, object: StoredObject) {
    const previous = bucket.get(key);
    bucket.set(key, object);
    if (previous) {
      await rm(previous.path, { force: true });
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://s3.local');
    const [bucketName = '', ...rest] = url.pathname.slice(1).split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const query = url.searchParams;
    const method = request.method ?? 'GET';
    const authorization = request.headers.authorization ?? '';
    if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${ACCESS_KEY_ID}/`)) {
      request.resume();
      return fail(response, 403, 'AccessDenied', 'Access Denied');
    }
    if (String(request.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-')) {
      return fail(response, 501, 'NotImplemented', 'aws-chunked bodies are not supported');
    }
    if (method === 'PUT' && key === '') {
      buckets.set(bucketName, buckets.get(bucketName) ?? new Map<string, StoredObject>());
      return end(response, 200);
    }
    const bucket = buckets.get(bucketName);
    if (!bucket) {
      request.resume();
      return fail(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    }
    if (key === '') {
      if (method === 'HEAD') {
        return end(response, 200);
      }
      if (method === 'GET' && query.get('list-type') === '2') {
        return list(response, bucketName, bucket, query);
      }
      return fail(response, 405, 'MethodNotAllowed', 'Not supported on a bucket');
    }

    const uploadId = query.get('uploadId');
    if (method === 'POST' && query.has('uploads')) {
      const id = randomUUID();
      uploads.set(id, { bucket: bucketName, key, parts: new Map() });
      return xml(
        response,
        `<InitiateMultipartUploadResult><Bucket>${escape(bucketName)}</Bucket><Key>${escape(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (uploadId !== null) {
      const upload = uploads.get(uploadId);
      if (!upload || upload.bucket !== bucketName || upload.key !== key) {
        request.resume();
        return fail(response, 404, 'NoSuchUpload', 'The specified upload does not exist');
      }
      if (method === 'PUT') {
        const part = await receive(request);
        const number = Number(query.get('partNumber'));
        const replaced = upload.parts.get(number);
        upload.parts.set(number, part);
        if (replaced) {
          await rm(replaced.path, { force: true });
        }
        response.setHeader('ETag', part.etag);
        return end(response, 200);
      }
      if (method === 'DELETE') {
        uploads.delete(uploadId);
        await Promise.all([...upload.parts.values()].map((part) => rm(part.path, { force: true })));
        return end(response, 204);
      }
      if (method === 'POST') {
        const body = (await readText(request)).matchAll(
          /<PartNumber>(\d+)<\/PartNumber>\s*<ETag>([^<]+)<\/ETag>|<ETag>([^<]+)<\/ETag>\s*<PartNumber>(\d+)<\/PartNumber>/gu,
        );
        const listed = [...body].map((match) => ({
          number: Number(match[1] ?? match[4]),
          etag: (match[2] ?? match[3] ?? '').replaceAll('&quot;', '"'),
        }));
        const parts = listed.map(({ number, etag }) => {
          const part = upload.parts.get(number);
          return part && part.etag === etag ? part : undefined;
        });
        if (listed.length === 0 || parts.some((part) => part === undefined)) {
          return fail(response, 400, 'InvalidPart', 'One or more parts could not be found');
        }
        const object = await concatenate(dir, parts as StoredObject[]);
        uploads.delete(uploadId);
        await Promise.all([...upload.parts.values()].map((part) => rm(part.path, { force: true })));
        await store(bucket, key, object);
        return xml(
          response,
          `<CompleteMultipartUploadResult><Bucket>${escape(bucketName)}</Bucket><Key>${escape(key)}</Key><ETag>${escape(object.etag)}</ETag></CompleteMultipartUploadResult>`,
        );
      }
    }

    if (method === 'PUT') {
      await store(bucket, key, await receive(request));
      return end(response, 200);
    }
    if (method === 'DELETE') {
      const object = bucket.get(key);
      bucket.delete(key);
      if (object) {
        await rm(object.path, { force: true });
      }
      return end(response, 204);
    }
    const object = bucket.get(key);
    if (method === 'HEAD' || method === 'GET') {
      if (!object) {
        return method === 'HEAD'
          ? end(response, 404)
          : fail(response, 404, 'NoSuchKey', 'The specified key does not exist.');
      }
      // Opened before answering: the reader keeps this content even if the key is overwritten.
      const file = method === 'GET' ? await open(object.path, 'r') : undefined;
      response.writeHead(200, {
        'Content-Length': object.size,
        'Content-Type': 'application/octet-stream',
        ETag: object.etag,
        'Last-Modified': object.modifiedAt.toUTCString(),
      });
      if (!file) {
        return end(response);
      }
      await pipeline(createReadStream('', { fd: file.fd, autoClose: false }), response).finally(
        () => file.close(),
      );
      return;
    }
    return fail(response, 405, 'MethodNotAllowed', 'Not supported');
  }

  function list(
    response: ServerResponse,
    bucketName: string,
    bucket: Map<string, StoredObject>,
    query: URLSearchParams,
  ): void {
    const prefix = query.get('prefix') ?? '';
    const after = query.get('continuation-token') ?? query.get('start-after') ?? '';
    const limit = Math.min(Number(query.get('max-keys') ?? 1000), pageSize);
    const matching = [...bucket.keys()]
      .filter((key) => key.startsWith(prefix) && key > after)
      .sort(compareKeys);
    const page = matching.slice(0, limit);
    const truncated = matching.length > page.length;
    const contents = page
      .map((key) => {
        const object = bucket.get(key) as StoredObject;
        return `<Contents><Key>${escape(key)}</Key><LastModified>${object.modifiedAt.toISOString()}</LastModified><ETag>${escape(object.etag)}</ETag><Size>${object.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    const next = truncated
      ? `<NextContinuationToken>${escape(page.at(-1) ?? '')}</NextContinuationToken>`
      : '';
    xml(
      response,
      `<ListBucketResult><Name>${escape(bucketName)}</Name><Prefix>${escape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${limit}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
    );
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        fail(response, 500, 'InternalError', String(error));
      } else {
        response.destroy();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    createBucket(name) {
      buckets.set(name, buckets.get(name) ?? new Map<string, StoredObject>());
    },
    keys(bucket) {
      return [...(buckets.get(bucket)?.keys() ?? [])].sort(compareKeys);
    },
    pendingUploads() {
      return uploads.size;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function concatenate(dir: string, parts: readonly StoredObject[]): Promise<StoredObject> {
  const path = join(dir, randomUUID());
  const temp = `${path}.part`;
  const md5 = createHash('md5');
  let size = 0;
  await pipeline(async function* joined() {
    for (const part of parts) {
      for await (const chunk of createReadStream(part.path)) {
        md5.update(chunk as Buffer);
        size += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
    }
  }, createWriteStream(temp));
  await rename(temp, path);
  return { path, size, etag: `"${md5.digest('hex')}-${parts.length}"`, modifiedAt: new Date() };
}

// S3 lists keys in the order of their UTF-8 bytes.
function compareKeys(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function escape(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function xml(response: ServerResponse, body: string): void {
  response.writeHead(200, { 'Content-Type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
}

function end(response: ServerResponse, status?: number): void {
  if (status !== undefined) {
    response.statusCode = status;
  }
  response.end();
}

function fail(response: ServerResponse, status: number, code: string, message: string): void {
  response.writeHead(status, { 'Content-Type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${escape(message)}</Message></Error>`,
  );
}
