import { describe, expect, it } from 'vitest';

import { searchClauses } from './search-clauses';
import { quotesItsPage } from './testing/evidence-check';
import { ENGLISH_CONTRACT, SPANISH_CONTRACT } from './testing/documents';

const documents = [SPANISH_CONTRACT, ENGLISH_CONTRACT];

describe('searchClauses', () => {
  it('without a query, finds the usual clauses at their headings, in both languages', () => {
    const { hits, query } = searchClauses({ documents, language: 'es' });
    expect(query).toBeUndefined();
    const headed = hits.filter((hit) => hit.isHeading);
    expect(headed.map((hit) => [hit.evidence.fileId, hit.clause])).toEqual([
      ['contract-es', 'duration'],
      ['contract-es', 'payment-terms'],
      ['contract-es', 'confidentiality'],
      ['contract-es', 'penalties'],
      ['contract-es', 'liability'],
      ['contract-es', 'renewal'],
      ['contract-es', 'data-protection'],
      ['contract-es', 'jurisdiction'],
      ['contract-en', 'duration'],
      ['contract-en', 'payment-terms'],
      ['contract-en', 'confidentiality'],
      ['contract-en', 'liability'],
      ['contract-en', 'jurisdiction'],
    ]);
    expect(headed[2]?.evidence.quote).toBe(
      'CUARTA.- CONFIDENCIALIDAD\nLas partes se obligan a guardar secreto sobre toda la información confidencial que reciban durante la vigencia del contrato.',
    );
    expect(hits.every((hit) => quotesItsPage(documents, hit.evidence))).toBe(true);
  });

  it('with a query naming a clause, finds that clause in either language', () => {
    const { hits, query } = searchClauses({
      documents,
      language: 'es',
      query: 'cláusula de confidencialidad',
    });
    expect(query).toBe('cláusula de confidencialidad');
    expect(hits.map((hit) => [hit.evidence.fileId, hit.clause, hit.isHeading])).toEqual([
      ['contract-es', 'confidentiality', true],
      ['contract-en', 'confidentiality', true],
    ]);
  });

  it('with other words, finds the sentences holding all of them', () => {
    const { hits } = searchClauses({ documents, language: 'es', query: 'transferencia cuenta' });
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ clause: null, isHeading: false });
    expect(hits[0]?.evidence.quote).toContain('mediante transferencia a la cuenta');
  });

  it('finds a clause named only in passing at the sentence that names it', () => {
    const { hits } = searchClauses({
      documents: [ENGLISH_CONTRACT],
      language: 'en',
      query: 'renewal',
    });
    expect(hits.map((hit) => [hit.clause, hit.isHeading])).toEqual([['renewal', false]]);
    expect(hits[0]?.evidence.quote).toContain('shall automatically renew');
  });
});
