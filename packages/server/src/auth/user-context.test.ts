import { AppError } from '@folio/core';
import { describe, expect, it } from 'vitest';

import { assertUserContext } from './user-context';

const ana = { username: 'ana@example.com', familyId: 'f', tokenId: 't', expiresAt: new Date() };

describe('assertUserContext (DECISIONS.md "The two hosts")', () => {
  it('accepts the token subject in the demo company', () => {
    expect(() =>
      assertUserContext(ana, { user: 'ana@example.com', empresa: 'demo' }),
    ).not.toThrow();
  });

  it.each([
    ['another user', { user: 'bob@example.com', empresa: 'demo' }],
    ['no user', { empresa: 'demo' }],
    ['another company', { user: 'ana@example.com', empresa: 'acme' }],
    ['no company', { user: 'ana@example.com' }],
  ])('refuses %s with FORBIDDEN', (_name, context) => {
    expect(() => assertUserContext(ana, context)).toThrow(AppError);
    try {
      assertUserContext(ana, context);
    } catch (error) {
      expect((error as AppError).code).toBe('FORBIDDEN');
    }
  });
});
