import { describe, expect, it } from 'vitest';

import { apiKeyExpiry, API_KEY_SCOPES, isApiKeyScope } from './scopes';

describe('API key scopes', () => {
  it('offers the scopes of issue 21, webhooks included', () => {
    expect(API_KEY_SCOPES).toEqual([
      'files:read',
      'files:write',
      'extract',
      'chat',
      'utils',
      'webhooks',
    ]);
  });

  it('tells a scope from other text', () => {
    expect(isApiKeyScope('files:read')).toBe(true);
    expect(isApiKeyScope('files')).toBe(false);
    expect(isApiKeyScope('toString')).toBe(false);
  });

  it('puts the expiry whole days after now, or none', () => {
    const now = new Date('2031-05-01T10:00:00Z');
    expect(apiKeyExpiry(now, 30)?.toISOString()).toBe('2031-05-31T10:00:00.000Z');
    expect(apiKeyExpiry(now, null)).toBeNull();
  });
});
