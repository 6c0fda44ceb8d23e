import { resolve } from 'node:path';

import { translate, type MessageKey } from '@folio/core';
import type { Download, UtilsResource } from '@folio/sdk';

import type { SignedInContext } from '../context';
import { CliError } from '../errors';

import { readHtml } from './utils-html';
import { exists, readInputs, writeOutput } from './utils-files';

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

export type PdfToImagesOptions = UtilsOutputOptions & { ranges?: string; dpi?: number };

export type HtmlToPdfOptions = UtilsOutputOptions & {
  /** The HTML itself, instead of a file or stdin. */
  html?: string;
  pageSize?: 'a4' | 'letter';
  landscape?: boolean;
};

/** What a `folio utils` command prints with `--json`. */
export type UtilsReport = {
  /** The absolute path written. */
  output: string;
  bytes: number;
  /** The name the server gave the result (Content-Disposition). */
  fileName: string;
};

/**
 * Runs one utility of the service (SPEC §7) through the SDK's `utils` resource (the one
 * integrators use; it names the result as SPEC §7 says when the server does not): refuses an
 * existing output unless `--force`, sends the call as the signed-in user with a spinner, and
 * writes the result atomically.
 */
async function runUtility(
  context: SignedInContext,
  request: {
    send: (utils: UtilsResource) => Promise<Download>;
    options: UtilsOutputOptions;
    progress: MessageKey;
  },
): Promise<number> {
  const { output, language } = context;
  const target = resolve(request.options.output);
  const force = request.options.force === true;
  if (!force && (await exists(target))) {
    throw new CliError('cli.utils.outputExists', { path: target });
  }
  const spinner = output.spinner(translate(language, request.progress));
  const download = await request.send(context.folio.utils).finally(() => spinner.stop());
  const bytes = new Uint8Array(await download.blob.arrayBuffer());
  await writeOutput(target, bytes, force);
  const report: UtilsReport = { output: target, bytes: bytes.length, fileName: download.fileName };
  output.info(translate(language, 'cli.utils.written', { path: target, bytes: bytes.length }));
  output.data(report);
  return 0;
}

/** Runs a utility that takes files: the inputs are read (a missing one named) before anything. */
async function runFormUtility(
  context: SignedInContext,
  request: {
    inputs: readonly string[];
    send: (utils: UtilsResource, files: File[]) => Promise<Download>;
    options: UtilsOutputOptions;
    progress: MessageKey;
  },
): Promise<number> {
  const files = await readInputs(request.inputs);
  return runUtility(context, {
    send: (utils) => request.send(utils, files),
    options: request.options,
    progress: request.progress,
  });
}

/** The one file of a command that takes one (commander gives exactly one). */
function onlyFile(files: readonly File[]): File {
  const [file] = files;
  if (!file) {
    throw new TypeError('A single-file utility was given no file');
  }
  return file;
}

/** `folio utils merge <in.pdf...> -o <out.pdf>`: the PDFs combined in the order given. */
export function runMerge(
  context: SignedInContext,
  inputs: readonly string[],
  options: UtilsOutputOptions,
): Promise<number> {
  return runFormUtility(context, {
    inputs,
    send: (utils, files) => utils.combinePdfs(files),
    options,
    progress: 'cli.utils.merging',
  });
}

/** `folio utils split <in.pdf> [--ranges 1-3,5,8-] -o <out.zip>`: the parts as one ZIP. */
export function runSplit(
  context: SignedInContext,
  input: string,
  options: SplitOptions,
): Promise<number> {
  return runFormUtility(context, {
    inputs: [input],
    send: (utils, files) =>
      utils.splitPdf(onlyFile(files), options.ranges ? { ranges: options.ranges } : {}),
    options,
    progress: 'cli.utils.splitting',
  });
}

/** `folio utils images-to-pdf <img...> [--page-size fit|a4] -o <out.pdf>`. */
export function runImagesToPdf(
  context: SignedInContext,
  inputs: readonly string[],
  options: ImagesToPdfOptions,
): Promise<number> {
  return runFormUtility(context, {
    inputs,
    send: (utils, files) =>
      utils.imagesToPdf(files, options.pageSize ? { pageSize: options.pageSize } : {}),
    options,
    progress: 'cli.utils.converting',
  });
}

/** `folio utils pdf-to-images <in.pdf> [--ranges 1-3,5,8-] [--dpi 150] -o <out.zip>`. */
export function runPdfToImages(
  context: SignedInContext,
  input: string,
  options: PdfToImagesOptions,
): Promise<number> {
  return runFormUtility(context, {
    inputs: [input],
    send: (utils, files) =>
      utils.pdfToImages(onlyFile(files), {
        ...(options.ranges ? { ranges: options.ranges } : {}),
        ...(options.dpi === undefined ? {} : { dpi: options.dpi }),
      }),
    options,
    progress: 'cli.utils.rendering',
  });
}

/** `folio utils to-pdf <file...> -o <out>`: one file's PDF, or a ZIP of PDFs for several. */
export function runToPdf(
  context: SignedInContext,
  inputs: readonly string[],
  options: UtilsOutputOptions,
): Promise<number> {
  return runFormUtility(context, {
    inputs,
    send: (utils, files) => utils.convertToPdf(files),
    options,
    progress: 'cli.utils.converting',
  });
}

/** `folio utils split-docx|split-xlsx <file> -o <out.zip>`: the parts as one ZIP. */
export function runSplitOffice(
  kind: 'docx' | 'xlsx',
  context: SignedInContext,
  input: string,
  options: UtilsOutputOptions,
): Promise<number> {
  return runFormUtility(context, {
    inputs: [input],
    send: (utils, files) =>
      kind === 'docx' ? utils.splitDocx(onlyFile(files)) : utils.splitXlsx(onlyFile(files)),
    options,
    progress: 'cli.utils.splittingDocument',
  });
}

/**
 * `folio utils html-to-pdf <file.html | -> | --html "<p>..</p>" -o <out.pdf>`: exactly one source
 * of HTML (SPEC §5: a file or text), printed with the page size and orientation asked for. A
 * file gives the download its name.
 */
export async function runHtmlToPdf(
  context: SignedInContext,
  input: string | undefined,
  options: HtmlToPdfOptions,
): Promise<number> {
  const { html, name } = await readHtml(context, input, options.html);
  return runUtility(context, {
    send: (utils) =>
      utils.htmlToPdf(html, {
        pageSize: options.pageSize ?? 'a4',
        landscape: options.landscape === true,
        ...(name ? { name } : {}),
      }),
    options,
    progress: 'cli.utils.printing',
  });
}
