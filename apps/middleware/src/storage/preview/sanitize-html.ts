import { escapeHtml, tokenizeHtml, type HtmlToken } from './html-tokens';

// The semantic HTML mammoth writes (headings, paragraphs, lists, tables, emphasis, links).
const ALLOWED_TAGS = new Set([
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
// Dropped with everything inside them; any other unknown tag is dropped and its text kept.
const DROPPED_WITH_CONTENT = new Set([
  'embed',
  'frame',
  'frameset',
  'head',
  'iframe',
  'math',
  'noscript',
  'object',
  'script',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
  'xmp',
]);

const SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/u;
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|bmp);base64,[A-Za-z0-9+/=\s]+$/u;
const SPAN = /^[1-9][0-9]{0,2}$/u;
// Document ids are prefixed so a bookmark named `location` or `body` can never shadow anything
// of the page it is shown in (DOM clobbering).
const ID_PREFIX = 'doc-';

/**
 * Sanitises the HTML of a word-processing document for the preview (DECISIONS.md: no user HTML
 * rendered unsanitised). The output is rebuilt from tokens with an allow-list, never copied: only
 * the tags above survive; the only attributes are `id` on links, `href` to a bookmark of the same
 * document (`#…`), `colspan`/`rowspan` on cells, and on images `alt` and a `src` that is a
 * `data:image/…;base64` URL. So no script, style, event handler or external URL can come out,
 * text is escaped, and every tag opened is closed.
 */
export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let droppedDepth = 0;
  let droppedTag = '';
  for (const token of tokenizeHtml(html)) {
    if (droppedDepth > 0) {
      if (token.type === 'start' && token.name === droppedTag) {
        droppedDepth += 1;
      } else if (token.type === 'end' && token.name === droppedTag) {
        droppedDepth -= 1;
      }
      continue;
    }
    if (token.type === 'text') {
      out.push(escapeHtml(token.text));
    } else if (token.type === 'start') {
      if (DROPPED_WITH_CONTENT.has(token.name)) {
        droppedTag = token.name;
        droppedDepth = 1;
      } else if (ALLOWED_TAGS.has(token.name)) {
        const attributes = safeAttributes(token);
        if (attributes === undefined) {
          continue;
        }
        out.push(`<${token.name}${attributes}>`);
        if (!VOID_TAGS.has(token.name)) {
          open.push(token.name);
        }
      }
    } else if (open.includes(token.name)) {
      // Close what was left open inside it, so the output is always well formed.
      for (let name = open.pop(); name !== undefined; name = open.pop()) {
        out.push(`</${name}>`);
        if (name === token.name) {
          break;
        }
      }
    }
  }
  for (let name = open.pop(); name !== undefined; name = open.pop()) {
    out.push(`</${name}>`);
  }
  return out.join('');
}

/** The attributes kept, written out; undefined drops the element (an image without a safe source). */
function safeAttributes(token: Extract<HtmlToken, { type: 'start' }>): string | undefined {
  const kept: string[] = [];
  const keep = (name: string, value: string) => kept.push(` ${name}="${escapeHtml(value)}"`);
  const { attributes } = token;
  if (token.name === 'a') {
    const id = attributes.get('id');
    if (id !== undefined && SAFE_ID.test(id)) {
      keep('id', `${ID_PREFIX}${id}`);
    }
    const href = attributes.get('href')?.trim();
    if (href?.startsWith('#') && SAFE_ID.test(href.slice(1))) {
      keep('href', `#${ID_PREFIX}${href.slice(1)}`);
    }
  } else if (token.name === 'td' || token.name === 'th') {
    for (const name of ['colspan', 'rowspan']) {
      const value = attributes.get(name)?.trim();
      if (value !== undefined && SPAN.test(value)) {
        keep(name, value);
      }
    }
  } else if (token.name === 'img') {
    const src = attributes.get('src')?.trim();
    if (src === undefined || !DATA_IMAGE.test(src)) {
      return undefined;
    }
    keep('src', src);
    const alt = attributes.get('alt');
    if (alt !== undefined) {
      keep('alt', alt);
    }
  }
  return kept.join('');
}
