import { PassThrough, type Readable } from 'node:stream';

import { AppError } from '@folio/core';
import { attachment } from '@folio/server';
import type { RouteHandlerMethod } from 'fastify';
import { Zip, ZipPassThrough } from 'fflate';
import { PDFDocument } from 'pdf-lib';

import { parsePageRanges, rangesOption, type PageRange } from './page-ranges';
import { copyPagesInto, loadPdf } from './pdf-input';
import { readUpload, type UploadedFile } from './upload';
import { safeStem } from './file-names';

/** SPEC §7 default download name of a ZIP. */
export const SPLIT_ZIP_NAME = 'archivos.zip';

/** One PDF of a split: its name inside the ZIP and its bytes. */
export type SplitPart = { name: string; bytes: Uint8Array };

/**
 * Opens `file` and checks `ranges` against it (see {@link parsePageRanges}); every failure
 * happens here, before a byte of the answer is sent. The parts are then made one at a time.
 */
export async function planSplit(
  file: UploadedFile,
  ranges: string | undefined,
): Promise<{ pageCount: number; parts: () => AsyncGenerator<SplitPart> }> {
  const source = await loadPdf(file);
  const pageCount = source.getPageCount();
  const plan = parsePageRanges(ranges, pageCount);
  const base = safeStem(file.name, /\.pdf$/i, 'documento');
  const width = String(pageCount).length;
  async function* parts(): AsyncGenerator<SplitPart> {
    for (const range of plan) {
      const part = await PDFDocument.create();
      await copyPagesInto(part, source, indicesOf(range), file.name);
      yield { name: `${base}_${label(range, width)}.pdf`, bytes: await part.save() };
    }
  }
  return { pageCount, parts };
}

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

/** `splitPdf`: the uploaded PDF as one PDF per page or per range, in `archivos.zip`. */
export const splitPdfHandler: RouteHandlerMethod = async (request, reply) => {
  const { options, files } = await readUpload(request, { maxFiles: 1 });
  const [file] = files;
  const ranges = rangesOption(options);
  if (!file) {
    throw new AppError('BAD_REQUEST', { message: 'no file part', detail: { field: 'file' } });
  }
  const { parts } = await planSplit(file, ranges);
  return reply
    .type('application/zip')
    .header('content-disposition', attachment(SPLIT_ZIP_NAME))
    .send(zipStream(parts()));
};

function indicesOf({ from, to }: PageRange): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from - 1 + index);
}

function label({ from, to }: PageRange, width: number): string {
  const pad = (page: number) => String(page).padStart(width, '0');
  return from === to ? pad(from) : `${pad(from)}-${pad(to)}`;
}
