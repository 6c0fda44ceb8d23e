import { Parser } from 'htmlparser2';

// What a reader never sees: their text is not the document's. htmlparser2 hands the content of
// an iframe or noembed over as raw text, which a browser shows to no one either.
const HIDDEN = new Set([
  'head',
  'iframe',
  'noembed',
  'noscript',
  'script',
  'style',
  'svg',
  'template',
  'title',
]);
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
// htmlparser2 closes a void element right after opening it; one break is enough.
const VOID_BREAKS = new Set(['br', 'hr']);

/**
 * The visible text of an HTML file, for the content index. htmlparser2 reads the markup as a
 * browser would (raw-text elements, implied end tags, every character reference), and closes
 * each element it opened, so the depth of hidden elements always comes back to zero.
 */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  let hiddenDepth = 0;
  const parser = new Parser({
    onopentag(name) {
      if (HIDDEN.has(name)) {
        hiddenDepth += 1;
      } else if (hiddenDepth === 0 && BREAKS.has(name)) {
        parts.push('\n');
      }
    },
    onclosetag(name) {
      if (HIDDEN.has(name)) {
        hiddenDepth -= 1;
      } else if (hiddenDepth === 0 && BREAKS.has(name) && !VOID_BREAKS.has(name)) {
        parts.push('\n');
      }
    },
    ontext(text) {
      if (hiddenDepth === 0) {
        parts.push(text);
      }
    },
  });
  parser.end(html);
  return parts.join('');
}
