import { describe, expect, it } from 'vitest';

import { isIntegrationProvider } from './providers';

describe('isIntegrationProvider', () => {
  it("accepts the contract's providers and nothing else, not even an object's own keys", () => {
    expect(isIntegrationProvider('google-drive')).toBe(true);
    expect(isIntegrationProvider('sharepoint')).toBe(true);
    expect(isIntegrationProvider('dropbox')).toBe(false);
    expect(isIntegrationProvider('toString')).toBe(false);
    expect(isIntegrationProvider(null)).toBe(false);
    expect(isIntegrationProvider(undefined)).toBe(false);
  });
});
