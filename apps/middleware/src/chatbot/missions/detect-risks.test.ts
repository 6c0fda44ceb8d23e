import { describe, expect, it } from 'vitest';

import { detectRisks } from './detect-risks';
import { quotesItsPage } from './testing/evidence-check';
import { ENGLISH_CONTRACT, SPANISH_CONTRACT, SPANISH_INVOICE } from './testing/documents';

describe('detectRisks', () => {
  it('lists the sentences holding risk cues, as a rule-based checklist', () => {
    const documents = [SPANISH_CONTRACT, ENGLISH_CONTRACT];
    const result = detectRisks({ documents, language: 'es' });
    expect(result.method).toBe('rule-checklist');
    expect(result.findings.map((finding) => [finding.evidence.fileId, finding.risk])).toEqual([
      ['contract-es', 'penalty'],
      ['contract-es', 'unlimited-liability'],
      ['contract-es', 'automatic-renewal'],
      ['contract-es', 'waiver'],
      ['contract-en', 'automatic-renewal'],
      ['contract-en', 'late-payment-interest'],
      ['contract-en', 'indemnity'],
      ['contract-en', 'unlimited-liability'],
    ]);
    expect(result.findings.every((finding) => quotesItsPage(documents, finding.evidence))).toBe(
      true,
    );
  });

  it('quotes a clause heading with the clause’s first sentence, once', () => {
    const [penalty] = detectRisks({ documents: [SPANISH_CONTRACT], language: 'es' }).findings;
    expect(penalty?.evidence.quote).toBe(
      'QUINTA.- PENALIZACIONES\nEl retraso en la entrega de los trabajos dará lugar a una penalización del 2 % del precio por cada semana de retraso.',
    );
  });

  it('does not take "exclusive jurisdiction" for an exclusivity clause, nor flag an invoice', () => {
    const risks = detectRisks({ documents: [ENGLISH_CONTRACT, SPANISH_INVOICE], language: 'en' });
    expect(risks.findings.some((finding) => finding.risk === 'exclusivity')).toBe(false);
    expect(risks.findings.some((finding) => finding.evidence.fileId === 'invoice-a')).toBe(false);
  });
});
