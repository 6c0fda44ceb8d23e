import type { MiddlewareOperations } from '@folio/sdk';
import type { ContractHandlers } from '@folio/server';

/**
 * Every handler of the middleware, keyed by the operationIds of `openapi/middleware.yaml` and
 * typed by its operation: request parts and success bodies come from the contract, not from casts.
 * Each feature's routes give a `Pick` of it, so the pieces are checked as well as the whole.
 */
export type MiddlewareHandlers = ContractHandlers<MiddlewareOperations>;
