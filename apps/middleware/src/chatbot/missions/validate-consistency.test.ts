import { describe, expect, it } from 'vitest';

import { quotesItsPage } from './testing/evidence-check';
import {
  ENGLISH_CONTRACT,
  ENGLISH_INVOICE,
  SPANISH_CONTRACT,
  SPANISH_INVOICE,
  SPANISH_INVOICE_COPY,
  SPANISH_PAYSLIP,
} from './testing/documents';
import { validateConsistency } from './validate-consistency';

describe('validateConsistency', () => {
  it('finds two copies of an invoice whose totals and due dates disagree', () => {
    const documents = [SPANISH_INVOICE, SPANISH_INVOICE_COPY];
    const { inconsistencies } = validateConsistency({ documents, language: 'es' });
    const differences = inconsistencies.filter((item) => item.kind === 'different-values');
    expect(
      differences.map((item) => [item.quantity, item.scope, item.values.map((v) => v.text)]),
    ).toEqual([
      ['due-date', 'across-documents', ['14/04/2025', '15/05/2025']],
      ['total', 'across-documents', ['1.210,00 €', '1.201,00 €']],
    ]);
    // The copy's own total is not its base plus VAT either.
    expect(inconsistencies).toContainEqual(
      expect.objectContaining({ kind: 'sum-mismatch', stated: 1201, computed: 1210 }),
    );
    for (const item of inconsistencies) {
      expect(item.evidence.every((evidence) => quotesItsPage(documents, evidence))).toBe(true);
    }
  });

  it('does not compare unrelated invoices with each other', () => {
    const { inconsistencies } = validateConsistency({
      documents: [SPANISH_INVOICE, ENGLISH_INVOICE],
      language: 'en',
    });
    expect(inconsistencies.filter((item) => item.kind === 'different-values')).toEqual([]);
    // Within the English invoice, the rows do not make the subtotal.
    expect(inconsistencies).toEqual([
      expect.objectContaining({ kind: 'sum-mismatch', total: 'net', stated: 1600, computed: 1500 }),
    ]);
  });

  it('finds a contract whose annex changes its duration, and a term that ends before it starts', () => {
    const documents = [SPANISH_CONTRACT, ENGLISH_CONTRACT];
    const { inconsistencies } = validateConsistency({ documents, language: 'es' });
    expect(inconsistencies).toEqual([
      expect.objectContaining({
        kind: 'different-values',
        quantity: 'duration',
        scope: 'within-document',
        values: [
          expect.objectContaining({ text: 'doce (12) meses', normalised: '12 months' }),
          expect.objectContaining({ text: 'veinticuatro (24) meses', normalised: '24 months' }),
        ],
      }),
      expect.objectContaining({ kind: 'end-before-start', start: '2025-03-01', end: '2025-02-28' }),
    ]);
  });

  it('finds nothing wrong in a payslip that adds up', () => {
    expect(
      validateConsistency({ documents: [SPANISH_PAYSLIP], language: 'es' }).inconsistencies,
    ).toEqual([]);
  });
});
