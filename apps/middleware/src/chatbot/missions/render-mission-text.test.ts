import { describe, expect, it } from 'vitest';

import { classifyDocuments } from './classify-documents';
import { detectRisks } from './detect-risks';
import { detectSensitiveData } from './detect-sensitive-data';
import { renderMissionText } from './render-mission-text';
import { searchClauses } from './search-clauses';
import { summarizeDocuments } from './summarize-documents';
import {
  ENGLISH_CONTRACT,
  SPANISH_CV,
  SPANISH_INVOICE,
  SPANISH_INVOICE_COPY,
} from './testing/documents';
import { validateConsistency } from './validate-consistency';

const invoices = { documents: [SPANISH_INVOICE, SPANISH_INVOICE_COPY], language: 'es' as const };

describe('renderMissionText', () => {
  it('writes inconsistencies in Spanish, with values, files and pages', () => {
    const text = renderMissionText(validateConsistency(invoices), 'es');
    expect(text.split('\n\n')[0]).toBe('**Incoherencias encontradas: 3**');
    expect(text).toContain(
      '- **Total**: valores distintos entre documentos: 1.210,00 € (factura-2025-014.pdf, pág. 1) · 1.201,00 € (factura-2025-014-copia.pdf, pág. 1)',
    );
    expect(text).toContain(
      '- **Total**: se indica 1.201,00, pero las partes suman 1.210,00 (factura-2025-014-copia.pdf, pág. 1)',
    );
  });

  it('writes the same result in English', () => {
    const text = renderMissionText(validateConsistency(invoices), 'en');
    expect(text).toContain('**Inconsistencies found: 3**');
    expect(text).toContain('**Total**: 1,201.00 is stated, but the parts add up to 1,210.00');
  });

  it('writes personal data and classifications as tables', () => {
    const input = { documents: [SPANISH_CV], language: 'en' as const };
    expect(renderMissionText(detectSensitiveData(input), 'en')).toContain(
      '| E-mail | marta.sanchez@correo.es | cv-marta-sanchez.pdf | 1 |',
    );
    expect(renderMissionText(classifyDocuments(input), 'es')).toMatch(
      /^\| cv-marta-sanchez\.pdf \| Currículum \| \d+ % \| CURRICULUM VITAE, /mu,
    );
  });

  it('marks the risk list as a rule-based checklist', () => {
    const text = renderMissionText(
      detectRisks({ documents: [ENGLISH_CONTRACT], language: 'en' }),
      'en',
    );
    expect(text).toContain('Rule-based checklist');
    expect(text).toContain('_Rule-based check, no language model:');
    expect(text).toContain('- **Indemnity** — services-agreement.pdf, p. 1: “The Supplier shall');
  });

  it('writes clauses with the query and summaries under each file name', () => {
    const input = {
      documents: [ENGLISH_CONTRACT],
      language: 'en' as const,
      query: 'governing law',
    };
    expect(renderMissionText(searchClauses(input), 'en')).toContain('Search: “governing law”');
    expect(renderMissionText(summarizeDocuments(input), 'en')).toContain(
      '### services-agreement.pdf\n\nThis Services Agreement is made',
    );
  });

  it('says so when a mission finds nothing', () => {
    expect(renderMissionText({ kind: 'validate-consistency', inconsistencies: [] }, 'es')).toBe(
      'No se han encontrado incoherencias entre las cifras y fechas etiquetadas.',
    );
    expect(renderMissionText({ kind: 'sensitive-data', findings: [] }, 'en')).toBe(
      'No personal data was found in the documents.',
    );
  });

  it('counts what it leaves out of a long list', () => {
    const evidence = {
      fileId: 'f',
      fileName: 'f.pdf',
      page: 1,
      quote: 'a@b.es',
      charStart: 0,
      charEnd: 6,
    };
    const findings = Array.from({ length: 35 }, () => ({
      type: 'email' as const,
      value: 'a@b.es',
      evidence,
    }));
    expect(renderMissionText({ kind: 'sensitive-data', findings }, 'es')).toMatch(/… y 5 más\.$/u);
  });
});
