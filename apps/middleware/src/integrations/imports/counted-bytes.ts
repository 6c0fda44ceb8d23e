/**
 * Passes a download through while counting its bytes, and reports the count at most every
 * `everyBytes` (a progress write per chunk would be a database write per 64 KiB).
 */
export async function* countBytes(
  source: AsyncIterable<Uint8Array>,
  everyBytes: number,
  report: (bytes: number) => Promise<void>,
): AsyncGenerator<Uint8Array> {
  let bytes = 0;
  let reported = 0;
  for await (const chunk of source) {
    bytes += chunk.byteLength;
    if (bytes - reported >= everyBytes) {
      reported = bytes;
      await report(bytes);
    }
    yield chunk;
  }
}
