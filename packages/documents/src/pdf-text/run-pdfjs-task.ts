import { DocumentError } from '../errors';
import { DEFAULT_MAX_PAGES, type ParseLimits, runWithLimits } from '../limits';
import { submitPdfjsJob } from './pdfjs-pool';
import type { PdfjsRequest, PdfjsStart, RawPage } from './pdfjs-protocol';
import type { PdfPageText } from './read-page';

/** What a pdf.js task gives back: the document's page count, information and pages, mapped. */
export type PdfjsTaskResult<T> = PdfjsStart & { pages: T[] };

/**
 * Runs a pdf.js task on the worker pool under the limits. Each page is handed to `mapPage` as
 * soon as it arrives, with its layout when the worker made it (`text`). On timeout or
 * abort the worker is terminated and the task fails with `DOCUMENT_TIMEOUT` or
 * `DOCUMENT_ABORTED`.
 */
export async function runPdfjsTask<T>(
  task: PdfjsRequest['task'],
  data: Uint8Array,
  limits: ParseLimits & { pages?: readonly number[] },
  mapPage: (page: RawPage, laidOut: PdfPageText | undefined) => T,
): Promise<PdfjsTaskResult<T>> {
  if (data.length === 0) {
    throw new DocumentError('DOCUMENT_EMPTY', { message: 'the PDF has no bytes' });
  }
  const request: PdfjsRequest = {
    task,
    // A copy, transferred to the worker: the caller's bytes stay untouched.
    data: new Uint8Array(data),
    maxPages: limits.maxPages ?? DEFAULT_MAX_PAGES,
    ...(limits.pages ? { pages: [...limits.pages] } : {}),
  };
  let cancel = (): void => undefined;
  return runWithLimits(
    limits,
    () =>
      new Promise<PdfjsTaskResult<T>>((resolve, reject) => {
        let start: PdfjsStart = { pageCount: 0, info: {} };
        const pages: T[] = [];
        let mappingError: Error | undefined;
        cancel = submitPdfjsJob({
          request,
          onFailure: reject,
          onMessage: (message) => {
            switch (message.kind) {
              case 'start':
                start = { pageCount: message.pageCount, info: message.info };
                return false;
              case 'page':
                try {
                  pages.push(mapPage(message.page, message.laidOut));
                } catch (error) {
                  // Keep reading to the end: the worker must finish this request before reuse.
                  mappingError ??= error instanceof Error ? error : new Error('page layout failed');
                }
                return false;
              case 'end':
                if (mappingError === undefined) {
                  resolve({ ...start, pages });
                } else {
                  reject(mappingError);
                }
                return true;
              case 'error':
                reject(
                  new DocumentError(message.code, {
                    message: message.message,
                    detail: message.detail,
                  }),
                );
                return true;
            }
          },
        });
      }),
    () => cancel(),
  );
}
