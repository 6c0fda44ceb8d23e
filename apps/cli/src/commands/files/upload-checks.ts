import { isAbsolute, relative } from 'node:path';

import { formatSize, translate, type Language, type UploadRefusal } from '@folio/core';

import type { SignedInContext } from '../../context';

import { sha256OfFile } from './local-files';
import { listAllFiles, type StoredFile } from './storage';
import type { LocalFile } from './walk';

/** The message of a file the limits refuse before sending, naming the rule it breaks. */
export function refusalMessage(
  language: Language,
  file: LocalFile,
  refusal: UploadRefusal,
  allowed: readonly string[],
) {
  switch (refusal.code) {
    case 'FILE_VALIDATION_ERROR':
      return translate(language, 'cli.files.upload.refusedEmpty');
    case 'UNSUPPORTED_MEDIA_TYPE':
      return translate(language, 'cli.files.upload.refusedType', {
        type: refusal.detail.type ? `.${refusal.detail.type}` : file.name,
        allowed: allowed.join(', '),
      });
    case 'PAYLOAD_TOO_LARGE':
      return translate(language, 'cli.files.upload.refusedSize', {
        size: formatSize(file.size),
        max: `${refusal.detail.maxMb ?? ''} MB`,
      });
  }
}

/** A path as a person reads it: relative to the working folder when it is inside it. */
export function shownPath(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside === '' || inside.startsWith('..') || isAbsolute(inside) ? path : inside;
}

/**
 * Files whose name is already in the folder with the same size and SHA-256 are not sent again,
 * so running the same command after a Ctrl-C or a failure sends only what is missing.
 */
export async function splitUnchanged(context: SignedInContext, topico: string, files: LocalFile[]) {
  if (files.length === 0) {
    return { toSend: files, unchanged: [] as Array<{ file: LocalFile; stored: StoredFile }> };
  }
  const remote = new Map(
    (await listAllFiles(context, { topico })).map((stored) => [
      stored.filename.toLowerCase(),
      stored,
    ]),
  );
  const toSend: LocalFile[] = [];
  const unchanged: Array<{ file: LocalFile; stored: StoredFile }> = [];
  for (const file of files) {
    const stored = remote.get(file.name.toLowerCase());
    const isSame =
      stored !== undefined &&
      stored.size === file.size &&
      typeof stored.sha256 === 'string' &&
      stored.sha256.toLowerCase() === (await sha256OfFile(file.path));
    if (isSame) {
      unchanged.push({ file, stored });
    } else {
      toSend.push(file);
    }
  }
  return { toSend, unchanged };
}
