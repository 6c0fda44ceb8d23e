import { describe, expect, it } from 'vitest';

import { fileTypeOf } from './file-type';

describe('fileTypeOf (SPEC §3 document manager types)', () => {
  it.each([
    ['factura.PDF', 'document', 'application/pdf'],
    ['notas.md', 'document', 'text/markdown'],
    ['libro.xlsx', 'document', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['foto.JPG', 'image', 'image/jpeg'],
    ['voz.mp3', 'audio', 'audio/mpeg'],
    ['clip.mp4', 'video', 'video/mp4'],
    ['todo.zip', 'archive', 'application/zip'],
  ])('knows %s as %s (%s)', (name, kind, mimeType) => {
    expect(fileTypeOf(name, 'application/x-anything')).toMatchObject({ kind, mimeType });
  });

  it('stores the type of the extension, not what the client claims', () => {
    expect(fileTypeOf('a.pdf', 'text/html').mimeType).toBe('application/pdf');
  });

  it('takes webm as audio unless the client says video', () => {
    expect(fileTypeOf('nota.webm', 'audio/webm').kind).toBe('audio');
    expect(fileTypeOf('nota.webm', '').kind).toBe('audio');
    expect(fileTypeOf('clip.webm', 'video/webm')).toMatchObject({
      kind: 'video',
      mimeType: 'video/webm',
    });
  });

  it('falls back to the client type for an unknown extension, else other', () => {
    expect(fileTypeOf('a.xyz', 'image/x-custom')).toMatchObject({ kind: 'image' });
    expect(fileTypeOf('a.xyz', 'not a mime')).toMatchObject({
      kind: 'other',
      mimeType: 'application/octet-stream',
    });
    expect(fileTypeOf('README')).toMatchObject({ extension: '', kind: 'other' });
  });
});
