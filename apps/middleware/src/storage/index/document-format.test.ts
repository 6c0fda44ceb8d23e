import { describe, expect, it } from 'vitest';

import { documentFormatOf } from './document-format';

describe('documentFormatOf', () => {
  it('reads the extension, whatever its case', () => {
    expect(documentFormatOf('Informe.PDF', 'application/octet-stream')).toEqual({ reader: 'pdf' });
    expect(documentFormatOf('a.docx', '')).toEqual({ reader: 'word', format: 'docx' });
    expect(documentFormatOf('a.ods', '')).toEqual({ reader: 'spreadsheet', format: 'ods' });
    expect(documentFormatOf('a.csv', '')).toEqual({ reader: 'text', format: 'csv' });
    expect(documentFormatOf('a.jpeg', '')).toEqual({ reader: 'image' });
  });

  it('has nothing to read in audio, video and archives, whatever the client claimed', () => {
    expect(documentFormatOf('a.mp3', 'text/plain')).toEqual({ reader: 'none' });
    expect(documentFormatOf('a.mp4', 'video/mp4')).toEqual({ reader: 'none' });
    expect(documentFormatOf('a.zip', 'application/pdf')).toEqual({ reader: 'none' });
  });

  it('uses the MIME type only for a name without an extension', () => {
    expect(documentFormatOf('LEEME', 'text/plain; charset=utf-8')).toEqual({
      reader: 'text',
      format: 'txt',
    });
    expect(documentFormatOf('.bashrc', 'text/plain')).toEqual({ reader: 'text', format: 'txt' });
  });
});
