import { PassThrough, type Readable } from 'node:stream';

import { Zip, ZipPassThrough } from 'fflate';

/** SPEC §7 default download name of a ZIP. */
export const SPLIT_ZIP_NAME = 'archivos.zip';

/** One file of a ZIP answer (a part of a split...): its name inside the ZIP and its bytes. */
export type SplitPart = { name: string; bytes: Uint8Array };

/**
 * Streams `parts` as a ZIP (entries stored: PDFs are compressed already): one part is held at
 * a time, and the next is made once the client has taken the last.
 */
export function zipStream(parts: AsyncIterable<SplitPart>): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) {
      out.end();
    }
  });
  void (async () => {
    try {
      for await (const part of parts) {
        if (out.destroyed) {
          return;
        }
        const entry = new ZipPassThrough(part.name);
        zip.add(entry);
        entry.push(part.bytes, true);
        if (out.writableNeedDrain) {
          await new Promise((resolve) => out.once('drain', resolve));
        }
      }
      zip.end();
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}
