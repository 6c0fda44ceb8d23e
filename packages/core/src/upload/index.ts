/**
 * Upload: the queue of file uploads with per-file states, progress, cancel and retry, a
 * concurrency limit and the checks before sending (SPEC §4 "Upload states", §5 "Upload").
 */
export { uploadMachine, provideUploadSender } from './upload.machine';
export type {
  UploadContext,
  UploadEmitted,
  UploadEntry,
  UploadEntryStatus,
  UploadEvent,
  UploadFileRef,
  UploadInput,
} from './upload.machine';
export { uploadFileMachine } from './upload-file.machine';
export type {
  UploadFileContext,
  UploadFileEvent,
  UploadFileInput,
  UploadFileReport,
  UploadOutcome,
} from './upload-file.machine';
export { fromUploadSender } from './upload-sender';
export type { SendFileEvent, SendFileInput, UploadSender } from './upload-sender';
export {
  RESUMABLE_UPLOAD_MIN_BYTES,
  UPLOAD_CONCURRENCY,
  checkUpload,
  fileExtension,
  isResumableUpload,
  maxUploadMegabytes,
} from './upload-limits';
export type { UploadLimits, UploadRefusal, UploadSource } from './upload-limits';
