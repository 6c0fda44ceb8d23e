import { describe, expect, it } from 'vitest';

import { checkResult } from './check-result';
import { HEADER_CONFIGURATION, LINE_ITEM_ATTRIBUTES } from './testing/header-configuration';
import type { ExtractionResult } from './types';

const CONFIGURATION = {
  attributes: [...HEADER_CONFIGURATION.attributes, ...LINE_ITEM_ATTRIBUTES],
};

function codesFor(sums: { net: number; tax: number; total: number }, lines: number[]): string[] {
  const result: ExtractionResult = {
    engine: 'built-in',
    from: 'layout',
    fields: {
      invoice_number: { value: 'CN-1', confidence: 1 },
      date: { value: '2024-01-04', confidence: 1 },
      issuer: { value: 'Kestrel Software Ltd', confidence: 1 },
      currency: { value: 'GBP', confidence: 1 },
      net_total: { value: sums.net, confidence: 1 },
      tax_total: { value: sums.tax, confidence: 1 },
      total: { value: sums.total, confidence: 1 },
    },
    rows: lines.map((amount) => ({ cells: { amount: { value: amount, confidence: 1 } } })),
    warnings: [],
  };
  return checkResult(CONFIGURATION, result, { hasNoText: false, withheld: 0 }).map(
    (warning) => warning.code,
  );
}

describe('the arithmetic checks of a result', () => {
  it('passes lines that add up to the net', () => {
    expect(codesFor({ net: 300, tax: 60, total: 360 }, [100, 200])).toEqual([]);
  });

  it('flags lines that do not reach the net, and totals that do not add up', () => {
    expect(codesFor({ net: 300, tax: 60, total: 360 }, [100])).toEqual(['LINES_MISMATCH']);
    expect(codesFor({ net: 300, tax: 60, total: 370 }, [100, 200])).toEqual(['TOTALS_MISMATCH']);
  });

  it('passes a credit note printing its lines unsigned under negative sums', () => {
    expect(codesFor({ net: -329.18, tax: -65.84, total: -395.02 }, [329.18])).toEqual([]);
    expect(codesFor({ net: -329.18, tax: -65.84, total: -395.02 }, [300])).toEqual([
      'LINES_MISMATCH',
    ]);
  });

  it('still flags positive sums over lines of both signs that do not reach them', () => {
    expect(codesFor({ net: 300, tax: 60, total: 360 }, [-100, -200])).toEqual(['LINES_MISMATCH']);
  });
});
