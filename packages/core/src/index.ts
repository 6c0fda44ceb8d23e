/**
 * @folio/core: the behaviour every Folio face shares (web, CLI, servers): the error catalogue,
 * messages in both languages, rules quoted from the spec, constants, and, as they come, the
 * state machines. Pure: no DOM, no Node built-ins, no storage.
 */
export { AppError } from './errors/app-error';
export {
  DOCUMENT_ERROR_KEYS,
  ERROR_CATALOGUE,
  REASON_MESSAGE_KEYS,
  SESSION_ENDING_CODES,
  isKnownErrorCode,
} from './errors/catalogue';
export type { CatalogueEntry } from './errors/catalogue';
export * from './i18n/index';
export * from './constants';
export { AI_MODELS } from './ai/models';
export type { AiModel, AiProvider } from './ai/models';
export * from './session/index';
export * from './terms/index';
export * from './health/index';
export * from './validation/index';
export * from './display/index';
export * from './upload/index';
export * from './files/index';
export * from './extraction/index';
export * from './extractor/index';
export * from './chatbot/index';
export * from './api-keys/index';
export * from './webhooks/index';
export * from './integrations/index';
export { parsePageRanges } from './utils/page-ranges';
export type { PageRangeList, PageRangeProblem, WrittenPageRange } from './utils/page-ranges';
