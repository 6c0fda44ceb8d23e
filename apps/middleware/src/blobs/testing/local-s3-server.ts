import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

import {
  completeMultipartXml,
  deleteResultXml,
  initiateMultipartXml,
  listMultipartUploadsXml,
  listObjectsV2Xml,
  listPartsXml,
  readCompletedParts,
  readDeletedKeys,
  sendS3Error,
  sendXml,
} from './local-s3-xml';
import {
  compareKeys,
  concatenate,
  META_PREFIX,
  metadataOf,
  receiveObject,
  type Bucket,
  type PendingUpload,
  type StoredObject,
} from './local-s3-objects';

/**
 * The subset of Amazon S3's REST API that Folio's blob store, the AWS SDK's managed upload and
 * the tus S3 store use, path-style (`/bucket/key`), for tests: CreateBucket, HeadBucket,
 * PutObject (with `x-amz-meta-*` metadata), GetObject, HeadObject, DeleteObject, DeleteObjects,
 * ListObjectsV2 (paged), and multipart uploads (Create, UploadPart, ListParts, Complete, Abort,
 * ListMultipartUploads). Errors are S3's XML error documents with their codes (NoSuchBucket,
 * NoSuchKey, NoSuchUpload, AccessDenied, InvalidPart). Requests must carry a SigV4 Authorization
 * header with the server's access key id (the signature itself is not checked). Objects live in
 * files of a temporary folder, never whole in memory.
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
  /** An outage: connections refused and open ones cut, every object kept (fault tests). */
  interrupt(): Promise<void>;
  /** Answers again, on the same port, after `interrupt`. */
  resume(): Promise<void>;
  close(): Promise<void>;
};

export type LocalS3ServerOptions = {
  /** Keys per ListObjectsV2 page when the request asks for more (S3's is 1,000). */
  pageSize?: number;
};

type Call = {
  request: IncomingMessage;
  response: ServerResponse;
  bucketName: string;
  bucket: Bucket;
  key: string;
  query: URLSearchParams;
};

const ACCESS_KEY_ID = 'FOLIOTESTKEY';
const SECRET_ACCESS_KEY = 'folio-test-secret';

export async function startLocalS3Server(
  options: LocalS3ServerOptions = {},
): Promise<LocalS3Server> {
  const dir = await mkdtemp(join(tmpdir(), 'folio-s3-'));
  const pageSize = options.pageSize ?? 1000;
  const buckets = new Map<string, Bucket>();
  const uploads = new Map<string, PendingUpload>();

  async function store(bucket: Bucket, key: string, object: StoredObject) {
    const previous = bucket.get(key);
    bucket.set(key, object);
    if (previous) {
      await rm(previous.path, { force: true });
    }
  }

  async function remove(bucket: Bucket, key: string) {
    const object = bucket.get(key);
    bucket.delete(key);
    if (object) {
      await rm(object.path, { force: true });
    }
  }

  async function discard(uploadId: string, upload: PendingUpload) {
    uploads.delete(uploadId);
    await Promise.all([...upload.parts.values()].map((part) => rm(part.path, { force: true })));
  }

  async function onBucket(call: Call): Promise<void> {
    const { request, response, bucketName, bucket, query } = call;
    const method = request.method ?? 'GET';
    if (method === 'HEAD') {
      return end(response, 200);
    }
    if (method === 'GET' && query.get('list-type') === '2') {
      const prefix = query.get('prefix') ?? '';
      const after = query.get('continuation-token') ?? query.get('start-after') ?? '';
      const limit = Math.min(Number(query.get('max-keys') ?? 1000), pageSize);
      const matching = [...bucket.keys()]
        .filter((key) => key.startsWith(prefix) && key > after)
        .sort(compareKeys);
      const page = matching.slice(0, limit);
      const listed = page.map((key) => ({ key, ...(bucket.get(key) as StoredObject) }));
      const next = matching.length > page.length ? page.at(-1) : undefined;
      return sendXml(response, listObjectsV2Xml(bucketName, prefix, limit, listed, next));
    }
    if (method === 'GET' && query.has('uploads')) {
      const listed = [...uploads.entries()]
        .filter(([, upload]) => upload.bucket === bucketName)
        .map(([uploadId, upload]) => ({ key: upload.key, uploadId, initiated: upload.initiated }));
      return sendXml(response, listMultipartUploadsXml(bucketName, listed));
    }
    if (method === 'POST' && query.has('delete')) {
      const keys = readDeletedKeys(await readText(request));
      for (const key of keys) {
        await remove(bucket, key);
      }
      return sendXml(response, deleteResultXml(keys));
    }
    request.resume();
    return sendS3Error(response, 405, 'MethodNotAllowed', 'Not supported on a bucket');
  }

  async function onUpload(call: Call, uploadId: string): Promise<void> {
    const { request, response, bucketName, bucket, key, query } = call;
    const method = request.method ?? 'GET';
    const upload = uploads.get(uploadId);
    if (!upload || upload.bucket !== bucketName || upload.key !== key) {
      request.resume();
      return sendS3Error(response, 404, 'NoSuchUpload', 'The specified upload does not exist');
    }
    if (method === 'PUT') {
      const part = await receiveObject(dir, request);
      const number = Number(query.get('partNumber'));
      const replaced = upload.parts.get(number);
      upload.parts.set(number, part);
      if (replaced) {
        await rm(replaced.path, { force: true });
      }
      response.setHeader('ETag', part.etag);
      return end(response, 200);
    }
    if (method === 'GET') {
      const parts = [...upload.parts.entries()]
        .sort(([a], [b]) => a - b)
        .map(([number, part]) => ({ number, ...part }));
      return sendXml(response, listPartsXml(bucketName, key, uploadId, parts));
    }
    if (method === 'DELETE') {
      await discard(uploadId, upload);
      return end(response, 204);
    }
    if (method === 'POST') {
      const listed = readCompletedParts(await readText(request));
      const parts = listed.map(({ number, etag }) => {
        const part = upload.parts.get(number);
        return part && part.etag === etag ? part : undefined;
      });
      if (listed.length === 0 || parts.some((part) => part === undefined)) {
        return sendS3Error(response, 400, 'InvalidPart', 'One or more parts could not be found');
      }
      const object = await concatenate(dir, parts as StoredObject[], upload.metadata);
      await discard(uploadId, upload);
      await store(bucket, key, object);
      return sendXml(response, completeMultipartXml(bucketName, key, object.etag));
    }
    request.resume();
    return sendS3Error(response, 405, 'MethodNotAllowed', 'Not supported on an upload');
  }

  async function onObject(call: Call): Promise<void> {
    const { request, response, bucketName, bucket, key, query } = call;
    const method = request.method ?? 'GET';
    if (method === 'POST' && query.has('uploads')) {
      const uploadId = randomUUID();
      uploads.set(uploadId, {
        bucket: bucketName,
        key,
        initiated: new Date(),
        metadata: metadataOf(request),
        parts: new Map(),
      });
      request.resume();
      return sendXml(response, initiateMultipartXml(bucketName, key, uploadId));
    }
    if (method === 'PUT') {
      await store(bucket, key, await receiveObject(dir, request));
      return end(response, 200);
    }
    if (method === 'DELETE') {
      await remove(bucket, key);
      return end(response, 204);
    }
    const object = bucket.get(key);
    if (method !== 'HEAD' && method !== 'GET') {
      request.resume();
      return sendS3Error(response, 405, 'MethodNotAllowed', 'Not supported');
    }
    if (!object) {
      return method === 'HEAD'
        ? end(response, 404)
        : sendS3Error(response, 404, 'NoSuchKey', 'The specified key does not exist.');
    }
    // Opened before answering: the reader keeps this content even if the key is overwritten.
    const file = method === 'GET' ? await open(object.path, 'r') : undefined;
    response.writeHead(200, {
      'Content-Length': object.size,
      'Content-Type': 'application/octet-stream',
      ETag: object.etag,
      'Last-Modified': object.modifiedAt.toUTCString(),
      ...Object.fromEntries(
        Object.entries(object.metadata).map(([name, value]) => [`${META_PREFIX}${name}`, value]),
      ),
    });
    if (!file) {
      return end(response);
    }
    await pipeline(createReadStream('', { fd: file.fd, autoClose: false }), response).finally(() =>
      file.close(),
    );
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://s3.local');
    const [bucketName = '', ...rest] = url.pathname.slice(1).split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const authorization = request.headers.authorization ?? '';
    if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${ACCESS_KEY_ID}/`)) {
      request.resume();
      return sendS3Error(response, 403, 'AccessDenied', 'Access Denied');
    }
    if (String(request.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-')) {
      request.resume();
      return sendS3Error(response, 501, 'NotImplemented', 'aws-chunked bodies are not supported');
    }
    if (request.method === 'PUT' && key === '') {
      buckets.set(bucketName, buckets.get(bucketName) ?? new Map<string, StoredObject>());
      request.resume();
      return end(response, 200);
    }
    const bucket = buckets.get(bucketName);
    if (!bucket) {
      request.resume();
      return sendS3Error(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    }
    const call = { request, response, bucketName, bucket, key, query: url.searchParams };
    const uploadId = url.searchParams.get('uploadId');
    if (key === '') {
      return onBucket(call);
    }
    return uploadId === null ? onObject(call) : onUpload(call, uploadId);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        sendS3Error(response, 500, 'InternalError', String(error));
      } else {
        response.destroy();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stopListening = async () => {
    if (server.listening) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    }
  };

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
    interrupt: stopListening,
    async resume() {
      if (!server.listening) {
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      }
    },
    async close() {
      await stopListening();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function end(response: ServerResponse, status?: number): void {
  if (status !== undefined) {
    response.statusCode = status;
  }
  response.end();
}
