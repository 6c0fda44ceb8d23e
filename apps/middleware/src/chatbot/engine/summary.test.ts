import { describe, expect, it } from 'vitest';

import { summarise } from './summary';

describe('summarise', () => {
  it('keeps a few of the document’s own sentences, in order, within 200 words', () => {
    const filler = Array.from(
      { length: 30 },
      (_, index) =>
        `Clause ${index} sets out how the tenant pays the rent of the warehouse lease each month.`,
    ).join(' ');
    const text = `# Lease\n\nThis lease lets the warehouse in Leeds to Acme Ltd for ten years.\n\n${filler}`;
    const summary = summarise([{ page: 1, text }], 'en');
    expect(summary.startsWith('This lease lets the warehouse in Leeds')).toBe(true);
    expect(summary.split(/\s+/u).length).toBeLessThanOrEqual(200);
    expect(text).toContain(summary.split('. ')[0] ?? '');
  });

  it('answers an empty text with an empty summary', () => {
    expect(summarise([{ page: 1, text: '' }], 'es')).toBe('');
  });
});
