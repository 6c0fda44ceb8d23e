// The splitter's worker thread (office-splitter.ts): parses a DOCX or XLSX that passed the
// structure check, cuts it and writes the ZIP of its parts to a file of the splitter's private
// folder, away from the thread that serves requests. The splitter kills this thread at the split's
// time budget, and Node at its heap limit.
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { parentPort } from 'node:worker_threads';

import { AppError } from '@folio/core';
import type { ErrorCode } from '@folio/sdk';

import { readDocxSplit } from './split-docx';
import { readXlsxSplit } from './split-xlsx';
import { zipStream, type SplitPart } from './zip-stream';

/** What the thread is asked: split `bytes` (named `name`) and write the ZIP to `output`. */
export type SplitRequest = {
  kind: 'docx' | 'xlsx';
  name: string;
  bytes: Uint8Array;
  output: string;
};

/** The answer: the ZIP is written, or the catalogue error that refused the file. */
export type SplitAnswer =
  { ok: true } | { ok: false; code: ErrorCode; message: string; detail: unknown };

/**
 * Bytes of parts one split may write. Every part repeats the styles, fonts and theme of the
 * original, so a file of many breaks and heavy fonts could otherwise fill the disk.
 */
const MAX_OUTPUT_BYTES = 512 * 1024 * 1024;

const READERS = { docx: readDocxSplit, xlsx: readXlsxSplit } as const;

async function* withinOutputLimit(
  parts: AsyncIterable<SplitPart>,
  file: string,
): AsyncGenerator<SplitPart> {
  let written = 0;
  for await (const part of parts) {
    written += part.bytes.length;
    if (written > MAX_OUTPUT_BYTES) {
      throw new AppError('FILE_PROCESSING_ERROR', {
        message: `${file} splits into more than ${MAX_OUTPUT_BYTES} bytes`,
        detail: { file, reason: 'too-complex', structure: 'output', maxBytes: MAX_OUTPUT_BYTES },
      });
    }
    yield part;
  }
}

async function split(request: SplitRequest): Promise<SplitAnswer> {
  const file = { name: request.name, mimeType: 'application/octet-stream', bytes: request.bytes };
  try {
    const { parts } = await READERS[request.kind](file);
    await pipeline(
      zipStream(withinOutputLimit(parts(), file.name)),
      createWriteStream(request.output, { flags: 'wx', mode: 0o600 }),
    );
    return { ok: true };
  } catch (error) {
    if (error instanceof AppError) {
      return { ok: false, code: error.code, message: error.message, detail: error.detail };
    }
    // Anything else is a fault: thrown out of the thread, the splitter answers it as one.
    throw error;
  }
}

parentPort?.on('message', (request: SplitRequest) => {
  void split(request).then((answer) => parentPort?.postMessage(answer));
});
