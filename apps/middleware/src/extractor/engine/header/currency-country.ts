// Which peso or dollar a bare `$` means: Latin American invoices write their own currency with the
// dollar sign, as Canadian, Australian, New Zealand and Singaporean shops write theirs. The
// country shows in its tax ids, tax offices, voucher words and addresses; without any of them,
// `$` stays the US dollar.

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
  // The other dollars, by a registration or an address only: a country's bare name is too often
  // a product's (`Canada Dry`, `Singapore noodles`). Canada: its business number with the GST/HST
  // account (`123456789 RT0001`), GST/HST, HST or Quebec's QST/TVQ, a province and postal code.
  {
    code: 'CAD',
    signs:
      /\b\d{9} ?rt ?\d{4}\b|\b(gst ?\/ ?hst|hst|qst|tvq)\b|\b(on|qc|bc|ab|mb|sk|ns|nb|nl|pe|yt|nu)[ ,]+[a-z]\d[a-z] ?\d[a-z]\d\b/u,
  },
  // Australia: an ABN, a proprietary company, a state and its four-digit postcode.
  {
    code: 'AUD',
    signs:
      /\babn:? ?\d{2} ?\d{3} ?\d{3} ?\d{3}\b|\bpty\.? ?ltd\b|\b(nsw|vic|qld|tas|act|wa|sa|nt) +\d{4}(?!\d)/u,
  },
  // New Zealand: a GST number in its 123-456-789 shape after its label (OCR's specks and quotes
  // between them), or an NZBN.
  {
    code: 'NZD',
    signs:
      /\bgst (no|number|reg(istration)?( no)?)[\s.:"'\u201c\u201d*]{0,4}\d{2,3}-\d{3}-\d{3}\b|\bnzbn\b/u,
  },
  // Singapore: a private limited company, an address's six-digit postcode.
  { code: 'SGD', signs: /\bpte\.? ?ltd\b|\bsingapore \d{6}\b/u },
  // Pesos or IVA with a bare `$` and no other sign: Argentina, the largest market writing so.
  { code: 'ARS', signs: /\b(pesos|iva)\b/u, isWeak: true },
];

// Pesos written with their country's letters at the dollar sign: Uruguay's `$U` (`$UY`, `UY$`),
// `AR$`, `MX$`, `COL$`, `CLP$`. Read alone, the sign would be the US dollar.
const SIGN_AFTER: readonly [RegExp, string][] = [[/^\$\s?UY?(?![\p{L}$])/u, 'UYU']];
const SIGN_BEFORE: readonly [RegExp, string][] = [
  [/(?:^|[^\p{L}])UY$/u, 'UYU'],
  [/(?:^|[^\p{L}])AR$/u, 'ARS'],
  [/(?:^|[^\p{L}])MX$/u, 'MXN'],
  [/(?:^|[^\p{L}])COL?$/u, 'COP'],
  [/(?:^|[^\p{L}])CLP?$/u, 'CLP'],
];

/** The peso a `$` at `start` of `text` names with its country's letters beside it, if any. */
export function localPesoAt(text: string, start: number): string | undefined {
  if (text.charAt(start) !== '$') {
    return undefined;
  }
  const after = text.slice(start);
  const before = text.slice(0, start);
  return (
    SIGN_AFTER.find(([sign]) => sign.test(after))?.[1] ??
    SIGN_BEFORE.find(([sign]) => sign.test(before))?.[1]
  );
}

// Written US dollars keep `$` the US dollar whatever else the page says.
const US_DOLLAR = /\b(usd|us\$|u\$s|dolares estadounidenses|us dollars?)\b|u\$s|us\$/u;

/** The peso or local dollar a bare `$` stands for on this page, if the page says its country. */
export function dollarOfCountry(foldedText: string): string | undefined {
  if (US_DOLLAR.test(foldedText)) {
    return undefined;
  }
  return COUNTRIES.find((country) => country.signs.test(foldedText))?.code;
}

// European pages that write no currency name their country by VAT ids (EU, UK and Swiss
// shapes) and registrations; only for a page with no currency at all, never for a bare `$`.
// Switzerland and the UK first: their invoices often name a euro-area buyer's VAT id too.
const EUROPE: readonly CountrySigns[] = [
  { code: 'CHF', signs: /\bche[- ]?\d{3}\.\d{3}\.\d{3}\b|\bmwst-nr\b/u },
  {
    // A British sole trader has no VAT id: its Unique Taxpayer Reference, or the words saying so.
    code: 'GBP',
    signs:
      /\bgb ?\d{3} ?\d{4} ?\d{2}\b|\bregistered in (england|scotland|wales)\b|\butr:? ?\d{10}\b|\bnot vat registered\b/u,
  },
  {
    code: 'EUR',
    signs:
      /\b(de ?\d{9}|atu ?\d{8}|fr ?[0-9a-z]{2} ?\d{3} ?\d{3} ?\d{3}|nl ?\d{9} ?b\d{2}|be ?0?\d{3}[. ]?\d{3}[. ]?\d{3}|ie ?\d{7}[a-z]{1,2}|it ?\d{11}|lu ?\d{8})\b|\b(ust-?id(nr)?|umsatzsteuer-?id(entifikationsnummer)?|uid-nr|siret|siren|tva intracommunautaire|btw-?(nummer|nr))\b/u,
  },
  {
    // A German or French small business charges no VAT and says why (§ 19 UStG, art. 293 B du
    // CGI), with its tax number instead of a VAT id.
    code: 'EUR',
    signs:
      /\bsteuernummer\b|§ ?19 ?(abs\.? ?1 )?ustg|\bkleinunternehmer|\b293 ?b du cgi\b|\btva non applicable\b/u,
  },
  {
    // Spain: a NIF or CIF written after its label, a Spanish VAT id, the tax agency's Verifactu
    // and the Basque TicketBAI marks (a till's simplified invoice often prints no euro sign).
    code: 'EUR',
    signs:
      /\b(n\.?i\.?f|c\.?i\.?f)\.?\s*:?\s*(es)?[a-z]?-?\d{7,8}-?[0-9a-z]?\b|\bes-?[a-z]\d{7}[0-9a-z]\b|\b(aeat|agenciatributaria|veri\*?factu|ticketbai|tbai)\b/u,
  },
];

/**
 * The currency of a page that writes none at all (amounts with no sign, the sign lost by OCR),
 * when the page names its country by a strong sign: a CUIT, a CFDI, the SII, the DIAN, a
 * European VAT id.
 */
export function currencyOfCountry(foldedText: string): string | undefined {
  if (US_DOLLAR.test(foldedText)) {
    return undefined;
  }
  return [...COUNTRIES, ...EUROPE].find(
    (country) => country.isWeak !== true && country.signs.test(foldedText),
  )?.code;
}
