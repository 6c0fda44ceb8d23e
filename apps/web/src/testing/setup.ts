import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest globals Testing Library cannot register its own cleanup; each test starts with
// an empty page and no stored language.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
