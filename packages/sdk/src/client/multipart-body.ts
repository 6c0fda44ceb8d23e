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

function randomBoundary(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `----FolioFormBoundary${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A form as one lazy Blob over its parts, streamed, so `onBytes` hears how much of it the
 * connection has taken: fetch given the FormData itself reports nothing until the answer comes.
 * File-backed parts (Node's `openAsBlob`) stay on disk until read. The parts are the ones
 * FormData would write, in the form's order. Sending a stream needs fetch's `duplex: 'half'`,
 * which Node has; browsers only stream request bodies over HTTP/2.
 */
export function multipartBody(
  form: FormData,
  onBytes: (sent: number, total: number) => void = () => undefined,
): MultipartBody {
  const boundary = randomBoundary();
  const parts: Array<string | Blob> = [];
  // forEach rather than entries(): it is in every TypeScript DOM lib, iteration is not.
  form.forEach((value, name) => {
    const disposition = `--${boundary}\r\nContent-Disposition: form-data; name="${escapeFormName(name)}"`;
    if (typeof value === 'string') {
      parts.push(`${disposition}\r\n\r\n`, value, '\r\n');
      return;
    }
    const type = value.type || 'application/octet-stream';
    parts.push(
      `${disposition}; filename="${escapeFormName(value.name)}"\r\nContent-Type: ${type}\r\n\r\n`,
      value,
      '\r\n',
    );
  });
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
