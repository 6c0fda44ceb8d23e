import { describe, expect, it } from 'vitest';

import { classifyDocuments } from './classify-documents';
import { quotesItsPage } from './testing/evidence-check';
import {
  ENGLISH_CONTRACT,
  ENGLISH_INVOICE,
  ENGLISH_LETTER,
  SPANISH_CONTRACT,
  SPANISH_CV,
  SPANISH_DELIVERY_NOTE,
  SPANISH_INVOICE,
  SPANISH_PAYSLIP,
} from './testing/documents';

describe('classifyDocuments', () => {
  const documents = [
    SPANISH_CONTRACT,
    ENGLISH_CONTRACT,
    SPANISH_INVOICE,
    ENGLISH_INVOICE,
    SPANISH_PAYSLIP,
    SPANISH_CV,
    ENGLISH_LETTER,
    SPANISH_DELIVERY_NOTE,
  ];
  const { classifications } = classifyDocuments({ documents, language: 'es' });

  it('tells contracts, invoices, a payslip, a CV, a letter and a delivery note apart', () => {
    expect(classifications.map((item) => [item.fileName, item.documentClass])).toEqual([
      ['contrato-servicios.pdf', 'contract'],
      ['services-agreement.pdf', 'contract'],
      ['factura-2025-014.pdf', 'invoice'],
      ['invoice-INV-0087.pdf', 'invoice'],
      ['nomina-marzo-2025.pdf', 'payslip'],
      ['cv-marta-sanchez.pdf', 'cv'],
      ['letter-to-supplier.docx', 'letter'],
      ['albaran-5531.pdf', 'delivery-note'],
    ]);
  });

  it('shows the cues that decided, quoted from the page, with a confidence', () => {
    const invoice = classifications[2];
    expect(invoice?.cues.map((cue) => cue.evidence.quote)).toContain('FACTURA');
    expect(invoice?.cues.map((cue) => cue.cue)).toContain('tax id');
    for (const item of classifications) {
      expect(item.confidence).toBeGreaterThan(0.2);
      expect(item.confidence).toBeLessThanOrEqual(1);
      expect(item.cues.every((cue) => quotesItsPage(documents, cue.evidence))).toBe(true);
    }
  });

  it('calls a text with no cues "other"', () => {
    const [item] = classifyDocuments({
      documents: [
        {
          fileId: 'poem',
          fileName: 'poema.txt',
          pages: [{ page: 1, text: 'Verde que te quiero verde. Verde viento. Verdes ramas.' }],
        },
      ],
      language: 'es',
    }).classifications;
    expect(item).toMatchObject({ documentClass: 'other', cues: [] });
  });
});
