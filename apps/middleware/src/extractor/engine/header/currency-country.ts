// Which peso or dollar a bare `$` means: Latin American invoices write their own currency with the
// dollar sign. The country shows in its tax ids, tax offices and voucher words; without any of
// them, `$` stays the US dollar.

/** `isWeak`: words other countries print too (Spain's IVA), enough only beside a bare `$`. */
type CountrySigns = { code: string; signs: RegExp; isWeak?: boolean };

// Folded text (lower case, no accents). Each country's tax id and tax office, the words its
// invoices print (AFIP voucher types, CFDI), and its peso by name.
const COUNTRIES: readonly CountrySigns[] = [
  {
    code: 'ARS',
    signs:
      /\b(c\.?u\.?i\.?t|afip|arca|ingresos brutos|iva responsable inscripto|responsable monotributo|monotributista|punto de venta|comp\.? nro|pesos argentinos|\d{2}-\d{8}-\d)\b/u,
  },
  {
    code: 'MXN',
    signs: /\b(r\.?f\.?c|cfdi|folio fiscal|pesos mexicanos|m\.n|regimen fiscal)\b/u,
  },
  { code: 'CLP', signs: /\b(s\.?i\.?i|boleta electronica|pesos chilenos)\b/u },
  { code: 'COP', signs: /\b(dian|pesos colombianos)\b/u },
  { code: 'UYU', signs: /\b(dgi|pesos uruguayos|e-ticket|e-factura)\b/u },
  // Pesos or IVA with a bare `$` and no other sign: Argentina, the largest market writing so.
  { code: 'ARS', signs: /\b(pesos|iva)\b/u, isWeak: true },
];

// Written US dollars keep `$` the US dollar whatever else the page says.
const US_DOLLAR = /\b(usd|us\$|u\$s|dolares estadounidenses|us dollars?)\b|u\$s|us\$/u;

/** The peso or local dollar a bare `$` stands for on this page, if the page says its country. */
export function dollarOfCountry(foldedText: string): string | undefined {
  if (US_DOLLAR.test(foldedText)) {
    return undefined;
  }
  return COUNTRIES.find((country) => country.signs.test(foldedText))?.code;
}

/**
 * The currency of a page that writes none at all (amounts with no sign, the sign lost by OCR),
 * when the page names its country by a strong sign: a CUIT, a CFDI, the SII, the DIAN.
 */
export function currencyOfCountry(foldedText: string): string | undefined {
  if (US_DOLLAR.test(foldedText)) {
    return undefined;
  }
  return COUNTRIES.find((country) => country.isWeak !== true && country.signs.test(foldedText))
    ?.code;
}
