import type { UseReporter } from '../utility-uses';

/** A reporter that sends nothing, for tests that build the routes without a middleware. */
export const NO_USE_REPORTS: UseReporter = {
  report: () => undefined,
  settle: () => Promise.resolve(),
};
