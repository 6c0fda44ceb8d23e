import { join, resolve } from 'node:path';

import { formatSize, translate } from '@folio/core';
import type { StreamedDownload } from '@folio/sdk';

import type { SignedInContext } from '../../context';
import { CliError } from '../../errors';

import { parseBlobName, type BlobName } from './blob-names';
import { bytesOf, safeText } from './format';
import { exists, isFolder, uniqueNames, writeStreamAtomically } from './output-file';

/** The flags of `folio files download`. */
export type DownloadOptions = { out?: string; force?: boolean };

/** What `folio files download --json` prints: each file written, or the one ZIP. */
export type DownloadReport = {
  files: Array<{ blobName: string; output: string; bytes: number }>;
  zip: { output: string; bytes: number; blobNames: string[] } | null;
};

/** SPEC §7: the default name of a multi-file download. */
const ZIP_NAME = 'archivos.zip';

/**
 * `folio files download <blob...> [--out dir|file] [--force]` (SPEC §7 download file, and
 * several as one ZIP): one file goes to `--out` (a file, or a folder to put it in; the working
 * folder by default); several go into `--out` one by one when it is an existing folder, else as
 * one ZIP (`archivos.zip` by default). Every write is atomic; an existing file is replaced only
 * with `--force`, and is checked before anything is downloaded.
 */
export async function runDownload(
  context: SignedInContext,
  blobs: readonly string[],
  options: DownloadOptions,
): Promise<number> {
  const { output, language } = context;
  const names = blobs.map(parseBlobName);
  const force = options.force === true;
  const out = options.out === undefined ? undefined : resolve(options.out);
  const isOutFolder = out !== undefined && (await isFolder(out));
  const localNames = uniqueNames(names.map((name) => name.filename));
  const report: DownloadReport = { files: [], zip: null };
  const refuseExisting = async (target: string) => {
    if (!force && (await exists(target))) {
      throw new CliError('cli.files.download.exists', { path: target });
    }
  };
  const spinner = output.spinner(translate(language, 'cli.files.download.downloading'));
  const progress = (label: string, total: number | undefined) => (bytes: number) =>
    spinner.setText(
      `${safeText(label)}  ${total === undefined ? formatSize(bytes) : bytesOf(bytes, total)}`,
    );
  try {
    const [single] = names;
    if (names.length === 1 && single) {
      const localName = localNames[0] ?? single.filename;
      const target =
        out === undefined ? resolve(localName) : isOutFolder ? join(out, localName) : out;
      await refuseExisting(target);
      report.files.push(await downloadOne(context, single, target, force, progress));
    } else if (out !== undefined && isOutFolder) {
      const targets = localNames.map((name) => join(out, name));
      for (const target of targets) {
        await refuseExisting(target);
      }
      for (const [index, name] of names.entries()) {
        const target = targets[index] ?? join(out, name.filename);
        report.files.push(await downloadOne(context, name, target, force, progress));
      }
    } else {
      const target = out ?? resolve(ZIP_NAME);
      await refuseExisting(target);
      report.zip = await downloadZip(context, names, target, force, progress);
    }
  } finally {
    spinner.stop();
  }
  for (const file of report.files) {
    output.info(
      translate(language, 'cli.files.download.written', {
        path: file.output,
        size: formatSize(file.bytes),
      }),
    );
  }
  if (report.zip) {
    output.info(
      translate(language, 'cli.files.download.zipWritten', {
        path: report.zip.output,
        count: report.zip.blobNames.length,
        size: formatSize(report.zip.bytes),
      }),
    );
  }
  output.data(report);
  return 0;
}

type Progress = (label: string, total: number | undefined) => (bytes: number) => void;

/** Writes a download to `target` as it comes, showing its progress against its size. */
async function write(
  download: StreamedDownload,
  label: string,
  target: string,
  force: boolean,
  progress: Progress,
) {
  // An empty or unknown length shows the bytes alone.
  const total = download.size === 0 ? undefined : download.size;
  return writeStreamAtomically(target, download.stream, {
    force,
    onBytes: progress(label, total),
  });
}

async function downloadOne(
  context: SignedInContext,
  name: BlobName,
  target: string,
  force: boolean,
  progress: Progress,
) {
  const download = await context.folio.files.openByName(name);
  const bytes = await write(download, name.filename, target, force, progress);
  return { blobName: name.blobName, output: target, bytes };
}

async function downloadZip(
  context: SignedInContext,
  names: readonly BlobName[],
  target: string,
  force: boolean,
  progress: Progress,
) {
  const download = await context.folio.files.openZip(
    names.map((name) => ({ blob_name: name.blobName })),
  );
  const bytes = await write(download, ZIP_NAME, target, force, progress);
  return { output: target, bytes, blobNames: names.map((name) => name.blobName) };
}
