import { describe, expect, it } from 'vitest';

import { checkTrainingFiles, refusalMessage } from './training-files';

describe('checkTrainingFiles', () => {
  it('needs at least one file (SPEC §5 "Training needs at least one file selected")', () => {
    expect(checkTrainingFiles([], { kind: 'documental' })?.code).toBe('FILES_REQUIRED');
  });

  it('applies the chat-file rules to a batch (SPEC §5)', () => {
    expect(checkTrainingFiles([{ name: 'a.xls', size: 1 }], { kind: 'documental' })?.code).toBe(
      'EXCEL_NOT_ALLOWED',
    );
    expect(checkTrainingFiles([{ name: 'a.docx', size: 1 }], { kind: 'documental' })).toBeNull();
  });
});

describe('refusalMessage', () => {
  it("tells a server code with the catalogue's message and its placeholders (SPEC §8)", () => {
    expect(refusalMessage({ code: 'TOO_MANY_FILES', detail: { max: 4, current: 6 } })).toEqual({
      key: 'errors.tooManyFiles',
      params: { max: 4, current: 6 },
    });
    expect(refusalMessage({ code: 'FILES_REQUIRED', detail: {} })).toEqual({
      key: 'chatbot.validation.filesRequired',
    });
  });
});
