import { FolioError, type Download, type JsonDataFields, type UtilsResource } from '@folio/sdk';
import { useCallback } from 'react';

import { useNotices } from '../../components/notices/notices-context';
import { saveDownload } from '../../lib/download';
import { useSdk } from '../../lib/sdk';

/**
 * The utilities that take files (SPEC §7: `json_data` + `file` parts), each with its operation.
 * Each key is also the card's namespace of messages (`utils.<key>.title`).
 */
export const UTILITIES = {
  combine: { operation: 'combinePdfs' },
  split: { operation: 'splitPdf' },
  images: { operation: 'imagesToPdf' },
  pdfToImages: { operation: 'pdfToImages' },
  pdfsToZip: { operation: 'pdfsToZip' },
  convertToPdf: { operation: 'convertToPdf' },
  splitDocx: { operation: 'splitDocx' },
  splitXlsx: { operation: 'splitXlsx' },
} as const;

export type UtilityName = keyof typeof UTILITIES;

/** A utility's options: its `json_data` without the user context, which the call adds. */
export type UtilityFields<Name extends UtilityName> = JsonDataFields<
  (typeof UTILITIES)[Name]['operation']
>;

/**
 * Runs a utility and saves its result; resolves once done, whether it worked or not. A failure is
 * shown through `notifyError` in the user's language; resolves `true` when the file was saved.
 */
export type RunUtility = <Name extends UtilityName>(
  utility: Name,
  files: readonly File[],
  fields?: UtilityFields<Name>,
) => Promise<boolean>;

/** How HTML is printed (contract `HtmlToPdfRequest`); `name` names the PDF, without `.pdf`. */
export type HtmlToPdfOptions = {
  html: string;
  pageSize: 'a4' | 'letter';
  landscape: boolean;
  name?: string;
};

/** Prints HTML to PDF and saves it; resolves like {@link RunUtility}. */
export type RunHtmlToPdf = (options: HtmlToPdfOptions) => Promise<boolean>;

/** A card's utility as the SDK's `utils` resource runs it (it names the file as SPEC §7 says). */
type Runner<Name extends UtilityName> = (
  utils: UtilsResource,
  files: readonly File[],
  fields: UtilityFields<Name> | undefined,
) => Promise<Download>;

/** The one file of a single-file tool; the cards send none without one. */
function onlyFile(files: readonly File[]): File {
  const [file] = files;
  if (!file) {
    throw new FolioError('BAD_REQUEST', 'No file was chosen');
  }
  return file;
}

const RUNNERS: { [Name in UtilityName]: Runner<Name> } = {
  combine: (utils, files, fields) => utils.combinePdfs([...files], fields),
  split: (utils, files, fields) => utils.splitPdf(onlyFile(files), fields),
  images: (utils, files, fields) => utils.imagesToPdf([...files], fields),
  pdfToImages: (utils, files, fields) => utils.pdfToImages(onlyFile(files), fields),
  pdfsToZip: (utils, files, fields) => utils.pdfsToZip([...files], fields),
  convertToPdf: (utils, files, fields) => utils.convertToPdf([...files], fields),
  splitDocx: (utils, files, fields) => utils.splitDocx(onlyFile(files), fields),
  splitXlsx: (utils, files, fields) => utils.splitXlsx(onlyFile(files), fields),
};

/**
 * Runs a call of the SDK's `utils` resource (`sdk.folio`, issue 21: the one integrators use, as
 * the signed-in user) and saves the file it answers; a failure is shown in the user's language.
 */
function useCallAndSave() {
  const sdk = useSdk();
  const { notifyError } = useNotices();
  return useCallback(
    async (call: (utils: UtilsResource) => Promise<Download>): Promise<boolean> => {
      try {
        saveDownload(await call(sdk.folio.utils));
        return true;
      } catch (error) {
        notifyError(error, 'errors.fileProcessing');
        return false;
      }
    },
    [sdk, notifyError],
  );
}

/** The file utilities through the app's SDK, as the signed-in user. */
export function useRunUtility(): RunUtility {
  const callAndSave = useCallAndSave();
  return useCallback<RunUtility>(
    (utility, files, fields) => callAndSave((utils) => RUNNERS[utility](utils, files, fields)),
    [callAndSave],
  );
}

/** HTML to PDF through the app's SDK (a JSON body: the user context plus the HTML). */
export function useRunHtmlToPdf(): RunHtmlToPdf {
  const callAndSave = useCallAndSave();
  return useCallback<RunHtmlToPdf>(
    ({ html, pageSize, landscape, name }) =>
      callAndSave((utils) =>
        utils.htmlToPdf(html, { pageSize, landscape, ...(name ? { name } : {}) }),
      ),
    [callAndSave],
  );
}
