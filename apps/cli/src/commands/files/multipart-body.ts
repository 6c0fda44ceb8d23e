import { randomBytes } from 'node:crypto';

import type { FormFile } from '@folio/sdk';

/** A multipart/form-data body as a stream, with its Content-Type and its length in bytes. */
export type MultipartBody = {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  length: number;
};

/**
 * A name inside a Content-Disposition header, escaped as browsers and Node's FormData do (the
 * HTML "multipart/form-data encoding algorithm"): line breaks and quotes percent-encoded, UTF-8
 * kept as it is.
 */
export function escapeFormName(name: string): string {
  return name.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
}

/**
 * The form body of an upload (SPEC §7: `json_data` and repeated `file` parts), built as one
 * lazy Blob over the files' own file-backed Blobs and streamed, so `onBytes` hears how much of it
 * the connection has taken: FormData gives a whole batch one step of progress, this gives bytes.
 * The parts are the ones Node's FormData would write.
 */
export function multipartBody(
  fields: Record<string, string>,
  files: readonly FormFile[],
  onBytes: (sent: number, total: number) => void = () => undefined,
): MultipartBody {
  const boundary = `----FolioFormBoundary${randomBytes(12).toString('hex')}`;
  const parts: Array<string | Blob> = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${escapeFormName(name)}"\r\n\r\n`,
      value,
      '\r\n',
    );
  }
  for (const file of files) {
    const type = file.content.type || 'application/octet-stream';
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${escapeFormName(file.name)}"\r\nContent-Type: ${type}\r\n\r\n`,
      file.content,
      '\r\n',
    );
  }
  parts.push(`--${boundary}--\r\n`);
  const blob = new Blob(parts);
  let sent = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      sent += chunk.byteLength;
      onBytes(sent, blob.size);
      controller.enqueue(chunk);
    },
  });
  return {
    body: blob.stream().pipeThrough(counter),
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: blob.size,
  };
}
