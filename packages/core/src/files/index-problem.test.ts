import { describe, expect, it } from 'vitest';

import { indexProblem, indexReason } from './index-problem';

describe('indexProblem', () => {
  it('says why a failed file has no content search, in each language', () => {
    const bomb = { index_status: 'failed', index_error: 'too-complex' } as const;
    expect(indexProblem(bomb, 'en')).toBe(
      'Could not be indexed for content search: the file is too complex.',
    );
    expect(indexProblem(bomb, 'sp')).toMatch(/^No se pudo indexar/);
    expect(indexProblem({ index_status: 'failed', index_error: null }, 'en')).toBe(
      'Could not be indexed for content search.',
    );
  });

  it('speaks of a file skipped for its size, and of nothing else', () => {
    expect(indexProblem({ index_status: 'skipped', index_error: 'too-large' }, 'en')).toBe(
      'Not indexed for content search: the file is too large.',
    );
    expect(indexProblem({ index_status: 'skipped', index_error: 'no-text' }, 'en')).toBeUndefined();
    expect(indexProblem({ index_status: 'indexed', index_error: null }, 'en')).toBeUndefined();
  });

  it('names each reason as a short phrase, only where a face tells it', () => {
    expect(indexReason({ index_status: 'failed', index_error: 'encrypted' }, 'en')).toBe(
      'it is protected by a password',
    );
    expect(indexReason({ index_status: 'skipped', index_error: 'no-text' }, 'en')).toBeUndefined();
  });
});
