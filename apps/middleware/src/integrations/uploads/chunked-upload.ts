import { AppError } from '@folio/core';

import { callProvider, type ProviderHttpSettings } from '../provider-http';

/** How a provider's upload session tells progress (Drive's 308 + Range, Graph's 202 + ranges). */
export type ChunkProtocol = {
  /** Statuses of an accepted chunk that is not the last (Drive 308, Graph 202). */
  continueStatuses: readonly number[];
  /** The bytes the session holds after an accepted chunk. */
  persistedBytes(response: Response): Promise<number>;
};

export type ChunkedUpload = {
  sessionUrl: string;
  body: AsyncIterable<Uint8Array>;
  /** A multiple of the provider's unit (Drive 256 KiB, Graph 320 KiB). */
  chunkBytes: number;
  /** Known in advance (a stored file) or learnt at the end (an export being written). */
  totalBytes?: number | undefined;
  /** Graph wants the total on every chunk; Drive takes `*` until the last one. */
  needsTotal: boolean;
  signal?: AbortSignal | undefined;
  detail: Record<string, unknown>;
};

/**
 * Sends a stream to an upload session chunk by chunk (Drive's resumable upload, Graph's
 * createUploadSession), never holding more than one chunk: each PUT names its byte range; when
 * the session says it kept less than was sent, the rest of that chunk goes again. A chunk is sent
 * only once a byte after it is known to exist, so the last one always carries the total. Answers
 * the final response (the created item).
 */
export async function sendInChunks(
  upload: ChunkedUpload,
  protocol: ChunkProtocol,
  http: ProviderHttpSettings,
): Promise<Response> {
  if (upload.needsTotal && upload.totalBytes === undefined) {
    throw new Error('this upload session needs the total size before the first chunk');
  }
  let offset = 0;
  let buffered: Buffer[] = [];
  let bufferedBytes = 0;

  async function send(chunk: Buffer, isLast: boolean): Promise<Response | undefined> {
    let sent = 0;
    for (;;) {
      const start = offset + sent;
      const piece = chunk.subarray(sent);
      const total = isLast ? String(offset + chunk.length) : String(upload.totalBytes ?? '*');
      const range =
        piece.length === 0
          ? `bytes */${total}`
          : `bytes ${start}-${start + piece.length - 1}/${total}`;
      const response = await callProvider(
        upload.sessionUrl,
        {
          method: 'PUT',
          headers: { 'content-range': range, 'content-length': String(piece.length) },
          body: piece,
          signal: upload.signal,
          accept: protocol.continueStatuses,
          detail: upload.detail,
        },
        http,
      );
      if (!protocol.continueStatuses.includes(response.status)) {
        return response;
      }
      const persisted = await protocol.persistedBytes(response);
      if (persisted >= offset + chunk.length) {
        if (isLast) {
          throw new AppError('CLOUD_SERVICE_ERROR', {
            message: 'upload session did not finish after the last chunk',
            detail: upload.detail,
          });
        }
        return undefined;
      }
      if (persisted < start) {
        throw new AppError('CLOUD_SERVICE_ERROR', {
          message: `upload session lost bytes before ${start}`,
          detail: upload.detail,
        });
      }
      sent = persisted - offset;
    }
  }

  for await (const piece of upload.body) {
    buffered.push(Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength));
    bufferedBytes += piece.byteLength;
    while (bufferedBytes > upload.chunkBytes) {
      const all = Buffer.concat(buffered);
      const chunk = all.subarray(0, upload.chunkBytes);
      await send(chunk, false);
      offset += chunk.length;
      buffered = [all.subarray(upload.chunkBytes)];
      bufferedBytes = all.length - upload.chunkBytes;
    }
  }
  const last = await send(Buffer.concat(buffered), true);
  if (!last) {
    throw new AppError('CLOUD_SERVICE_ERROR', {
      message: 'no final answer',
      detail: upload.detail,
    });
  }
  return last;
}
