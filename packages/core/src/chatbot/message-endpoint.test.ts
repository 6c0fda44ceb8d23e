import { describe, expect, it } from 'vitest';

import { messageEndpoint } from './message-endpoint';

const files = (...names: string[]) => names.map((name) => ({ name }));

describe('messageEndpoint (SPEC §5 "depends on the first attached file\'s type")', () => {
  it('sends a message whose first file is an image to the image route', () => {
    expect(messageEndpoint(files('foto.JPG', 'informe.pdf'), 'documental')).toBe('image');
  });

  it('sends a message whose first file is audio to the audio route', () => {
    expect(messageEndpoint(files('nota.mp3'), 'documental')).toBe('audio');
  });

  it('sends a message whose first file is a document (pdf, doc, docx, txt, md) to the document route', () => {
    for (const name of ['a.pdf', 'b.doc', 'c.docx', 'd.txt', 'e.md']) {
      expect(messageEndpoint(files(name, 'foto.png'), 'documental')).toBe('document');
    }
  });

  it('otherwise goes by chatbot type: documental = conversational, estructurado = accountant', () => {
    expect(messageEndpoint([], 'documental')).toBe('conversational');
    expect(messageEndpoint([], 'estructurado')).toBe('accountant');
    expect(messageEndpoint(files('cuentas.xlsx'), 'estructurado')).toBe('accountant');
  });
});
