import { describe, expect, it } from 'vitest';

import { acceptedFileTypes, chatFileTypes, checkChatFiles } from './chat-files';

const file = (name: string, size = 10) => ({ name, size });

describe('checkChatFiles', () => {
  it('takes at most 4 files at a time (SPEC §5 "Chat file upload: at most 4 files", §9)', () => {
    const four = ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf'].map((name) => file(name));
    expect(checkChatFiles(four, { kind: 'documental', purpose: 'message' })).toBeNull();
    expect(
      checkChatFiles([...four, file('e.pdf')], { kind: 'documental', purpose: 'message' }),
    ).toEqual({ code: 'TOO_MANY_FILES', detail: { max: 4, current: 5 } });
  });

  it('accepts DOC, DOCX, TXT, MD and PDF in a conversational topic (SPEC §1)', () => {
    const documents = ['a.doc', 'b.DOCX', 'c.txt', 'd.md'].map((name) => file(name));
    expect(checkChatFiles(documents, { kind: 'documental', purpose: 'training' })).toBeNull();
    expect(checkChatFiles([file('e.pdf')], { kind: 'documental', purpose: 'training' })).toBeNull();
  });

  it('refuses Excel in a conversational topic with EXCEL_NOT_ALLOWED (SPEC §5, §8)', () => {
    for (const name of ['cuentas.xlsx', 'cuentas.xls']) {
      expect(checkChatFiles([file(name)], { kind: 'documental', purpose: 'training' })).toEqual({
        code: 'EXCEL_NOT_ALLOWED',
        detail: { file: name },
      });
    }
  });

  it('accepts Excel and PDF in an accounting topic, and nothing else (SPEC §5)', () => {
    const accepted = [file('a.xlsx'), file('b.xls'), file('c.pdf')];
    expect(checkChatFiles(accepted, { kind: 'estructurado', purpose: 'training' })).toBeNull();
    expect(
      checkChatFiles([file('notas.docx')], { kind: 'estructurado', purpose: 'training' }),
    ).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', detail: { file: 'notas.docx', type: 'docx' } });
  });

  it('lets a message carry images and audio, which have their own routes (SPEC §5)', () => {
    const media = [file('foto.png'), file('nota.mp3')];
    expect(checkChatFiles(media, { kind: 'documental', purpose: 'message' })).toBeNull();
    expect(
      checkChatFiles([file('foto.png')], { kind: 'documental', purpose: 'training' })?.code,
    ).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses an empty file and, when the limits are known, one over the size limit', () => {
    expect(
      checkChatFiles([file('a.pdf', 0)], { kind: 'documental', purpose: 'training' })?.code,
    ).toBe('FILE_VALIDATION_ERROR');
    const limits = { uploadAllowedTypes: ['pdf'], uploadMaxFileBytes: 1024 * 1024 };
    expect(
      checkChatFiles([file('a.pdf', 2 * 1024 * 1024)], {
        kind: 'documental',
        purpose: 'training',
        limits,
      }),
    ).toEqual({ code: 'PAYLOAD_TOO_LARGE', detail: { file: 'a.pdf', maxMb: 1 } });
  });
});

describe('acceptedFileTypes', () => {
  it("is a file picker's accept list of the topic's types", () => {
    expect(acceptedFileTypes(chatFileTypes('estructurado', 'training'))).toBe('.xls,.xlsx,.pdf');
  });
});
