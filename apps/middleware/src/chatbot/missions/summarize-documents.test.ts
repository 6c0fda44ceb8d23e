import { describe, expect, it } from 'vitest';

import { summarizeDocuments } from './summarize-documents';
import { quotesItsPage } from './testing/evidence-check';
import { ENGLISH_CONTRACT, SPANISH_CONTRACT } from './testing/documents';

describe('summarizeDocuments', () => {
  const documents = [SPANISH_CONTRACT, ENGLISH_CONTRACT];
  const { summaries } = summarizeDocuments({ documents, language: 'en' });

  it('summarises each document in its own words and language', () => {
    expect(summaries.map((summary) => summary.fileId)).toEqual(['contract-es', 'contract-en']);
    expect(summaries[0]?.summary).toContain('duración de doce (12) meses');
    expect(summaries[1]?.summary).toContain('shall automatically renew');
  });

  it('finds every sentence of the summary back on its page', () => {
    for (const summary of summaries) {
      expect(summary.sentences.length).toBeGreaterThan(1);
      expect(summary.sentences.every((evidence) => quotesItsPage(documents, evidence))).toBe(true);
      expect(summary.sentences.map((evidence) => evidence.quote).join(' ')).toBe(summary.summary);
    }
  });

  it('quotes the first words of a document that is one very long sentence', () => {
    const text = `${Array.from({ length: 260 }, (_, index) => `palabra${index}`).join(' ')}.`;
    const document = { fileId: 'long', fileName: 'long.txt', pages: [{ page: 1, text }] };
    const [summary] = summarizeDocuments({ documents: [document], language: 'es' }).summaries;
    expect(summary?.sentences).toHaveLength(1);
    expect(summary?.sentences[0]?.quote).toBe(summary?.summary);
  });
});
