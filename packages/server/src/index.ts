/**
 * @folio/server: what both Folio hosts share, so neither copies the other: the fastify app with
 * logs, request ids, security headers and CORS; the one error shape; routes mounted from the
 * OpenAPI contract with response validation; shutdown on signals.
 */
export { createHttpApp } from './http-app';
export type { HttpAppOptions } from './http-app';
export { errorsPlugin, sendError } from './errors-plugin';
export { toErrorReply } from './error-reply';
export { isUnreachableDependency } from './unreachable-dependency';
export type { ErrorReply } from './error-reply';
export {
  contractPrefix,
  findContractGaps,
  listOperationIds,
  listSecuritySchemes,
  registerContract,
} from './contract';
export type {
  OpenApiDocument,
  OperationHandler,
  OperationHandlers,
  SecurityHandlers,
} from './contract';
export type {
  ContractHandler,
  ContractHandlers,
  ContractReply,
  ContractRequest,
} from './contract-handlers';
export * from './auth/index';
export { closeOnSignals } from './signals';
export { createJsonDataReader, JSON_DATA_MAX_LENGTH, type JsonDataReader } from './json-data';
export { attachment, contentDisposition } from './content-disposition';
export { readFlag, readInteger, readList } from './env';
export type { Env } from './env';
export {
  bareAddress,
  checkHost,
  checkedLookup,
  createAddressGuard,
  isPublicAddress,
  RefusedAddressError,
} from './network/public-address';
