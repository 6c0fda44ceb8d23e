import { describe, expect, it } from 'vitest';

import {
  checkUpload,
  fileExtension,
  isResumableUpload,
  maxUploadMegabytes,
  RESUMABLE_UPLOAD_MIN_BYTES,
  type UploadLimits,
} from './upload-limits';

const MB = 1024 * 1024;
const LIMITS: UploadLimits = {
  uploadAllowedTypes: ['pdf', 'xlsx', 'TXT'],
  uploadMaxFileBytes: 5 * MB,
};

describe('fileExtension', () => {
  it.each([
    ['factura.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['notes', ''],
    ['.env', ''],
    ['trailing.', ''],
    ['folder/inner.docx', 'docx'],
  ])('reads %j as %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('checkUpload', () => {
  it('takes an allowed type within the size limit (SPEC §5)', () => {
    expect(checkUpload({ name: 'factura.pdf', size: 5 * MB }, LIMITS)).toBeNull();
  });

  it('compares types ignoring case, on both sides (SPEC §5 allowed-types list)', () => {
    expect(checkUpload({ name: 'notes.txt', size: 10 }, LIMITS)).toBeNull();
    expect(checkUpload({ name: 'SHEET.XLSX', size: 10 }, LIMITS)).toBeNull();
  });

  it('refuses a type outside the allowed list with UNSUPPORTED_MEDIA_TYPE (SPEC §5, §8)', () => {
    expect(checkUpload({ name: 'song.mp3', size: 10 }, LIMITS)).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      detail: { file: 'song.mp3', type: 'mp3' },
    });
    expect(checkUpload({ name: 'README', size: 10 }, LIMITS)?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a file over the maximum size with PAYLOAD_TOO_LARGE and the limit in MB (SPEC §5)', () => {
    expect(checkUpload({ name: 'big.pdf', size: 5 * MB + 1 }, LIMITS)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      detail: { file: 'big.pdf', maxMb: 5 },
    });
  });

  it('refuses an empty file with FILE_VALIDATION_ERROR, before its type', () => {
    expect(checkUpload({ name: 'empty.mp3', size: 0 }, LIMITS)?.code).toBe('FILE_VALIDATION_ERROR');
  });
});

describe('maxUploadMegabytes', () => {
  it('shows the limit in MB of 1024 * 1024 bytes with at most one decimal (SPEC §9 size units)', () => {
    expect(maxUploadMegabytes({ uploadAllowedTypes: [], uploadMaxFileBytes: 50 * MB })).toBe(50);
    expect(maxUploadMegabytes({ uploadAllowedTypes: [], uploadMaxFileBytes: 2.5 * MB })).toBe(2.5);
  });
});

describe('isResumableUpload', () => {
  it('sends large files through the resumable endpoint, small ones in one call (issue 5)', () => {
    expect(isResumableUpload({ name: 'a.pdf', size: RESUMABLE_UPLOAD_MIN_BYTES - 1 })).toBe(false);
    expect(isResumableUpload({ name: 'a.pdf', size: RESUMABLE_UPLOAD_MIN_BYTES })).toBe(true);
  });
});
