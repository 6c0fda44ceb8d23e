import { describe, expect, it } from 'vitest';

import { checkFolderName } from './folder-name';

const EXISTING = ['all', 'chatbot', 'extractor', 'uploads', 'Contratos'];

describe('checkFolderName', () => {
  it('takes a new name, trimmed (SPEC §5 folders)', () => {
    expect(checkFolderName('  Facturas 2025 ', EXISTING)).toEqual({
      ok: true,
      name: 'Facturas 2025',
    });
  });

  it('requires a name (SPEC §5 "name required")', () => {
    expect(checkFolderName('   ', EXISTING)).toEqual({ ok: false, problem: 'required' });
  });

  it.each(['a/b', 'a\\b', 'a:b', 'a*b', 'a?b', 'a"b', 'a<b', 'a>b', 'a|b', 'a\u0007b', '.hidden'])(
    'rejects %j: invalid characters (SPEC §5)',
    (name) => {
      expect(checkFolderName(name, EXISTING)).toEqual({ ok: false, problem: 'invalid' });
    },
  );

  it('rejects a name over 100 characters', () => {
    expect(checkFolderName('x'.repeat(101), EXISTING).ok).toBe(false);
    expect(checkFolderName('x'.repeat(100), EXISTING).ok).toBe(true);
  });

  it('rejects a name in use, ignoring case, system names included (SPEC §5 "unique")', () => {
    expect(checkFolderName('contratos', EXISTING)).toEqual({ ok: false, problem: 'exists' });
    expect(checkFolderName('Uploads', EXISTING)).toEqual({ ok: false, problem: 'exists' });
  });

  it('lets a folder being renamed keep its own name in another case', () => {
    expect(checkFolderName('CONTRATOS', EXISTING, 'Contratos')).toEqual({
      ok: true,
      name: 'CONTRATOS',
    });
  });
});
