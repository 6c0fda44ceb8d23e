/** Terms: the blocking terms modal after login, acceptance kept per token (SPEC §4 "Terms"). */
export { termsMachine } from './terms.machine';
export type { TermsContext, TermsEvent } from './terms.machine';
export {
  isSameAcceptances,
  parseAcceptances,
  reconcileAcceptances,
  tokenFingerprint,
} from './acceptances';
export type { Acceptances } from './acceptances';
