// The service's file utilities as the API suites call them (SPEC §7: `json_data` plus repeated
// `file` parts), each path typed by its operation's `json_data`.
import { jsonDataForm, userContext, type FolioClients, type JsonDataFields } from '@folio/sdk';

const OPERATIONS = {
  '/utils/combine-pdfs': 'combinePdfs',
  '/utils/split-pdf': 'splitPdf',
  '/utils/images-to-pdf': 'imagesToPdf',
  '/utils/pdf-page-to-image': 'pdfPageToImage',
  '/utils/pdfs-to-zip': 'pdfsToZip',
  '/utils/pdf-to-images': 'pdfToImages',
  '/utils/convert-to-pdf': 'convertToPdf',
  '/utils/split-docx': 'splitDocx',
  '/utils/split-xlsx': 'splitXlsx',
} as const;

export type UtilityPath = keyof typeof OPERATIONS;

/** A utility's path and its `json_data` fields besides the user context. */
export type UtilityCall = {
  [Path in UtilityPath]: [path: Path, fields: JsonDataFields<(typeof OPERATIONS)[Path]>];
}[UtilityPath];

/** A file part, named as the server stores it. */
export const fileOf = (name: string, bytes: Uint8Array, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type });

/**
 * Posts a utility's form as `user` and answers the file as a Blob. `token` replaces the user's
 * token; `''` sends none.
 */
export function postUtility(
  clients: FolioClients,
  user: { email: string; token: string },
  ...[path, fields, files, token]: [...UtilityCall, files: File[], token?: string]
) {
  return clients.service.POST(path, {
    ...jsonDataForm(OPERATIONS[path], { ...userContext(user.email), ...fields }, { file: files }),
    headers: token === '' ? {} : { authorization: `Bearer ${token ?? user.token}` },
    parseAs: 'blob',
  });
}
