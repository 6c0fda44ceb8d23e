import { AppError } from '@folio/core';

/** The longest stored file name in UTF-8 bytes: what common file systems allow for one name. */
export const FILE_NAME_MAX_BYTES = 255;

// C0 and C1 control characters, DEL included.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const utf8 = new TextEncoder();

/** The size of a name in UTF-8 bytes. */
export function byteLength(name: string): number {
  return utf8.encode(name).length;
}

/**
 * The name a received file is stored under (issue 5 "safe names"): NFC-normalised, the path a
 * browser or client may prepend stripped (`C:\scans\a.pdf` is `a.pdf`), unicode kept. Refused
 * with FILE_VALIDATION_ERROR and `detail.reason`: `path-traversal` (a `..` segment: a name that
 * tries to climb is refused, not repaired), `control-character`, `empty-name`, `hidden-name`
 * (a leading dot: SPEC §3 shows nothing for such names), `name-too-long` (over 255 bytes).
 */
export function cleanUploadName(raw: string): string {
  const refuse = (reason: string) =>
    new AppError('FILE_VALIDATION_ERROR', {
      message: `file name refused (${reason})`,
      detail: { file: raw, reason },
    });
  const name = raw.normalize('NFC');
  if (CONTROL.test(name)) {
    throw refuse('control-character');
  }
  const segments = name.split(/[\\/]/);
  if (segments.some((segment) => segment.trim() === '..')) {
    throw refuse('path-traversal');
  }
  const base = (segments.at(-1) ?? '').trim();
  if (base === '' || base === '.') {
    throw refuse('empty-name');
  }
  if (base.startsWith('.')) {
    throw refuse('hidden-name');
  }
  if (byteLength(base) > FILE_NAME_MAX_BYTES) {
    throw refuse('name-too-long');
  }
  return base;
}

/** The extension of a name, lower case and without the dot; '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}
