import { describe, expect, it } from 'vitest';

import { collect, sourceOf } from './testing/export-fixtures';
import { writeTxt } from './txt-export';

describe('writeTxt', () => {
  it('writes a title, then per document its name, state, fields and numbered lines', async () => {
    const text = await collect(writeTxt(sourceOf()));
    const lines = text.split('\n');
    expect(lines[0]).toBe('Results of Facturas');
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
});
