import { describe, expect, it } from 'vitest';

import { TOPIC_NAME_MAX_LENGTH, checkTopicName, toTopicName } from './topic-name';

describe('checkTopicName', () => {
  it('requires a name (SPEC §5 "Topic name: required")', () => {
    expect(checkTopicName('')).toBe('required');
    expect(checkTopicName('   ')).toBe('required');
  });

  it('takes letters and digits only, no spaces or symbols (SPEC §5)', () => {
    expect(checkTopicName('Contratos2024')).toBeNull();
    expect(checkTopicName('mis contratos')).toBe('lettersAndDigits');
    expect(checkTopicName('contratos-2024')).toBe('lettersAndDigits');
    expect(checkTopicName('contratos_2024')).toBe('lettersAndDigits');
    expect(checkTopicName('canción')).toBe('lettersAndDigits');
  });

  it(`refuses a name longer than ${TOPIC_NAME_MAX_LENGTH} characters (the contract's bound)`, () => {
    expect(checkTopicName('a'.repeat(TOPIC_NAME_MAX_LENGTH))).toBeNull();
    expect(checkTopicName('a'.repeat(TOPIC_NAME_MAX_LENGTH + 1))).toBe('tooLong');
  });

  it('refuses a name the user already has, whatever its case (SPEC §5 "unique")', () => {
    expect(checkTopicName('Contratos', ['contratos'])).toBe('exists');
    expect(checkTopicName('facturas', ['contratos'])).toBeNull();
  });
});

describe('toTopicName', () => {
  it('lower-cases a topic name before sending (SPEC §5 "Topic names are lower-cased")', () => {
    expect(toTopicName('Contratos2024')).toBe('contratos2024');
  });

  it('keeps the global-search topic as the wire value BUSQUEDA_GLOBAL (SPEC §9)', () => {
    expect(toTopicName('BUSQUEDA_GLOBAL')).toBe('BUSQUEDA_GLOBAL');
  });
});
