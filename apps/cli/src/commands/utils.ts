import { randomBytes } from 'node:crypto';
import { link, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';

import { translate, type MessageKey } from '@folio/core';
import { jsonDataForm, toDownload, userContext, type FormFile } from '@folio/sdk';

import type { SignedInContext } from '../context';
import { CliError } from '../errors';

/** The flags every `folio utils` command takes. */
export type UtilsOutputOptions = {
  /** Where the result is written. */
  output: string;
  /** Replace an existing output file. */
  force?: boolean;
};

export type SplitOptions = UtilsOutputOptions & { ranges?: string };

export type PageSize = 'fit' | 'a4';
export type ImagesToPdfOptions = UtilsOutputOptions & { pageSize?: PageSize };

/** What a `folio utils` command prints with `--json`. */
export type UtilsReport = {
  /** The absolute path written. */
  output: string;
  bytes: number;
  /** The name the server gave the result (Content-Disposition). */
  fileName: string;
};

type UtilPath = '/utils/combine-pdfs' | '/utils/split-pdf' | '/utils/images-to-pdf';

/** The content types the service accepts, by file extension. */
const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
};

const isErrnoError = (error: unknown): error is NodeJS.ErrnoException =>
  error instanceof Error && 'code' in error;

/** Reads the input files as form parts; a missing or unreadable one is a clear CliError. */
export async function readInputs(paths: readonly string[]): Promise<FormFile[]> {
  return Promise.all(
    paths.map(async (path) => {
      let bytes: Buffer;
      try {
        bytes = await readFile(path);
      } catch (error) {
        const key: MessageKey =
          isErrnoError(error) && error.code === 'ENOENT'
            ? 'cli.utils.inputMissing'
            : 'cli.utils.inputUnreadable';
        throw new CliError(key, { path });
      }
      const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
      return { name: basename(path), content: new Blob([new Uint8Array(bytes)], { type }) };
    }),
  );
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes bytes to `output` through a temporary file in the same folder, so a failure never leaves
 * a half-written output. Without `force` an existing output is never replaced (even one created
 * while the call ran: the final step is a hard link, which refuses an existing name).
 */
export async function writeOutput(output: string, bytes: Uint8Array, force: boolean) {
  const temp = join(
    dirname(output),
    `.${basename(output)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    await writeFile(temp, bytes, { flag: 'wx' });
    if (force) {
      await rename(temp, output);
    } else {
      await link(temp, output);
    }
  } catch (error) {
    if (isErrnoError(error) && error.code === 'EEXIST') {
      throw new CliError('cli.utils.outputExists', { path: output });
    }
    throw new CliError('cli.utils.outputFailed', {
      path: output,
      message: error instanceof Error ? error.message : String(error),
    });
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}

/**
 * Runs one utility of the service (SPEC §7): reads the inputs, refuses an existing output unless
 * `--force`, posts the form as the signed-in user with a spinner, and writes the result.
 */
async function runUtility(
  context: SignedInContext,
  request: {
    path: UtilPath;
    inputs: readonly string[];
    fields: Record<string, unknown>;
    options: UtilsOutputOptions;
    progress: MessageKey;
    defaultFileName: string;
  },
): Promise<number> {
  const { output, language } = context;
  const target = resolve(request.options.output);
  const force = request.options.force === true;
  const files = await readInputs(request.inputs);
  if (!force && (await exists(target))) {
    throw new CliError('cli.utils.outputExists', { path: target });
  }
  const form = jsonDataForm(userContext(context.session.current().email), request.fields, files);
  const spinner = output.spinner(translate(language, request.progress));
  const download = await context.clients.service
    .POST(request.path, {
      body: form as never,
      bodySerializer: (body: unknown) => body as FormData,
      parseAs: 'blob',
    })
    .then((result) => toDownload(result, request.defaultFileName))
    .finally(() => spinner.stop());
  const bytes = new Uint8Array(await download.blob.arrayBuffer());
  await writeOutput(target, bytes, force);
  const report: UtilsReport = { output: target, bytes: bytes.length, fileName: download.fileName };
  output.info(translate(language, 'cli.utils.written', { path: target, bytes: bytes.length }));
  output.data(report);
  return 0;
}

/** `folio utils merge <in.pdf...> -o <out.pdf>`: the PDFs combined in the order given. */
export function runMerge(
  context: SignedInContext,
  inputs: readonly string[],
  options: UtilsOutputOptions,
): Promise<number> {
  return runUtility(context, {
    path: '/utils/combine-pdfs',
    inputs,
    fields: {},
    options,
    progress: 'cli.utils.merging',
    defaultFileName: 'documento.pdf',
  });
}

/** `folio utils split <in.pdf> [--ranges 1-3,5,8-] -o <out.zip>`: the parts as one ZIP. */
export function runSplit(
  context: SignedInContext,
  input: string,
  options: SplitOptions,
): Promise<number> {
  return runUtility(context, {
    path: '/utils/split-pdf',
    inputs: [input],
    fields: options.ranges ? { ranges: options.ranges } : {},
    options,
    progress: 'cli.utils.splitting',
    defaultFileName: 'archivos.zip',
  });
}

/** `folio utils images-to-pdf <img...> [--page-size fit|a4] -o <out.pdf>`. */
export function runImagesToPdf(
  context: SignedInContext,
  inputs: readonly string[],
  options: ImagesToPdfOptions,
): Promise<number> {
  return runUtility(context, {
    path: '/utils/images-to-pdf',
    inputs,
    fields: options.pageSize ? { pageSize: options.pageSize } : {},
    options,
    progress: 'cli.utils.converting',
    defaultFileName: 'imagen.pdf',
  });
}
