import { escapeHtml } from '../../web/escape-html';
import { MATCH_START, MATCH_STOP } from './search-contents.queries';

/**
 * A snippet as the contract sends it: the page's text HTML-escaped, with each match wrapped in
 * `<mark>` and `</mark>` and no other markup, so a client may render it as HTML as is (the web
 * sets it as innerHTML; a plain-text client strips the two tags and unescapes `&amp; &lt; &gt;
 * &quot;`). The markers come from ts_headline; indexed text never holds them (`cleanText`).
 */
export function toSnippetHtml(snippet: string): string {
  const escaped = escapeHtml(snippet.replace(/\s+/gu, ' ').trim());
  const parts = escaped.split(new RegExp(`([${MATCH_START}${MATCH_STOP}])`, 'u'));
  let isOpen = false;
  const out: string[] = [];
  for (const part of parts) {
    if (part === MATCH_START || part === MATCH_STOP) {
      // Only a start after a stop (or at first) opens, only a stop after a start closes.
      const opens = part === MATCH_START;
      if (opens !== isOpen) {
        out.push(opens ? '<mark>' : '</mark>');
        isOpen = opens;
      }
    } else {
      out.push(part);
    }
  }
  if (isOpen) {
    out.push('</mark>');
  }
  return out.join('');
}
