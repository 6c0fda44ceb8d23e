// Currencies to ISO 4217 codes (invoices-dev README "currency": `€` EUR, `£` GBP, `$` USD unless
// the document says otherwise).

/** ISO 4217 codes the extractor recognises when written out. */
export const CURRENCY_CODES: readonly string[] = (
  'EUR USD GBP CHF JPY CNY INR CAD AUD NZD MXN BRL ARS CLP COP PEN UYU PLN CZK HUF RON BGN SEK NOK ' +
  'DKK ISK TRY RUB UAH ZAR AED SAR ILS SGD HKD KRW THB MAD DOP GTQ CRC BOB PYG VES MYR'
).split(' ');

const CODES = new Set(CURRENCY_CODES);

// Symbols and words, longest first so `US$` wins over `$`. `$` alone is USD (README).
const SYMBOLS: readonly (readonly [string, string])[] = [
  ['US$', 'USD'],
  ['U$S', 'USD'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['AU$', 'AUD'],
  ['A$', 'AUD'],
  ['NZ$', 'NZD'],
  ['MX$', 'MXN'],
  ['R$', 'BRL'],
  ['HK$', 'HKD'],
  ['S$', 'SGD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['$', 'USD'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
  ['₽', 'RUB'],
  ['₺', 'TRY'],
  ['₩', 'KRW'],
  ['₪', 'ILS'],
  ['zł', 'PLN'],
  ['Kč', 'CZK'],
  ['Rs.', 'INR'],
  ['Rs', 'INR'],
  ['Fr.', 'CHF'],
  // The ringgit's sign: found only before an amount or as a column's unit (`(RM)`), see below.
  ['RM', 'MYR'],
];

const WORDS: readonly (readonly [RegExp, string])[] = [
  [/\b(euros?|euro)\b/iu, 'EUR'],
  [/\b(us dollars?|u\.s\. dollars?|dólares?|dollars?)\b/iu, 'USD'],
  [/\b(pounds? sterling|pounds?|libras? esterlinas?)\b/iu, 'GBP'],
  [/\b(swiss francs?|franken)\b/iu, 'CHF'],
  [/\b(rupees?)\b/iu, 'INR'],
  [/\b(ringgit)\b/iu, 'MYR'],
];

/**
 * The ISO 4217 code a currency is written as: a code (`eur`), a symbol (`€`, `£`, `$`, `US$`,
 * `Rs`) or a name (`euros`, `US Dollars`). Undefined when it is none of them.
 */
export function normaliseCurrency(value: string): string | undefined {
  const text = value.normalize('NFKC').trim();
  const upper = text.toUpperCase().replace(/[^A-Z]/gu, '');
  if (upper.length === 3 && CODES.has(upper) && /^[\s(]*[a-z]{3}[\s).:]*$/iu.test(text)) {
    return upper;
  }
  for (const [symbol, code] of SYMBOLS) {
    if (text === symbol) {
      return code;
    }
  }
  for (const [pattern, code] of WORDS) {
    if (pattern.test(text)) {
      return code;
    }
  }
  return undefined;
}

/** A currency written in a text, where it starts and ends. */
export type CurrencyMatch = { code: string; start: number; end: number; text: string };

const CODE_PATTERN = new RegExp(`(?<![A-Za-z])(${CURRENCY_CODES.join('|')})(?![A-Za-z])`, 'gu');
const SYMBOL_PATTERN =
  /US\$|U\$S|CA\$|C\$|AU\$|A\$|NZ\$|MX\$|R\$|HK\$|S\$|[€£$¥₹₽₺₩₪]|zł|Kč|(?<![A-Za-z])Rs\.?(?=\s?\d)|(?<![A-Za-z])RM(?=\s?\d|\))/gu;

/**
 * Whether a code is glued to digits that are no amount of money: `RON95` (a petrol grade),
 * `ABC123USD` (a product code). A code glued to an amount with its cents (`USD12.50`,
 * `100.00EUR`) is still its currency.
 */
function isGluedToCode(text: string, start: number, end: number): boolean {
  const after = /^\d[\d.,]*/u.exec(text.slice(end))?.[0];
  const before = /\d[\d.,]*$/u.exec(text.slice(0, start))?.[0];
  const glued = after ?? before;
  return glued !== undefined && !/^\d{1,3}(?:[.,\s]?\d{3})*[.,]\d{2}$/u.test(glued);
}

/**
 * Every currency code or symbol written in a text, in order. Names are not listed, nor codes
 * glued to a number that is no amount (`RON95`).
 */
export function findCurrencies(text: string): CurrencyMatch[] {
  const matches: CurrencyMatch[] = [];
  for (const pattern of [CODE_PATTERN, SYMBOL_PATTERN]) {
    for (const match of text.matchAll(pattern)) {
      const code = normaliseCurrency(match[0]);
      const isCode = pattern === CODE_PATTERN;
      if (
        code !== undefined &&
        !(isCode && isGluedToCode(text, match.index, match.index + match[0].length))
      ) {
        matches.push({
          code,
          start: match.index,
          end: match.index + match[0].length,
          text: match[0],
        });
      }
    }
  }
  return matches.sort((a, b) => a.start - b.start);
}
