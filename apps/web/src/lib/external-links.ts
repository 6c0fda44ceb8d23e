/**
 * Addresses outside the app that the sidebar, bottom links and footer point to (SPEC §2). The
 * spec names them without giving them; an installation sets its own at build time through the
 * `VITE_FOLIO_*` variables, and the defaults are reserved example addresses (RFC 2606).
 */
const env = import.meta.env as Record<string, string | undefined>;

const read = (name: string, fallback: string): string => {
  const value = env[name];
  return value === undefined || value.trim() === '' ? fallback : value.trim();
};

/** The product website (bottom links, user manual). */
export const PRODUCT_WEBSITE_URL = read('VITE_FOLIO_WEBSITE_URL', 'https://folio.example.com');
/** The data integration page of the website. */
export const DATA_INTEGRATION_URL = read(
  'VITE_FOLIO_DATA_INTEGRATION_URL',
  `${PRODUCT_WEBSITE_URL}/data-integration`,
);
/** The use cases page of the website. */
export const USE_CASES_URL = read('VITE_FOLIO_USE_CASES_URL', `${PRODUCT_WEBSITE_URL}/use-cases`);
/** The contact address: a click opens the mail app and copies it (SPEC §2). */
export const CONTACT_EMAIL = read('VITE_FOLIO_CONTACT_EMAIL', 'contact@folio.example.com');
/** The support address of the footer and the FAQ. */
export const SUPPORT_EMAIL = read('VITE_FOLIO_SUPPORT_EMAIL', 'support@folio.example.com');
/** The support phone of the FAQ (SPEC §1 "support contact by e-mail and phone"). */
export const SUPPORT_PHONE = read('VITE_FOLIO_SUPPORT_PHONE', '+34 900 000 000');
/** The messaging-app link of the bottom links. */
export const MESSAGING_URL = read('VITE_FOLIO_MESSAGING_URL', 'https://wa.me/');
