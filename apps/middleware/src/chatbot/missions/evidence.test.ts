import { describe, expect, it } from 'vitest';

import { documentPages, evidenceOf, indexSentences } from './evidence';

describe('indexSentences', () => {
  it('joins the lines of a sentence that PDF text wrapped, and keeps headings apart', () => {
    const text =
      'CUARTA.- CONFIDENCIALIDAD\nLas partes guardarán secreto sobre la\ninformación recibida. Fin.';
    const sentences = indexSentences(text).sentences.map((sentence) => sentence.text);
    expect(sentences).toEqual([
      'CUARTA.- CONFIDENCIALIDAD',
      'Las partes guardarán secreto sobre la\ninformación recibida.',
      'Fin.',
    ]);
  });

  it('quotes the sentence around a range, cut near it when the sentence is very long', () => {
    const long = `${'palabra '.repeat(100)}penalización ${'palabra '.repeat(100)}.`;
    const index = indexSentences(long);
    const start = long.indexOf('penalización');
    const range = index.around(start, start + 12);
    expect(range.end - range.start).toBeLessThanOrEqual(400);
    expect(long.slice(range.start, range.end)).toContain('penalización');
  });
});

describe('evidenceOf', () => {
  it('quotes the page text at the given range', () => {
    const [page] = documentPages({
      documents: [{ fileId: 'f', fileName: 'a.pdf', pages: [{ page: 3, text: 'Total: 12,00' }] }],
    });
    expect(page && evidenceOf(page, 7, 12)).toEqual({
      fileId: 'f',
      fileName: 'a.pdf',
      page: 3,
      quote: '12,00',
      charStart: 7,
      charEnd: 12,
    });
  });
});
