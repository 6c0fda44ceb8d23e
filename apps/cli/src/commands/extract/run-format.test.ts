import { describe, expect, it } from 'vitest';

import { hasRunFailed, renderRunProgress, type Run, type RunDocument } from './run-format';

const doc = (name: string, status: RunDocument['status'], extra: Partial<RunDocument> = {}) => ({
  document_id: `00000000-0000-4000-8000-${name.padStart(12, '0')}`,
  file_name: `${name}.pdf`,
  status,
  ...extra,
});

const run = (documents: RunDocument[], extra: Partial<Run> = {}): Run => ({
  run_id: '11111111-1111-4111-8111-111111111111',
  config_name: 'Facturas',
  status: 'running',
  total: documents.length,
  done: documents.filter((document) => document.status === 'done').length,
  failed: documents.filter((document) => document.status === 'failed').length,
  documents,
  created_at: '2024-03-05T10:00:00Z',
  ...extra,
});

describe('renderRunProgress', () => {
  it('draws the overall bar, then the running documents before the queued ones', () => {
    const text = renderRunProgress(
      run([doc('1', 'done', { state: 'auto_verified' }), doc('2', 'queued'), doc('3', 'running')]),
      'en',
    );
    expect(text.split('\n')).toEqual([
      'Facturas  [########................]  33%  1 of 3 done, 0 failed',
      '  [#####.....]  50%  3.pdf  running',
      '  [..........]   0%  2.pdf  queued',
    ]);
  });

  it('sums up the unfinished documents past eight in one line', () => {
    const documents = Array.from({ length: 11 }, (_, index) => doc(String(index), 'queued'));
    const lines = renderRunProgress(run(documents), 'sp').split('\n');
    expect(lines).toHaveLength(10);
    expect(lines.at(-1)).toBe('  … y 3 más');
  });

  it('makes control characters of a file name harmless', () => {
    const text = renderRunProgress(run([doc('\u001b[2J', 'running')]), 'en');
    expect(text).not.toContain('\u001b');
  });
});

describe('hasRunFailed', () => {
  it('is true when a document failed or the run did not succeed', () => {
    expect(hasRunFailed(run([doc('1', 'done')], { status: 'succeeded' }))).toBe(false);
    expect(hasRunFailed(run([doc('1', 'failed')], { status: 'succeeded' }))).toBe(true);
    expect(hasRunFailed(run([doc('1', 'done')], { status: 'cancelled' }))).toBe(true);
  });
});
