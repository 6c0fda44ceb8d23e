import { jsonDataForm, toDownload, userContext, type JsonDataFields } from '@folio/sdk';
import { useCallback } from 'react';

import { SessionActor } from '../../app/actors';
import { useNotices } from '../../components/notices/notices-context';
import { saveDownload } from '../../lib/download';
import { useSdk, type AppSdk } from '../../lib/sdk';
import { usernameFromToken } from '../../lib/session';

/**
 * The utilities that take files (SPEC §7: `json_data` + `file` parts), each with its operation
 * and the default download name of SPEC §7, used when the server names nothing. Each key is also
 * the card's namespace of messages (`utils.<key>.title`).
 */
export const UTILITIES = {
  combine: { path: '/utils/combine-pdfs', operation: 'combinePdfs', defaultName: 'documento.pdf' },
  split: { path: '/utils/split-pdf', operation: 'splitPdf', defaultName: 'archivos.zip' },
  images: { path: '/utils/images-to-pdf', operation: 'imagesToPdf', defaultName: 'imagen.pdf' },
  pdfToImages: {
    path: '/utils/pdf-to-images',
    operation: 'pdfToImages',
    defaultName: 'archivos.zip',
  },
  pdfsToZip: { path: '/utils/pdfs-to-zip', operation: 'pdfsToZip', defaultName: 'archivos.zip' },
  convertToPdf: {
    path: '/utils/convert-to-pdf',
    operation: 'convertToPdf',
    defaultName: 'documento.pdf',
  },
  splitDocx: { path: '/utils/split-docx', operation: 'splitDocx', defaultName: 'archivos.zip' },
  splitXlsx: { path: '/utils/split-xlsx', operation: 'splitXlsx', defaultName: 'archivos.zip' },
} as const;

export type UtilityName = keyof typeof UTILITIES;

/** A utility's options: its `json_data` without the user context, which the call adds. */
export type UtilityFields<Name extends UtilityName> = JsonDataFields<
  (typeof UTILITIES)[Name]['operation']
>;

/** Several files converted come back as a ZIP of PDFs (SPEC §7 default name). */
const MANY_CONVERTED_NAME = 'archivos.zip';

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

type BlobAnswer = { data?: Blob; response: Response };

/**
 * Makes a call as the signed-in user and saves the file it answers under the server's name
 * (`defaultName` when it gives none); a failure is shown in the user's language.
 */
function useCallAndSave() {
  const sdk = useSdk();
  const { notifyError } = useNotices();
  const token = SessionActor.useSelector((snapshot) => snapshot.context.session?.access_token);
  return useCallback(
    async (
      call: (sdk: AppSdk, username: string) => Promise<BlobAnswer>,
      defaultName: string,
    ): Promise<boolean> => {
      try {
        const username = (token ? usernameFromToken(token) : undefined) ?? '';
        saveDownload(toDownload(await call(sdk, username), defaultName));
        return true;
      } catch (error) {
        notifyError(error, 'errors.fileProcessing');
        return false;
      }
    },
    [sdk, notifyError, token],
  );
}

/** The file utilities through the app's SDK, as the signed-in user. */
export function useRunUtility(): RunUtility {
  const callAndSave = useCallAndSave();
  return useCallback<RunUtility>(
    (utility, files, fields) => {
      const { path, operation, defaultName } = UTILITIES[utility];
      const isMany = utility === 'convertToPdf' && files.length > 1;
      return callAndSave(
        (sdk, username) =>
          sdk.clients.service.POST(path, {
            ...jsonDataForm(
              operation,
              { ...userContext(username), ...fields },
              { file: [...files] },
            ),
            parseAs: 'blob',
          }),
        isMany ? MANY_CONVERTED_NAME : defaultName,
      );
    },
    [callAndSave],
  );
}

/** HTML to PDF through the app's SDK (a JSON body: the user context plus the HTML). */
export function useRunHtmlToPdf(): RunHtmlToPdf {
  const callAndSave = useCallAndSave();
  return useCallback<RunHtmlToPdf>(
    ({ html, pageSize, landscape, name }) =>
      callAndSave(
        (sdk, username) =>
          sdk.clients.service.POST('/utils/html-to-pdf', {
            body: {
              ...userContext(username),
              html,
              pageSize,
              landscape,
              ...(name ? { name } : {}),
            },
            parseAs: 'blob',
          }),
        name ? `${name}.pdf` : 'documento.pdf',
      ),
    [callAndSave],
  );
}
