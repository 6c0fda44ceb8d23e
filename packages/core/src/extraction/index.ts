/**
 * Extraction normalisation (issue #6): how values read from documents become comparable data,
 * the same rules for the built-in engine, LLM engines, the verify screen and the bench. Amounts
 * to decimal numbers, dates to ISO, currencies to ISO 4217, identifiers and text compared the way
 * the accuracy bench scores them.
 */
export { findAmounts, parseAmount, toCents, type AmountMatch, type TextRange } from './amounts';
export {
  findCurrencies,
  normaliseCurrency,
  CURRENCY_CODES,
  type CurrencyMatch,
} from './currencies';
export { findDates, parseDate, toIsoDate, type DateMatch } from './dates';
export { cleanIdentifier, identifierKey } from './identifiers';
export { monthFromName } from './month-names';
export { foldText, isSameText, normaliseText } from './text';
