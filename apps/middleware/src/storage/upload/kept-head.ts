/** A source passed through unchanged, and a copy of its first bytes once it has been read. */
export type HeadKeepingSource = {
  source: AsyncIterable<Uint8Array>;
  /** The first `limit` bytes read so far (all of them for a source no longer than `limit`). */
  head(): Uint8Array;
};

/**
 * Keeps the first `limit` bytes of a stream while it is written elsewhere, so the checks that
 * need bytes (the content sniff, a PDF's page count) read them from memory instead of reading the
 * stored blob back (issue 19: one pass over an upload). Chunks are kept by reference, not copied.
 */
export function keepHead(
  source: AsyncIterable<Uint8Array> | NodeJS.ReadableStream,
  limit: number,
): HeadKeepingSource {
  const chunks: Uint8Array[] = [];
  let kept = 0;
  async function* passThrough(): AsyncIterable<Uint8Array> {
    for await (const chunk of source as AsyncIterable<Uint8Array>) {
      if (kept < limit) {
        const part = chunk.subarray(0, limit - kept);
        chunks.push(part);
        kept += part.length;
      }
      yield chunk;
    }
  }
  return { source: passThrough(), head: () => Buffer.concat(chunks) };
}
