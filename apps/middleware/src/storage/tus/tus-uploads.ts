import { AppError, languageFromAcceptLanguage } from '@folio/core';
import { requireAuth, toErrorReply } from '@folio/server';
import { Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { AppContext } from '../../app-context';
import type { Owner } from '../owners';
import { targetFolderName } from '../upload/commit-upload';
import { checkIncomingName, tooLarge } from '../upload/stage-file';
import { createTusLanding, readTusMetadata, type LandedFile } from './tus-landing';
import { createTusDatastore, TUS_EXPIRY_MS } from './tus-datastore';
import { createDatabaseLocker } from './tus-locker';
import { createLandingRecords } from './tus-records';
import { newUploadId, uploadOwner } from './tus-upload-id';

/** Where tus uploads are created (tus 1.0 core, creation, termination), outside the contract. */
export const TUS_PATH = '/api/storage/tus';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_SWEEP_MS = 60 * 1000;

/** The headers naming the stored file, on the answer that finishes an upload (and on HEAD). */
export const FILE_ID_HEADER = 'Folio-File-Id';
export const BLOB_NAME_HEADER = 'Folio-Blob-Name';

/** The request tus works on, as srvx hands it to hooks: the Node request is inside. */
type TusRequest = { runtime?: { node?: { req?: object } }; headers: Headers };

function fileHeaders(landed: LandedFile): Record<string, string> {
  return {
    [FILE_ID_HEADER]: landed.fileId,
    // Header values are ASCII; names are unicode.
    [BLOB_NAME_HEADER]: encodeURIComponent(landed.blobName),
  };
}

/** A failure as tus hooks report one (`status_code`, `body`), the body in the one error shape. */
class TusHookError extends Error {
  readonly status_code: number;
  readonly body: string;

  constructor(status: number, body: string, cause: unknown) {
    super(body, { cause });
    this.name = 'TusHookError';
    this.status_code = status;
    this.body = body;
  }
}

function toTusError(error: unknown, request: TusRequest): TusHookError {
  const language = languageFromAcceptLanguage(request.headers.get('accept-language') ?? undefined);
  const { status, body } = toErrorReply(error, language);
  return new TusHookError(status, JSON.stringify(body), error);
}

/**
 * Resumable uploads of large files (issue 5) with @tus/server at `/api/storage/tus`: the same
 * bearer token as every call, on every request; upload ids that carry their owner, so one user can
 * never HEAD, PATCH or DELETE another's upload (RESOURCE_NOT_FOUND); the upload limit of the
 * public config; partial data beside the blobs (tus-datastore.ts) and landing records in the
 * database, which survive a restart and are shared by every process, so a client resumes from the
 * last byte stored. `Upload-Metadata` carries `filename`, `topico` and `replace`.
 * Name, type and size are checked when the upload is created; on the last byte the file lands
 * like an uploadFiles file and the answer names it (`Folio-File-Id`, `Folio-Blob-Name`).
 */
export async function registerTusUploads(app: FastifyInstance, context: AppContext) {
  const { storage, config, auth } = context;
  const deps = storage.deps;
  const datastore = await createTusDatastore(config.blobs, config.dataDir);
  const records = createLandingRecords(deps.db);
  const landing = createTusLanding(deps, datastore, records);
  const owners = new WeakMap<object, Owner>();

  const ownerOfRaw = (raw: object | undefined): Owner => {
    const owner = raw && owners.get(raw);
    if (!owner) {
      throw new AppError('UNAUTHORIZED', { message: 'tus request without its user' });
    }
    return owner;
  };
  const ownerOf = (request: TusRequest): Owner => ownerOfRaw(request.runtime?.node?.req);

  const server = new Server({
    path: TUS_PATH,
    datastore,
    // No `maxSize`: tus would refuse in plain text before onUploadCreate; the limit is checked
    // there against Upload-Length (a deferred length is refused), and tus never accepts more
    // bytes than an upload declared.
    relativeLocation: true,
    // Locked in the shared database, not in this process's memory: a client's next request may
    // reach another middleware.
    locker: createDatabaseLocker(deps.db),
    allowedOrigins: [...config.corsOrigins, new URL(config.publicUrl).origin],
    exposedHeaders: [FILE_ID_HEADER, BLOB_NAME_HEADER],
    namingFunction: (request) => newUploadId(ownerOf(request).userId),
    onUploadCreate: async (request, upload: Upload) => {
      try {
        if (upload.sizeIsDeferred || upload.size === undefined) {
          throw new AppError('BAD_REQUEST', {
            message: 'tus upload without Upload-Length',
            detail: { field: 'Upload-Length' },
          });
        }
        const metadata = readTusMetadata(upload.metadata);
        const { filename } = checkIncomingName(deps, metadata.filename, metadata.clientMimeType);
        if (upload.size > deps.limits.uploadMaxFileBytes) {
          throw tooLarge(filename, deps.limits.uploadMaxFileBytes);
        }
        if (upload.size === 0) {
          throw new AppError('FILE_VALIDATION_ERROR', {
            message: `${filename} is empty`,
            detail: { file: filename, reason: 'empty' },
          });
        }
        targetFolderName(metadata);
        return {};
      } catch (error) {
        throw toTusError(error, request);
      }
    },
    onUploadFinish: async (request, upload: Upload) => {
      try {
        return { headers: fileHeaders(await landing.land(upload.id, ownerOf(request))) };
      } catch (error) {
        throw toTusError(error, request);
      }
    },
  });

  /** Bearer auth, then the caller's account; an upload id of someone else is not found. */
  async function authenticate(request: FastifyRequest<{ Params: { id?: string } }>): Promise<void> {
    // The scopes of uploadFiles: an API key needs `files:write` here too.
    await auth.securityHandlers['bearerAuth']?.(request, undefined, ['files:write']);
    const owner = await storage.owners.ofSubject(requireAuth(request).username);
    const { id } = request.params;
    if (id !== undefined && uploadOwner(id) !== owner.userId) {
      throw new AppError('RESOURCE_NOT_FOUND', { message: 'no such upload for this user' });
    }
    owners.set(request.raw, owner);
  }

  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await server.handle(request.raw, reply.raw);
  };

  /**
   * HEAD: where a resumed upload stands. An upload that landed answers complete with the stored
   * file's headers (the client may have lost the final answer); one that finished but did not
   * land (the host stopped in between) lands now.
   */
  const head = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const { id } = request.params;
    let landed = await landing.landed(id);
    if (!landed) {
      const upload = await datastore.getUpload(id).catch(() => undefined);
      if (upload?.size !== undefined && upload.offset === upload.size) {
        landed = await landing.land(id, ownerOfRaw(request.raw));
      }
    }
    if (!landed) {
      return handOver(request, reply);
    }
    return reply
      .code(200)
      .headers({
        'tus-resumable': '1.0.0',
        'upload-offset': String(landed.size),
        'upload-length': String(landed.size),
        'cache-control': 'no-store',
        ...fileHeaders(landed),
      })
      .send();
  };

  await app.register(
    async (tus) => {
      // tus reads the body itself, from the raw request.
      tus.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => {
        done(null);
      });
      tus.addHook('preHandler', authenticate);
      tus.post('/', handOver);
      tus.route({ method: 'HEAD', url: '/:id', handler: head });
      tus.patch('/:id', handOver);
      tus.delete('/:id', handOver);
    },
    { prefix: TUS_PATH },
  );

  const sweep = async () => {
    try {
      await server.cleanUpExpiredUploads();
      await records.sweep(TUS_EXPIRY_MS);
    } catch (error) {
      app.log.warn({ err: error }, 'tus sweep failed');
    }
  };
  // A minute after start (leftovers of the last run), then hourly; never in a request's way.
  const first = setTimeout(() => void sweep(), FIRST_SWEEP_MS);
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await deps.statistics.settled();
  });
}
