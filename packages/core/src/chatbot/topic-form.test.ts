import { describe, expect, it } from 'vitest';

import { checkTopicForm, type TopicFormValues } from './topic-form';

const valid: TopicFormValues = {
  name: 'Contratos',
  description: 'Contratos de alquiler',
  kind: 'documental',
  referenceFile: { name: 'contrato.pdf', size: 100 },
};

describe('checkTopicForm', () => {
  it('accepts a named, described topic with a reference file of its type', () => {
    expect(checkTopicForm(valid)).toEqual({});
  });

  it('requires the name, letters and digits only (SPEC §5 "Topic name")', () => {
    expect(checkTopicForm({ ...valid, name: '' }).name?.key).toBe(
      'chatbot.validation.nameRequired',
    );
    expect(checkTopicForm({ ...valid, name: 'mis contratos' }).name?.key).toBe(
      'chatbot.validation.nameLettersAndDigits',
    );
  });

  it("refuses a name the user's topics already have with the catalogue's topic-exists message", () => {
    expect(checkTopicForm(valid, { takenNames: ['contratos'] }).name?.key).toBe(
      'errors.topicNameExists',
    );
  });

  it('requires a description when creating a chatbot (SPEC §5)', () => {
    expect(checkTopicForm({ ...valid, description: '  ' }).description?.key).toBe(
      'chatbot.validation.descriptionRequired',
    );
  });

  it('requires a reference file for a new topic (SPEC §5)', () => {
    expect(checkTopicForm({ ...valid, referenceFile: null }).referenceFile?.key).toBe(
      'chatbot.validation.referenceFileRequired',
    );
  });

  it('refuses an Excel reference file in a conversational topic, and takes it in an accounting one (SPEC §5)', () => {
    const excel = { name: 'cuentas.xlsx', size: 100 };
    expect(checkTopicForm({ ...valid, referenceFile: excel }).referenceFile).toEqual({
      key: 'errors.excelNotAllowed',
      params: { file: 'cuentas.xlsx' },
    });
    expect(checkTopicForm({ ...valid, kind: 'estructurado', referenceFile: excel })).toEqual({});
  });
});
