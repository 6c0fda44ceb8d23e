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

  it('knows the German, French and Dutch words of European invoices', () => {
    const pagesOf = (text: string) => [{ page: 1, text }];
    const { classifications: european } = classifyDocuments({
      documents: [
        {
          fileId: 'de',
          fileName: 'rechnung.pdf',
          pages: pagesOf('Rechnung\nRechnungsnummer: 2024-118\nNetto 100,00\nMwSt 19 % 19,00'),
        },
        {
          fileId: 'fr',
          fileName: 'facture.pdf',
          pages: pagesOf('Facture n° 2022089083\nTotal HT 46,68\nTVA 20 % 9,34\nTotal TTC 56,02'),
        },
        {
          fileId: 'nl',
          fileName: 'factuur.pdf',
          pages: pagesOf('FACTUUR\nFactuurnummer: 993548900\nBTW 21 % 124,61'),
        },
      ],
      language: 'es',
    });
    expect(european.map((item) => item.documentClass)).toEqual(['invoice', 'invoice', 'invoice']);
  });

  it('reads neither "whereas" in running prose nor "Between 1991 and 2000" as a contract', () => {
    const text = [
      'Between 1991 and 2000, the area of forest lost rose from 415,000 to 587,000 square km.',
      'A prime is a number greater than 1 that has no divisors other than 1 and itself, whereas',
      'a composite number has more divisors than these two.',
    ].join('\n');
    const [item] = classifyDocuments({
      documents: [{ fileId: 'article', fileName: 'article.md', pages: [{ page: 1, text }] }],
      language: 'en',
    }).classifications;
    expect(item?.documentClass).toBe('other');
  });
});
