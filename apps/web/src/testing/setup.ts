import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait for a state the app reaches after fetches, machine transitions and
// timers. Alone that takes milliseconds; on a busy machine (2 cores, other suites beside) it can
// take seconds, far past the 1 s default. A wait ends as soon as its state is there, so only a
// failing test waits this long.
configure({ asyncUtilTimeout: 15_000 });

// Without vitest globals Testing Library cannot register its own cleanup; each test starts with
// an empty page and no stored language.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
