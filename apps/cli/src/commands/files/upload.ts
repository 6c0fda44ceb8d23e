import { formatSize, isSessionEndingError, translate, UPLOAD_CONCURRENCY } from '@folio/core';
import { FolioError } from '@folio/sdk';

import type { SignedInContext } from '../../context';
import { CliError, describeError, EXIT_FAILURE } from '../../errors';
import { EXIT_INTERRUPTED } from '../../terminal';

import { sendResumable, type ResumableSender } from './large-upload';
import { formFileOf } from './local-files';
import { fetchLimits, requireFolder, uploadForm, type StoredFile } from './storage';
import { refusalMessage, shownPath, splitUnchanged } from './upload-checks';
import { checkFiles, planUploads, runPool, type UploadTask } from './upload-plan';
import { renderUploadProgress, type InFlight } from './upload-progress';
import { uploadUrlStorage, type UrlStorage } from './upload-urls';
import { collectUploads, type LocalFile } from './walk';

/** The flags of `folio files upload`. */
export type UploadOptions = { to?: string; replace?: boolean };

/** What `folio files upload --json` prints. */
export type UploadReport = {
  /** The folder the files went to. */
  folder: string;
  uploaded: Array<{ path: string; blobName: string; size: number; id: string; resumable: boolean }>;
  /** Files already in the folder with the same name, size and SHA-256: not sent again. */
  unchanged: Array<{ path: string; blobName: string }>;
  failed: Array<{ path: string; errorCode: string; message: string }>;
  /** Hidden paths named on the command line (a leading dot): never sent. */
  skipped: Array<{ path: string; reason: 'hidden' }>;
  /** Stopped by Ctrl-C: the same command sends the rest and resumes the large files. */
  interrupted: boolean;
};

/** What the upload needs besides the context; tests replace the resumable sender. */
export type UploadDependencies = { sendResumable: ResumableSender; urlStorage?: UrlStorage };

/** The folder an upload goes to when `--to` is not given (storage.yaml: `uploads`). */
export const DEFAULT_UPLOAD_FOLDER = 'uploads';

/** Refusals a batch shares with one of its files: sent again one by one to find which. */
const FILE_CODES = new Set([
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'FILE_VALIDATION_ERROR',
]);

const RENDER_EVERY_MS = 100;

/**
 * `folio files upload <paths...> [--to folder] [--replace]` (SPEC §7 upload and upload large):
 * files and whole folders, checked against the server's limits before anything is sent, small
 * files in batches of form calls, large ones through the resumable endpoint, UPLOAD_CONCURRENCY at
 * a time, with a progress bar per file and overall on a terminal. Ctrl-C stops cleanly: the same
 * command then sends what is missing and resumes each large file where it stopped. Returns 0 when
 * every file is stored, 1 when one failed, 130 when interrupted.
 */
export async function runUpload(
  context: SignedInContext,
  paths: readonly string[],
  options: UploadOptions,
  deps: UploadDependencies = { sendResumable },
): Promise<number> {
  const { output, language } = context;
  const walk = await collectUploads(paths);
  for (const path of walk.skippedHidden) {
    output.error(translate(language, 'cli.files.upload.skippedHidden', { path: shownPath(path) }));
  }
  if (walk.files.length === 0) {
    throw new CliError('cli.files.upload.nothingToSend');
  }
  const spinner = output.spinner(translate(language, 'cli.files.upload.preparing'));
  const controller = new AbortController();
  const stopListening = context.terminal.onInterrupt?.(() => controller.abort());
  const report: UploadReport = {
    folder: '',
    uploaded: [],
    unchanged: [],
    failed: [],
    skipped: walk.skippedHidden.map((path) => ({ path, reason: 'hidden' })),
    interrupted: false,
  };
  try {
    const folder = await requireFolder(context, options.to ?? DEFAULT_UPLOAD_FOLDER);
    if (folder.system_kind === 'all') {
      throw new CliError('cli.files.upload.notIntoAll', { folder: folder.topico });
    }
    const topico = folder.topico;
    report.folder = topico;
    const limits = await fetchLimits(context);
    const { accepted, refused } = checkFiles(walk.files, limits);
    for (const { file, refusal } of refused) {
      const message = refusalMessage(language, file, refusal, limits.uploadAllowedTypes);
      report.failed.push({ path: file.path, errorCode: refusal.code, message });
      output.error(
        translate(language, 'cli.files.upload.failed', { path: shownPath(file.path), message }),
      );
    }
    const { toSend, unchanged } = await splitUnchanged(context, topico, accepted);
    // Listed in the report; for a person the summary's count says enough.
    for (const { file, stored } of unchanged) {
      report.unchanged.push({ path: file.path, blobName: stored.blob_name });
    }

    const inFlight = new Map<string, InFlight>();
    const progress = {
      folder: topico,
      doneBytes: 0,
      totalBytes: toSend.reduce((sum, file) => sum + file.size, 0),
      doneFiles: 0,
      totalFiles: toSend.length,
      inFlight,
    };
    let lastRender = 0;
    const render = (force = false) => {
      const now = Date.now();
      if (force || now - lastRender >= RENDER_EVERY_MS) {
        lastRender = now;
        spinner.setText(renderUploadProgress(progress, language));
      }
    };
    render(true);

    const stored = (file: LocalFile, record: StoredFile, resumable: boolean) => {
      progress.doneBytes += file.size;
      progress.doneFiles += 1;
      report.uploaded.push({
        path: file.path,
        blobName: record.blob_name,
        size: record.size,
        id: record.id,
        resumable,
      });
      output.info(
        translate(language, 'cli.files.upload.uploaded', {
          path: shownPath(file.path),
          blob: record.blob_name,
          size: formatSize(record.size),
        }),
      );
    };
    const failed = (file: LocalFile, error: unknown) => {
      const message = describeError(error, language);
      const errorCode = error instanceof FolioError ? error.code : 'UNEXPECTED_ERROR';
      report.failed.push({ path: file.path, errorCode, message });
      output.error(
        translate(language, 'cli.files.upload.failed', { path: shownPath(file.path), message }),
      );
    };

    let nextId = 0;
    const urlStorage = deps.urlStorage ?? uploadUrlStorage(context.configDir);
    const send = async (task: UploadTask): Promise<void> => {
      const files = task.kind === 'form' ? task.files : [task.file];
      const id = String((nextId += 1));
      const [first] = files;
      const label =
        files.length === 1 && first
          ? first.name
          : translate(language, 'cli.files.upload.batch', { count: files.length });
      const total = files.reduce((sum, file) => sum + file.size, 0);
      inFlight.set(id, { label, sent: 0, total });
      render(true);
      try {
        if (task.kind === 'resumable') {
          const record = await deps.sendResumable(context, {
            file: task.file,
            topico,
            replace: options.replace === true,
            signal: controller.signal,
            urlStorage,
            onProgress: (sent) => {
              inFlight.set(id, { label, sent, total });
              render();
            },
          });
          inFlight.delete(id);
          stored(task.file, record, true);
          return;
        }
        const records = await uploadForm(context, {
          topico,
          replace: options.replace === true,
          files: await Promise.all(files.map(formFileOf)),
          signal: controller.signal,
          onBytes: (sent, length) => {
            inFlight.set(id, { label, sent: Math.min(total, (sent / length) * total), total });
            render();
          },
        });
        inFlight.delete(id);
        files.forEach((file, index) => {
          const record = records[index];
          if (record) {
            stored(file, record, false);
          } else {
            failed(file, new FolioError('EMPTY_RESPONSE', 'no record for the file'));
          }
        });
      } catch (error) {
        if (controller.signal.aborted) {
          return;
        }
        if (isSessionEndingError(error)) {
          controller.abort();
          throw error;
        }
        const isFileError = error instanceof FolioError && FILE_CODES.has(error.code);
        if (task.kind === 'form' && files.length > 1 && isFileError) {
          inFlight.delete(id);
          for (const file of files) {
            await send({ kind: 'form', files: [file] });
          }
          return;
        }
        files.forEach((file) => failed(file, error));
      } finally {
        inFlight.delete(id);
        render(true);
      }
    };
    await runPool(planUploads(toSend), UPLOAD_CONCURRENCY, send, controller.signal);
    report.interrupted = controller.signal.aborted;
  } finally {
    stopListening?.();
    spinner.stop();
  }

  const sortByPath = <T extends { path: string }>(list: T[]) =>
    list.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  sortByPath(report.uploaded);
  sortByPath(report.failed);
  const bytes = report.uploaded.reduce((sum, entry) => sum + entry.size, 0);
  output.info(
    translate(language, 'cli.files.upload.summary', {
      uploaded: report.uploaded.length,
      unchanged: report.unchanged.length,
      failed: report.failed.length,
      size: formatSize(bytes),
      folder: report.folder,
    }),
  );
  if (report.interrupted) {
    output.error(translate(language, 'cli.files.upload.interrupted'));
  }
  output.data(report);
  if (report.interrupted) {
    return EXIT_INTERRUPTED;
  }
  return report.failed.length > 0 ? EXIT_FAILURE : 0;
}
