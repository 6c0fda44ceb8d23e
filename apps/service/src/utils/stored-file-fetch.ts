import { AppError, ERROR_CATALOGUE, isKnownErrorCode } from '@folio/core';
import { fileNameFromContentDisposition } from '@folio/sdk';

import { UTILS_LIMITS } from './limits';
import type { UploadedFile } from './upload';

/** Time limit of fetching one stored file from the middleware. */
const FETCH_TIMEOUT_MS = 60_000;

/**
 * One of the caller's stored files, fetched from the middleware (`downloadFileById`) with the
 * caller's own Authorization header, so the middleware scopes it to the token's user
 * (DECISIONS.md "The two hosts"). Its bytes are read up to the utilities' file limit
 * (PAYLOAD_TOO_LARGE past it). A middleware 404 is RESOURCE_NOT_FOUND, a 401 its own token
 * code, an unreachable middleware SERVICE_UNAVAILABLE.
 */
export async function fetchStoredFile(
  middlewareUrl: string,
  authorization: string,
  fileId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<UploadedFile> {
  let response: Response;
  try {
    response = await fetchImpl(
      `${middlewareUrl}/storage/files/${encodeURIComponent(fileId)}/content`,
      { headers: { authorization }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) },
    );
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', {
      message: 'middleware unreachable for a stored file',
      cause: error,
    });
  }
  if (!response.ok) {
    throw await refusal(response, fileId);
  }
  const name = fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? '';
  const mimeType = response.headers.get('content-type') ?? 'application/octet-stream';
  return { name, mimeType, bytes: await readLimited(response, fileId) };
}

/** The error of a middleware refusal: its code when it is a not-found or a 401 token code. */
async function refusal(response: Response, fileId: string): Promise<AppError> {
  const body = (await response.json().catch(() => ({}))) as { errorCode?: unknown };
  const code = typeof body.errorCode === 'string' ? body.errorCode : '';
  if (response.status === 404) {
    return new AppError('RESOURCE_NOT_FOUND', {
      message: `no stored file ${fileId} for this user`,
      detail: { file_id: fileId },
    });
  }
  if (response.status === 401) {
    return new AppError(
      isKnownErrorCode(code) && ERROR_CATALOGUE[code].status === 401 ? code : 'UNAUTHORIZED',
      { message: 'the middleware refused the token for a stored file' },
    );
  }
  return new AppError('SERVICE_UNAVAILABLE', {
    message: `stored file ${fileId}: middleware answered ${response.status} ${code}`,
  });
}

/** The response's bytes, refused as soon as they pass the utilities' file limit. */
async function readLimited(response: Response, fileId: string): Promise<Uint8Array> {
  const max = UTILS_LIMITS.maxFileBytes;
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', {
      message: `stored file ${fileId} is over ${max} bytes`,
      detail: { file_id: fileId, maxBytes: max },
    });
  if (Number(response.headers.get('content-length') ?? 0) > max) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of (response.body ?? []) as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > max) {
        // Leaving the loop cancels the stream: the rest is never read.
        throw tooLarge();
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    throw new AppError('SERVICE_UNAVAILABLE', {
      message: `stored file ${fileId}: the middleware's answer broke off`,
      cause: error,
    });
  }
  return Buffer.concat(chunks, size);
}
