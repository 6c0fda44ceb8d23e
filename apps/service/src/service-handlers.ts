import type { ServiceOperations } from '@folio/sdk';
import type { ContractHandlers } from '@folio/server';

/**
 * Every handler of the service, keyed by the operationIds of `openapi/service.yaml` and typed by
 * its operation: request parts and success bodies come from the contract, not from casts.
 */
export type ServiceHandlers = ContractHandlers<ServiceOperations>;
