import { describe, expect, it } from 'vitest';

import { trainingNotice, unprocessedReason } from './training-notice';

describe('trainingNotice (SPEC §4 "Procesados" / "No procesados")', () => {
  it("lists processed names and each unprocessed name with its reason, in the user's language", () => {
    const notice = trainingNotice(
      {
        status: 'succeeded',
        processed: ['contrato.pdf', 'anexo.docx'],
        unprocessed: [{ name: 'escaneo.pdf', reason: 'unreadable', error_code: null }],
      },
      'sp',
    );
    expect(notice).toEqual({
      severity: 'warn',
      lines: [
        'Procesados: contrato.pdf, anexo.docx',
        'No procesados: escaneo.pdf (no se pudo leer)',
      ],
    });
  });

  it('is an info notice with only the processed line when every file was processed', () => {
    expect(
      trainingNotice({ status: 'succeeded', processed: ['a.pdf'], unprocessed: [] }, 'en'),
    ).toEqual({ severity: 'info', lines: ['Processed: a.pdf'] });
  });

  it('is an error notice when no file was processed', () => {
    const notice = trainingNotice(
      {
        status: 'failed',
        processed: [],
        unprocessed: [{ name: 'clave.pdf', reason: 'encrypted', error_code: null }],
      },
      'en',
    );
    expect(notice).toEqual({
      severity: 'error',
      lines: ['Not processed: clave.pdf (it is protected with a password)'],
    });
  });
});

describe('unprocessedReason', () => {
  it("tells a reason it does not know by its catalogue code's message, else as written", () => {
    expect(
      unprocessedReason({ name: 'a.xlsx', reason: 'excel', error_code: 'EXCEL_NOT_ALLOWED' }, 'en'),
    ).toMatch(/^Excel files are not allowed/);
    expect(unprocessedReason({ name: 'a.pdf', reason: 'odd', error_code: null }, 'en')).toBe('odd');
  });
});
