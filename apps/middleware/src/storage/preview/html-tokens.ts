/** A piece of HTML: text (entities decoded), a start tag or an end tag. Comments are dropped. */
export type HtmlToken =
  | { type: 'text'; text: string }
  | { type: 'start'; name: string; attributes: Map<string, string> }
  | { type: 'end'; name: string };

// Elements whose content is raw text, not markup: a `<` inside a script is no tag.
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript']);

// Sticky (`y`): each matches exactly at `lastIndex`, so the input is never copied while scanning.
const TAG_NAME = /[a-zA-Z][a-zA-Z0-9-]*/uy;
const TAG_CLOSE = /[\s/]*>/uy;
const ATTRIBUTE = /[\s/]*([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/uy;
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function matchAt(pattern: RegExp, text: string, position: number): RegExpExecArray | null {
  pattern.lastIndex = position;
  return pattern.exec(text);
}

/**
 * Splits HTML into tokens, forgivingly: anything that does not read as a tag is text. It reads
 * the visible text of HTML files for the content index. It is not a full HTML5 parser, so no
 * safety rests on it: the preview is sanitised by sanitize-html (`sanitize-html.ts`).
 */
export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let text = '';
  let index = 0;
  const flushText = () => {
    if (text !== '') {
      tokens.push({ type: 'text', text: decodeEntities(text) });
      text = '';
    }
  };
  const skipPast = (marker: string, from: number) => {
    const end = html.indexOf(marker, from);
    return end === -1 ? html.length : end + marker.length;
  };
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open === -1) {
      text += html.slice(index);
      break;
    }
    text += html.slice(index, open);
    if (html.startsWith('<!--', open)) {
      flushText();
      index = skipPast('-->', open + 4);
    } else if (html.startsWith('<!', open) || html.startsWith('<?', open)) {
      flushText();
      index = skipPast('>', open);
    } else if (html.startsWith('</', open) && matchAt(TAG_NAME, html, open + 2)) {
      flushText();
      const name = (matchAt(TAG_NAME, html, open + 2)?.[0] ?? '').toLowerCase();
      tokens.push({ type: 'end', name });
      index = skipPast('>', open);
    } else if (matchAt(TAG_NAME, html, open + 1)) {
      flushText();
      const tag = readStartTag(html, open);
      tokens.push({ type: 'start', name: tag.name, attributes: tag.attributes });
      index = tag.end;
      if (RAW_TEXT_ELEMENTS.has(tag.name)) {
        const closing = new RegExp(`</${tag.name}`, 'giu');
        closing.lastIndex = index;
        const rawEnd = closing.exec(html)?.index ?? html.length;
        tokens.push({ type: 'text', text: html.slice(index, rawEnd) });
        index = rawEnd;
      }
    } else {
      text += '<';
      index = open + 1;
    }
  }
  flushText();
  return tokens;
}

function readStartTag(
  html: string,
  open: number,
): { name: string; attributes: Map<string, string>; end: number } {
  const rawName = matchAt(TAG_NAME, html, open + 1)?.[0] ?? '';
  const name = rawName.toLowerCase();
  let position = open + 1 + rawName.length;
  const attributes = new Map<string, string>();
  for (;;) {
    const closing = matchAt(TAG_CLOSE, html, position);
    if (closing) {
      return { name, attributes, end: position + closing[0].length };
    }
    const attribute = matchAt(ATTRIBUTE, html, position);
    if (!attribute || attribute[0].length === 0) {
      // An unterminated or garbled tag: it ends at the next `>`, or with the input.
      const end = html.indexOf('>', position);
      return { name, attributes, end: end === -1 ? html.length : end + 1 };
    }
    const key = (attribute[1] ?? '').toLowerCase();
    if (!attributes.has(key)) {
      attributes.set(key, decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? ''));
    }
    position += attribute[0].length;
  }
}

/** Decodes character references: the common named ones and every numeric one. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]{2,8});/gu, (match, ref) => {
    const body = String(ref);
    if (body.startsWith('#')) {
      const isHex = body[1] === 'x' || body[1] === 'X';
      const code = Number.parseInt(body.slice(isHex ? 2 : 1), isHex ? 16 : 10);
      const isValid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return isValid ? String.fromCodePoint(code) : '\uFFFD';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

/** Escapes text for an HTML text node or a double-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/gu, '&amp;')
    .replace(/</gu, '&lt;')
    .replace(/>/gu, '&gt;')
    .replace(/"/gu, '&quot;');
}
