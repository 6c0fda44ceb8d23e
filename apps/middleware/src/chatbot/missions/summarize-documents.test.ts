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

  it('finds a sentence that a shorter line on the page begins like', () => {
    const text = [
      '$144.00',
      '$144.00 was paid on 13 September 2022 by the card ending 3227 for the yearly plan.',
      'The yearly plan renews on 13 September 2023 and the card ending 3227 is charged again.',
      'The yearly plan includes unlimited event types and the card ending 3227 pays for it.',
      'A receipt for the yearly plan is sent when the card ending 3227 is charged each year.',
      'Questions about the yearly plan and the card ending 3227 go to the billing team.',
      'The billing team answers questions about the yearly plan within two working days.',
    ].join('\n');
    const document = { fileId: 'paid', fileName: 'paid.pdf', pages: [{ page: 1, text }] };
    const [summary] = summarizeDocuments({ documents: [document], language: 'en' }).summaries;
    expect(summary?.summary.startsWith('$144.00 was paid')).toBe(true);
    expect(summary?.sentences.map((evidence) => evidence.quote).join(' ')).toBe(summary?.summary);
    expect(summary?.sentences.every((evidence) => quotesItsPage([document], evidence))).toBe(true);
  });
});
