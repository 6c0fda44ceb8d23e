import { Readable } from 'node:stream';

import { Zip, ZipPassThrough } from 'fflate';

/** One file of a ZIP download: its entry name and a way to open its bytes when its turn comes. */
export type ZipEntrySource = {
  name: string;
  modifiedAt: Date;
  open(): Promise<AsyncIterable<Uint8Array>>;
};

/**
 * A ZIP of `entries`, produced as it is read (fflate, stored without compression: documents and
 * images are mostly compressed already, and deflate would tie up the event loop on large files).
 * Each blob is opened only when its entry starts and read chunk by chunk, and the next chunk is
 * read only when the consumer wants more, so memory stays flat whatever the sizes.
 */
export function zipStream(entries: readonly ZipEntrySource[]): Readable {
  async function* generate(): AsyncGenerator<Uint8Array> {
    const queue: Uint8Array[] = [];
    let failure: Error | undefined;
    const zip = new Zip((error, chunk) => {
      if (error) {
        failure = error;
        return;
      }
      queue.push(chunk);
    });
    const flush = function* () {
      if (failure) {
        throw failure;
      }
      while (queue.length > 0) {
        const chunk = queue.shift();
        if (chunk) {
          yield chunk;
        }
      }
    };
    for (const entry of entries) {
      const file = new ZipPassThrough(entry.name);
      file.mtime = entry.modifiedAt;
      zip.add(file);
      for await (const chunk of await entry.open()) {
        file.push(chunk);
        yield* flush();
      }
      file.push(new Uint8Array(0), true);
      yield* flush();
    }
    zip.end();
    yield* flush();
  }
  return Readable.from(generate(), { objectMode: false });
}
