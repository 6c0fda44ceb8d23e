import { describe, expect, it } from 'vitest';

import { messageForError, translate } from './translate';

describe('translate', () => {
  it('resolves a dotted key in the requested language (SPEC §1)', () => {
    expect(translate('en', 'common.loading')).toBe('Loading...');
    expect(translate('sp', 'common.loading')).toBe('Cargando...');
  });

  it('fills {{name}} placeholders (SPEC §1)', () => {
    expect(translate('en', 'errors.tooManyFiles', { max: 4, current: 6 })).toBe(
      'Maximum 4 files allowed. You have selected 6.',
    );
  });

  it('leaves a placeholder whose value is missing as written', () => {
    expect(translate('en', 'errors.tooManyFiles', { max: 4 })).toBe(
      'Maximum 4 files allowed. You have selected {{current}}.',
    );
  });

  it('shows the key itself for an unknown key (SPEC §1)', () => {
    expect(translate('sp', 'errors.doesNotExist')).toBe('errors.doesNotExist');
  });

  it('shows the key itself for a namespace rather than a message', () => {
    expect(translate('en', 'common')).toBe('common');
    expect(translate('en', 'common.languages')).toBe('common.languages');
  });

  it('does not resolve inherited object properties as keys', () => {
    expect(translate('en', 'common.toString')).toBe('common.toString');
    expect(translate('en', '__proto__')).toBe('__proto__');
  });
});

describe('messageForError', () => {
  it('gives the translated catalogue message for a known code (SPEC §8)', () => {
    expect(messageForError('en', 'SESSION_EXPIRED')).toBe(
      'Your session has expired, please log in again',
    );
    expect(messageForError('sp', 'TOKEN_EXTRACTION_ERROR', 'token decode failed')).toBe(
      'Error al cargar el usuario. Por favor, inicie sesión nuevamente.',
    );
  });

  it('fills the message from the fields of detail', () => {
    expect(
      messageForError('en', 'FILE_TOO_MANY_PAGES', undefined, {
        file: 'invoice.pdf',
        pages: 80,
        max: 50,
        ignored: { nested: true },
      }),
    ).toBe('The file invoice.pdf has 80 pages; the maximum is 50. Split it and try again.');
  });

  it('ignores a detail that is not an object', () => {
    expect(messageForError('en', 'NETWORK_ERROR', undefined, 'offline')).toBe(
      'Network connection error: check the internet connection and try again',
    );
  });

  it('names a document cancelled with its run (RUN_CANCELLED) in both languages', () => {
    expect(messageForError('en', 'RUN_CANCELLED')).toBe('Not extracted: the run was cancelled.');
    expect(messageForError('sp', 'RUN_CANCELLED', 'RUN_CANCELLED')).toBe(
      'No extraído: se canceló la ejecución.',
    );
  });

  it('falls back to the server message for an unknown code (SPEC §8)', () => {
    expect(messageForError('en', 'BRAND_NEW_ERROR', 'Something new failed')).toBe(
      'Something new failed',
    );
  });

  it('falls back to the default message for an unknown code without a server message (SPEC §8)', () => {
    expect(messageForError('sp', 'BRAND_NEW_ERROR')).toBe('Algo salió mal. Inténtelo de nuevo.');
    expect(messageForError('en', 'BRAND_NEW_ERROR', '  ')).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('prefers the server message to a message with unfilled placeholders', () => {
    expect(messageForError('en', 'PAYLOAD_TOO_LARGE', 'Upload larger than 50 MB')).toBe(
      'Upload larger than 50 MB',
    );
    expect(messageForError('en', 'PAYLOAD_TOO_LARGE')).toContain('{{maxMb}}');
  });
});

describe('translate with a count', () => {
  const names = 'uploads/a.txt';

  it('picks the English singular for 1 and the plural for 0 and 2', () => {
    const confirm = (count: number) =>
      translate('en', 'cli.files.rm.confirmFiles', { count, names });
    expect(confirm(1)).toBe('Delete 1 file for good? uploads/a.txt');
    expect(confirm(2)).toBe('Delete 2 files for good? uploads/a.txt');
    expect(confirm(0)).toBe('Delete 0 files for good? uploads/a.txt');
  });

  it('picks the Spanish singular for 1 and the plural for 0 and 2 in sp', () => {
    const confirm = (count: number) =>
      translate('sp', 'cli.files.rm.confirmFolders', { count, names });
    expect(confirm(1)).toBe(
      '¿Eliminar definitivamente 1 carpeta y todos sus archivos? uploads/a.txt',
    );
    expect(confirm(2)).toBe(
      '¿Eliminar definitivamente 2 carpetas y todos sus archivos? uploads/a.txt',
    );
    expect(confirm(0)).toBe(
      '¿Eliminar definitivamente 0 carpetas y todos sus archivos? uploads/a.txt',
    );
  });

  it('keeps Spanish for the forms only Spanish has (a million is CLDR many)', () => {
    expect(
      translate('sp', 'cli.extract.started', { runId: 'r1', count: 1_000_000, config: 'X' }),
    ).toBe('Ejecución r1 iniciada: 1000000 documentos con X');
  });

  it('leaves the other placeholders of a plural message as written when missing', () => {
    expect(translate('en', 'cli.files.rm.confirmFiles', { count: 1 })).toBe(
      'Delete 1 file for good? {{names}}',
    );
  });

  it('shows the key of a plural message asked without a number count', () => {
    expect(translate('en', 'cli.files.rm.confirmFiles', { names })).toBe(
      'cli.files.rm.confirmFiles',
    );
  });

  it('takes params only as values, never as i18next options', () => {
    expect(translate('sp', 'errors.tooManyFiles', { max: 4, current: 6, lng: 'en' })).toBe(
      translate('sp', 'errors.tooManyFiles', { max: 4, current: 6 }),
    );
    expect(translate('en', 'common.loading', { context: 'male', keySeparator: '/' })).toBe(
      'Loading...',
    );
  });
});
