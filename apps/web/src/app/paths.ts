/**
 * Every URL of the web app, in one place (STYLE.md §2): routes, links and redirects use these,
 * never a literal path. Signed-in routes (SPEC §2) join as their features arrive.
 */
export const paths = {
  home: '/',
  /** Any path without a screen. */
  notFound: '*',
} as const;
