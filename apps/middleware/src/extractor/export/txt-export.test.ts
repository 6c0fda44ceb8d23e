import { describe, expect, it } from 'vitest';

import { collect, SOURCED_DOCUMENT, sourceOf } from './testing/export-fixtures';
import { writeTxt } from './txt-export';

describe('writeTxt', () => {
  it('writes a title, then per document its name, state, fields and numbered lines', async () => {
    const text = await collect(writeTxt(sourceOf()));
    const lines = text.split('\n');
    expect(lines[0]).toBe('Results of Facturas');
    expect(lines[1]).toBe(
      'Where each value came from: [X] E-invoice XML · [T] Page text · [O] OCR · [M] Edited by hand',
    );
    expect(text).toContain('Document: factura-1.pdf\n  State:          Verified\n');
    expect(text).toContain('  invoice_number: F-1\n');
    expect(text).toContain('  issuer:         ACME, S.L.\n');
    expect(text).toContain('  Lines (2):\n');
    expect(text).toContain('    1. description: Consultoría "senior" / (marzo) | amount: 100\n');
    expect(text).toContain('    2. description: =HYPERLINK("http://evil") | amount: -21\n');
  });

  it('says when a document has no lines and leaves missing values empty', async () => {
    const text = await collect(writeTxt(sourceOf()));
    const second = text.slice(text.indexOf('Document: factura-2.pdf'));
    expect(second).toContain('  State:          Requires verification\n');
    expect(second).toContain('  total:          \n');
    expect(second).toContain('  Lines (0):\n    No lines\n');
  });

  it('marks each value with where it came from; unknown sources and empty values go unmarked (issue 16)', async () => {
    const text = await collect(writeTxt(sourceOf([SOURCED_DOCUMENT])));
    expect(text).toContain('  invoice_number: F-3 [X]\n');
    expect(text).toContain('  total:          130 [M]\n');
    expect(text).toContain('  issuer:         Peña S.A.\n');
    expect(text).toContain('    1. description: Tornillos [T] | amount: 100 [O]\n');
    expect(text).toContain('    2. description:  | amount: 30 [X]\n');
  });

  it('explains the marks in Spanish', async () => {
    const text = await collect(writeTxt(sourceOf([SOURCED_DOCUMENT], 'sp')));
    expect(text.split('\n')[1]).toBe(
      'De dónde sale cada valor: [X] XML de factura electrónica · [T] Texto de la página · [O] OCR · [M] Editado a mano',
    );
  });
});
