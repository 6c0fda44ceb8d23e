/**
 * Where a link of an answer leads, shown beside its text (issue 11 "links shown with their
 * target"): the host name of a web address, the address of a `mailto:`, else the link as written.
 * An answer can quote a hostile document, so the reader sees where a click goes before clicking.
 */
export function linkTarget(href: string): string {
  try {
    const url = new URL(href);
    if (url.protocol === 'mailto:') {
      return url.pathname;
    }
    return url.hostname === '' ? href : url.hostname;
  } catch {
    return href;
  }
}
