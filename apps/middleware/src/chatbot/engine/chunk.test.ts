import { describe, expect, it } from 'vitest';

import { chunkPages } from './chunk';

const sentence = (index: number) =>
  `Sentence number ${index} talks about the warehouse lease and the quarterly payment terms.`;

describe('chunkPages', () => {
  it('makes one passage per paragraph, headed by the Markdown title, with exact offsets', () => {
    const text = `# Annual report\n\n${sentence(1)} ${sentence(2)} ${sentence(3)} ${sentence(4)}\n\n${sentence(5)} ${sentence(6)} ${sentence(7)} ${sentence(8)}\n`;
    const passages = chunkPages([{ page: 1, text }]);
    expect(passages).toHaveLength(2);
    for (const passage of passages) {
      expect(passage.heading).toBe('Annual report');
      expect(text.slice(passage.charStart, passage.charEnd)).toBe(passage.text);
    }
    expect(passages.map((passage) => passage.ordinal)).toEqual([0, 1]);
  });

  it('cuts a long paragraph at sentence ends into bounded parts', () => {
    const text = Array.from({ length: 40 }, (_, index) => sentence(index)).join(' ');
    const passages = chunkPages([{ page: 3, text }]);
    expect(passages.length).toBeGreaterThan(2);
    for (const passage of passages) {
      expect(passage.text.length).toBeLessThanOrEqual(1_200);
      expect(passage.text.endsWith('terms.')).toBe(true);
      expect(passage.page).toBe(3);
      expect(text.slice(passage.charStart, passage.charEnd)).toBe(passage.text);
    }
  });

  it('takes a short title-like line as the heading of what follows', () => {
    const text = `Payment terms\n\n${sentence(1)} ${sentence(2)} ${sentence(3)} ${sentence(4)}`;
    const [passage] = chunkPages([{ page: 1, text }]);
    expect(passage?.heading).toBe('Payment terms');
    expect(passage?.text.startsWith('Sentence number 1')).toBe(true);
  });

  it('joins the lines of PDF text into paragraphs', () => {
    const wide = 'word '.repeat(18).trim();
    const text = [`${wide}`, `${wide}`, 'ends here.', `${wide}`, `${wide}`, 'and here.'].join('\n');
    const passages = chunkPages([{ page: 1, text }]);
    const joined = passages.map((passage) => passage.text).join('\n');
    expect(joined).toContain('ends here.');
    expect(passages.every((passage) => !passage.text.startsWith('ends'))).toBe(true);
  });

  it('keeps table rows with their header row', () => {
    const rows = Array.from({ length: 12 }, (_, index) => `| item ${index} | ${index * 10} |`);
    const text = ['| product | price |', '|---|---|', ...rows].join('\n');
    const passages = chunkPages([{ page: 1, text }]);
    expect(passages).toHaveLength(2);
    for (const passage of passages) {
      expect(passage.text.startsWith('| product | price |')).toBe(true);
    }
    expect(passages[1]?.text).toContain('| item 11 | 110 |');
  });
});

describe('chunkPages of a text of titles only', () => {
  it('keeps the page as a passage rather than losing every line as a heading', () => {
    const text = 'Factura 2024-117\nTotal a pagar 1.250 euros\n';
    expect(chunkPages([{ page: 1, text }])).toEqual([
      {
        ordinal: 0,
        page: 1,
        charStart: 0,
        charEnd: text.trimEnd().length,
        heading: null,
        text: text.trimEnd(),
      },
    ]);
  });
});
