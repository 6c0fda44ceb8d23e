/**
 * Escapes text for an HTML text node or a double-quoted attribute value. Exactly these four
 * characters, because the search contract promises clients that unescaping `&amp; &lt; &gt;
 * &quot;` gives the text back (`snippet-html.ts`); every attribute we write is double-quoted, so
 * a `'` needs no escape.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/gu, '&amp;')
    .replace(/</gu, '&lt;')
    .replace(/>/gu, '&gt;')
    .replace(/"/gu, '&quot;');
}
