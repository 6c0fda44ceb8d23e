import { describe, expect, it } from 'vitest';

import { detectSensitiveData } from './detect-sensitive-data';
import { quotesItsPage } from './testing/evidence-check';
import { SPANISH_CONTRACT, SPANISH_CV } from './testing/documents';

describe('detectSensitiveData', () => {
  const documents = [SPANISH_CONTRACT, SPANISH_CV];
  const { findings } = detectSensitiveData({ documents, language: 'es' });

  it('lists the personal data of every page with its value as written', () => {
    const found = findings.map((finding) => [finding.type, finding.value]);
    expect(found).toContainEqual(['dni', '12345678Z']);
    expect(found).toContainEqual(['email', 'jorge.martin@acmelogistica.es']);
    expect(found).toContainEqual(['iban', 'ES91 2100 0418 4502 0005 1332']);
    expect(found).toContainEqual(['email', 'marta.sanchez@correo.es']);
    expect(found).toContainEqual(['phone', '654 321 987']);
  });

  it('quotes each value at its place on the page', () => {
    expect(findings.length).toBeGreaterThan(0);
    for (const finding of findings) {
      expect(quotesItsPage(documents, finding.evidence)).toBe(true);
      expect(finding.evidence.quote).toBe(finding.value);
    }
  });
});
