import { DocumentError, type DocumentErrorCode } from '@folio/documents';
import { describe, expect, it } from 'vitest';

import { BlobNotFoundError } from '../../blobs/blob-store';
import { indexErrorOf } from './index-error';

const documentError = (
  code: DocumentErrorCode,
  detail?: Record<string, unknown>,
  cause?: unknown,
) => new DocumentError(code, { ...(detail ? { detail } : {}), cause });

describe('indexErrorOf', () => {
  it.each(['depth', 'rows', 'cells', 'sheets', 'memory'])(
    'calls a file refused for its %s too complex, not too large (issue 17)',
    (reason) => {
      expect(indexErrorOf(documentError('DOCUMENT_TOO_LARGE', { reason, limit: 1 }))).toBe(
        'too-complex',
      );
    },
  );

  it('calls a file over a byte limit too large', () => {
    expect(indexErrorOf(documentError('DOCUMENT_TOO_LARGE', { size: 9, maxBytes: 8 }))).toBe(
      'too-large',
    );
    expect(indexErrorOf(documentError('IMAGE_TOO_LARGE'))).toBe('too-large');
  });

  it('calls an archive that unpacks past its limits (a bomb) too complex', () => {
    for (const code of ['ZIP_TOO_LARGE', 'ZIP_RATIO_EXCEEDED', 'ZIP_TOO_MANY_ENTRIES'] as const) {
      expect({ code, reason: indexErrorOf(documentError(code)) }).toEqual({
        code,
        reason: 'too-complex',
      });
    }
  });

  it('tells a timeout, a password and too many pages apart', () => {
    expect(indexErrorOf(documentError('DOCUMENT_TIMEOUT'))).toBe('timeout');
    expect(indexErrorOf(documentError('PDF_ENCRYPTED'))).toBe('encrypted');
    expect(indexErrorOf(documentError('DOCUMENT_TOO_MANY_PAGES'))).toBe('too-many-pages');
    expect(indexErrorOf(documentError('DOCUMENT_EMPTY'))).toBe('no-text');
  });

  it('calls an office file with an encrypted part protected by a password', () => {
    const entry = documentError('ZIP_READ_ERROR', { name: 'x.xml', reason: 'encrypted entry' });
    expect(indexErrorOf(entry)).toBe('encrypted');
    expect(indexErrorOf(documentError('DOCUMENT_UNREADABLE', undefined, entry))).toBe('encrypted');
  });

  it('calls damaged files unreadable', () => {
    for (const code of [
      'DOCUMENT_UNREADABLE',
      'PDF_INVALID',
      'ZIP_READ_ERROR',
      'ZIP_UNSAFE_PATH',
      'ZIP_NESTED_ARCHIVE',
      'IMAGE_INVALID',
      'UNSUPPORTED_FORMAT',
    ] as const) {
      expect({ code, reason: indexErrorOf(documentError(code)) }).toEqual({
        code,
        reason: 'unreadable',
      });
    }
  });

  it('answers error for failures that are not the file’s (a missing tool, a lost blob, a bug)', () => {
    expect(indexErrorOf(documentError('TOOL_UNAVAILABLE'))).toBe('error');
    expect(indexErrorOf(documentError('OCR_FAILED'))).toBe('error');
    expect(indexErrorOf(new BlobNotFoundError('users/x/files/y'))).toBe('error');
    expect(indexErrorOf(new TypeError('undefined is not a function'))).toBe('error');
    expect(indexErrorOf('thrown text')).toBe('error');
  });
});
