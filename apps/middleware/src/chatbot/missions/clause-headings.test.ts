import { describe, expect, it } from 'vitest';

import { headingRange } from './clause-headings';
import { indexSentences } from './evidence';

function headings(text: string): string[] {
  return indexSentences(text).sentences.flatMap((sentence) => {
    const range = headingRange(text, sentence);
    return range ? [text.slice(range.start, range.end)] : [];
  });
}

describe('headingRange', () => {
  it('reads numbered, ordinal and capitalised clause headings with their number', () => {
    const text = [
      'CUARTA.- CONFIDENCIALIDAD',
      'Las partes guardarán secreto.',
      '5. Confidentiality. Each party keeps it secret.',
      'Cláusula 6 Penalizaciones',
      'El retraso se penaliza.',
      '',
      'Data protection',
      'Both parties comply with the GDPR.',
    ].join('\n');
    expect(headings(text)).toEqual([
      'CUARTA.- CONFIDENCIALIDAD',
      '5. Confidentiality.',
      'Cláusula 6 Penalizaciones',
      'Data protection',
    ]);
  });

  it('does not take a statement, or a line of wrapped text, for a heading', () => {
    const text =
      'Las partes acuerdan la confidencialidad.\nEl cliente abonará la penalización\npactada en el anexo.';
    expect(headings(text)).toEqual([]);
  });
});
