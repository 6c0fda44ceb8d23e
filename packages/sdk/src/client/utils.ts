import { toDownload, type Download } from '../download';
import type { components } from '../generated/service';
import type { JsonDataFields } from '../json-data-form';
import { jsonDataForm } from '../json-data-form';

import { runCall, type CallOptions, type ClientContext } from './call';

type Schemas = components['schemas'];

/** A tool's options: its own settings (the call's `json_data` fields) and the call's. */
type ToolOptions<Op extends Parameters<typeof jsonDataForm>[0]> = CallOptions & JsonDataFields<Op>;

/** The settings of a tool, without the call's signal and timeout. */
function settingsOf<T extends CallOptions>(options: T): Omit<T, keyof CallOptions> {
  const { signal, timeoutMs, ...settings } = options;
  void signal;
  void timeoutMs;
  return settings;
}

/**
 * The document utilities of the service host (SPEC §7), each answering a file: its bytes and
 * the name the server gave (else SPEC §7's default: `documento.pdf`, `archivos.zip`, ...).
 */
export function createUtilsResource(context: ClientContext) {
  const api = () => context.clients.service;
  const send = (
    options: CallOptions,
    defaultName: string,
    call: (signal: AbortSignal | undefined) => Promise<{ data?: Blob; response: Response }>,
  ): Promise<Download> =>
    runCall(context, options, call, null).then((result) => toDownload(result, defaultName));

  return {
    /** Combines PDFs into one, in the order given. */
    combinePdfs: (files: File[], options: ToolOptions<'combinePdfs'> = {}) =>
      send(options, 'documento.pdf', (signal) =>
        api().POST('/utils/combine-pdfs', {
          ...jsonDataForm(
            'combinePdfs',
            { ...context.user(), ...settingsOf(options) },
            { file: files },
          ),
          parseAs: 'blob',
          signal,
        }),
      ),
    /** Splits a PDF by page ranges (`1-3,5,8-`), or one PDF per page: a ZIP. */
    splitPdf: (file: File, options: ToolOptions<'splitPdf'> = {}) =>
      send(options, 'archivos.zip', (signal) =>
        api().POST('/utils/split-pdf', {
          ...jsonDataForm('splitPdf', { ...context.user(), ...settingsOf(options) }, { file }),
          parseAs: 'blob',
          signal,
        }),
      ),
    /** Images (JPEG, PNG, WebP, TIFF) to one PDF, a page each. */
    imagesToPdf: (files: File[], options: ToolOptions<'imagesToPdf'> = {}) =>
      send(options, 'imagen.pdf', (signal) =>
        api().POST('/utils/images-to-pdf', {
          ...jsonDataForm(
            'imagesToPdf',
            { ...context.user(), ...settingsOf(options) },
            { file: files },
          ),
          parseAs: 'blob',
          signal,
        }),
      ),
    /** One page of a PDF as a PNG. */
    pdfPageToImage: (file: File, options: ToolOptions<'pdfPageToImage'> = {}) =>
      send(options, 'archivo', (signal) =>
        api().POST('/utils/pdf-page-to-image', {
          ...jsonDataForm(
            'pdfPageToImage',
            { ...context.user(), ...settingsOf(options) },
            { file },
          ),
          parseAs: 'blob',
          signal,
        }),
      ),
    /** Pages of a PDF as PNGs in a ZIP. */
    pdfToImages: (file: File, options: ToolOptions<'pdfToImages'> = {}) =>
      send(options, 'archivos.zip', (signal) =>
        api().POST('/utils/pdf-to-images', {
          ...jsonDataForm('pdfToImages', { ...context.user(), ...settingsOf(options) }, { file }),
          parseAs: 'blob',
          signal,
        }),
      ),
    /** PDFs into one ZIP, in the order given. */
    pdfsToZip: (files: File[], options: ToolOptions<'pdfsToZip'> = {}) =>
      send(options, 'archivos.zip', (signal) =>
        api().POST('/utils/pdfs-to-zip', {
          ...jsonDataForm(
            'pdfsToZip',
            { ...context.user(), ...settingsOf(options) },
            { file: files },
          ),
          parseAs: 'blob',
          signal,
        }),
      ),
    /** Any office document, text or image to PDF. */
    convertToPdf: (files: File[], options: ToolOptions<'convertToPdf'> = {}) =>
      // SPEC §7: several files come back as a ZIP of PDFs.
      send(options, files.length > 1 ? 'archivos.zip' : 'documento.pdf', (signal) =>
        api().POST('/utils/convert-to-pdf', {
          ...jsonDataForm(
            'convertToPdf',
            { ...context.user(), ...settingsOf(options) },
            { file: files },
          ),
          parseAs: 'blob',
          signal,
        }),
      ),
    /** A DOCX split at its page breaks: a ZIP. */
    splitDocx: (file: File, options: ToolOptions<'splitDocx'> = {}) =>
      send(options, 'archivos.zip', (signal) =>
        api().POST('/utils/split-docx', {
          ...jsonDataForm('splitDocx', { ...context.user(), ...settingsOf(options) }, { file }),
          parseAs: 'blob',
          signal,
        }),
      ),
    /** An XLSX split into one workbook per sheet: a ZIP. */
    splitXlsx: (file: File, options: ToolOptions<'splitXlsx'> = {}) =>
      send(options, 'archivos.zip', (signal) =>
        api().POST('/utils/split-xlsx', {
          ...jsonDataForm('splitXlsx', { ...context.user(), ...settingsOf(options) }, { file }),
          parseAs: 'blob',
          signal,
        }),
      ),
    /** HTML printed to PDF by the service's Chromium. */
    htmlToPdf: (
      html: string,
      options: CallOptions &
        Omit<Schemas['HtmlToPdfRequest'], 'html' | keyof Schemas['UserContext']> = {},
    ) =>
      send(options, options.name ? `${options.name}.pdf` : 'documento.pdf', (signal) =>
        api().POST('/utils/html-to-pdf', {
          body: { ...context.user(), ...settingsOf(options), html },
          parseAs: 'blob',
          signal,
        }),
      ),
    /** A stored file (a PDF's page, or an image) as an image. */
    getImage: (
      file: { id: string },
      options: CallOptions &
        Omit<Schemas['GetImageRequest'], 'file_id' | keyof Schemas['UserContext']> = {},
    ) =>
      send(options, 'archivo', (signal) =>
        api().POST('/utils/get-image', {
          body: { ...context.user(), ...settingsOf(options), file_id: file.id },
          parseAs: 'blob',
          signal,
        }),
      ),
  };
}

/** The utilities resource of a client. */
export type UtilsResource = ReturnType<typeof createUtilsResource>;
