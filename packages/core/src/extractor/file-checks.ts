import {
  checkUpload,
  type UploadLimits,
  type UploadRefusal,
  type UploadSource,
} from '../upload/upload-limits';

/**
 * The example types the wizard takes (SPEC §2 "upload an example"): a PDF, or a PNG or JPEG photo
 * or scan, as lower-case extensions; the types configureDocument reads.
 */
export const EXAMPLE_FILE_TYPES: readonly string[] = ['pdf', 'png', 'jpg', 'jpeg'];

/** A run takes one ZIP of single-document PDFs (SPEC §5 "Extractor ZIP"). */
export const RUN_ARCHIVE_TYPES: readonly string[] = ['zip'];

/**
 * Checks a wizard example before it is sent: a PDF or an image the server allows, within its
 * upload size (SPEC §5 "Upload has an allowed-types list and a maximum size in MB per file").
 * `null` when it can be sent; otherwise the code and detail the server would answer.
 */
export function checkExampleFile(file: UploadSource, limits: UploadLimits): UploadRefusal | null {
  const allowed = limits.uploadAllowedTypes.map((type) => type.toLowerCase().replace(/^\./, ''));
  return checkUpload(file, {
    uploadAllowedTypes: EXAMPLE_FILE_TYPES.filter((type) => allowed.includes(type)),
    uploadMaxFileBytes: limits.uploadMaxFileBytes,
  });
}

/**
 * Checks the ZIP of a run before it is sent (SPEC §5 "Extractor ZIP"): a `.zip`, not empty, within
 * the upload size. What is inside (supported files, single-document PDFs, the file, page and
 * total-page limits, the balance) only the server can check; it answers with the numbers in
 * `detail`.
 */
export function checkRunArchive(file: UploadSource, limits: UploadLimits): UploadRefusal | null {
  return checkUpload(file, {
    uploadAllowedTypes: RUN_ARCHIVE_TYPES,
    uploadMaxFileBytes: limits.uploadMaxFileBytes,
  });
}
