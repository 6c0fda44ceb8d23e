import { resolve } from 'node:path';

import { translate, type MessageKey } from '@folio/core';
import { jsonDataForm, toDownload, userContext, type JsonDataFields } from '@folio/sdk';

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

/** The utilities that take a form (SPEC §7: `json_data` plus `file` parts), by operation. */
const FORM_PATHS = {
  combinePdfs: '/utils/combine-pdfs',
  splitPdf: '/utils/split-pdf',
  imagesToPdf: '/utils/images-to-pdf',
  pdfToImages: '/utils/pdf-to-images',
  convertToPdf: '/utils/convert-to-pdf',
  splitDocx: '/utils/split-docx',
  splitXlsx: '/utils/split-xlsx',
} as const;

type FormOperation = keyof typeof FORM_PATHS;

/** A form utility and its `json_data` besides the user context. */
type FormUtilityCall = {
  [Operation in FormOperation]: {
    operation: Operation;
    fields: JsonDataFields<Operation>;
  };
}[FormOperation];

/** What an SDK call with `parseAs: 'blob'` answers. */
type BlobAnswer = { data?: Blob; response: Response };

/**
 * Runs one utility of the service (SPEC §7): refuses an existing output unless `--force`, sends
 * the call as the signed-in user with a spinner, and writes the result atomically.
 */
async function runUtility(
  context: SignedInContext,
  request: {
    send: () => Promise<BlobAnswer>;
    options: UtilsOutputOptions;
    progress: MessageKey;
    defaultFileName: string;
  },
): Promise<number> {
  const { output, language } = context;
  const target = resolve(request.options.output);
  const force = request.options.force === true;
  if (!force && (await exists(target))) {
    throw new CliError('cli.utils.outputExists', { path: target });
  }
  const spinner = output.spinner(translate(language, request.progress));
  const download = await request
    .send()
    .then((result) => toDownload(result, request.defaultFileName))
    .finally(() => spinner.stop());
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
  request: FormUtilityCall & {
    inputs: readonly string[];
    options: UtilsOutputOptions;
    progress: MessageKey;
    defaultFileName: string;
  },
): Promise<number> {
  const files = await readInputs(request.inputs);
  const form = jsonDataForm(
    request.operation,
    { ...userContext(context.session.current().email), ...request.fields },
    { file: files },
  );
  return runUtility(context, {
    send: () =>
      context.clients.service.POST(FORM_PATHS[request.operation], { ...form, parseAs: 'blob' }),
    options: request.options,
    progress: request.progress,
    defaultFileName: request.defaultFileName,
  });
}

/** `folio utils merge <in.pdf...> -o <out.pdf>`: the PDFs combined in the order given. */
export function runMerge(
  context: SignedInContext,
  inputs: readonly string[],
  options: UtilsOutputOptions,
): Promise<number> {
  return runFormUtility(context, {
    operation: 'combinePdfs',
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
  return runFormUtility(context, {
    operation: 'splitPdf',
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
  return runFormUtility(context, {
    operation: 'imagesToPdf',
    inputs,
    fields: options.pageSize ? { pageSize: options.pageSize } : {},
    options,
    progress: 'cli.utils.converting',
    defaultFileName: 'imagen.pdf',
  });
}

/** `folio utils pdf-to-images <in.pdf> [--ranges 1-3,5,8-] [--dpi 150] -o <out.zip>`. */
export function runPdfToImages(
  context: SignedInContext,
  input: string,
  options: PdfToImagesOptions,
): Promise<number> {
  return runFormUtility(context, {
    operation: 'pdfToImages',
    inputs: [input],
    fields: {
      ...(options.ranges ? { ranges: options.ranges } : {}),
      ...(options.dpi === undefined ? {} : { dpi: options.dpi }),
    },
    options,
    progress: 'cli.utils.rendering',
    defaultFileName: 'archivos.zip',
  });
}

/** `folio utils to-pdf <file...> -o <out>`: one file's PDF, or a ZIP of PDFs for several. */
export function runToPdf(
  context: SignedInContext,
  inputs: readonly string[],
  options: UtilsOutputOptions,
): Promise<number> {
  return runFormUtility(context, {
    operation: 'convertToPdf',
    inputs,
    fields: {},
    options,
    progress: 'cli.utils.converting',
    defaultFileName: inputs.length > 1 ? 'archivos.zip' : 'documento.pdf',
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
    operation: kind === 'docx' ? 'splitDocx' : 'splitXlsx',
    inputs: [input],
    fields: {},
    options,
    progress: 'cli.utils.splittingDocument',
    defaultFileName: 'archivos.zip',
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
  const body = {
    ...userContext(context.session.current().email),
    html,
    pageSize: options.pageSize ?? 'a4',
    landscape: options.landscape === true,
    ...(name ? { name } : {}),
  };
  return runUtility(context, {
    send: () => context.clients.service.POST('/utils/html-to-pdf', { body, parseAs: 'blob' }),
    options,
    progress: 'cli.utils.printing',
    defaultFileName: name ? `${name}.pdf` : 'documento.pdf',
  });
}
