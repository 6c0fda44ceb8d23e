import { tokenizeHtml } from '../preview/html-tokens';

// What a reader never sees: their text is not the document's.
const HIDDEN = new Set(['head', 'noscript', 'script', 'style', 'svg', 'template', 'title']);
// Tags that end a line of text, so words on both sides never run together.
const BREAKS = new Set([
  'br',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'li',
  'p',
  'td',
  'th',
  'tr',
]);

/** The visible text of an HTML file, for the content index. */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  let hiddenDepth = 0;
  for (const token of tokenizeHtml(html)) {
    if (token.type === 'text') {
      if (hiddenDepth === 0) {
        parts.push(token.text);
      }
    } else if (HIDDEN.has(token.name)) {
      hiddenDepth = Math.max(0, hiddenDepth + (token.type === 'start' ? 1 : -1));
    } else if (BREAKS.has(token.name)) {
      parts.push('\n');
    }
  }
  return parts.join('');
}
