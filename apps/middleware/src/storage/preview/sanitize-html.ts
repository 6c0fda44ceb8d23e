import sanitize from 'sanitize-html';

// The semantic HTML mammoth writes (headings, paragraphs, lists, tables, emphasis, links).
const ALLOWED_TAGS = [
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
];
// Dropped with everything inside them; any other tag not allowed is dropped and its text kept.
const DROPPED_WITH_CONTENT = [
  'embed',
  'frame',
  'frameset',
  'head',
  'iframe',
  'math',
  'noscript',
  'object',
  'option',
  'script',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
  'xmp',
];

const SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/u;
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|bmp);base64,[A-Za-z0-9+/=\s]+$/u;
const SPAN = /^[1-9][0-9]{0,2}$/u;
// Document ids are prefixed so a bookmark named `location` or `body` can never shadow anything
// of the page it is shown in (DOM clobbering).
const ID_PREFIX = 'doc-';

type Attributes = sanitize.Attributes;

/** A link keeps only its own bookmark id and a `#…` href to a bookmark of the same document. */
function keepBookmarks(tagName: string, attribs: Attributes): sanitize.Tag {
  const kept: Attributes = {};
  const id = attribs.id;
  if (id !== undefined && SAFE_ID.test(id)) {
    kept.id = `${ID_PREFIX}${id}`;
  }
  const href = attribs.href?.trim();
  if (href?.startsWith('#') && SAFE_ID.test(href.slice(1))) {
    kept.href = `#${ID_PREFIX}${href.slice(1)}`;
  }
  return { tagName, attribs: kept };
}

/** A cell keeps a `colspan`/`rowspan` that is a plausible span, so no layout bomb comes through. */
function keepSpans(tagName: string, attribs: Attributes): sanitize.Tag {
  const kept: Attributes = {};
  for (const name of ['colspan', 'rowspan']) {
    const value = attribs[name]?.trim();
    if (value !== undefined && SPAN.test(value)) {
      kept[name] = value;
    }
  }
  return { tagName, attribs: kept };
}

/** An image keeps its `alt` and a `src` only when it is an embedded raster image. */
function keepEmbeddedImage(tagName: string, attribs: Attributes): sanitize.Tag {
  const kept: Attributes = {};
  const src = attribs.src?.trim();
  if (src !== undefined && DATA_IMAGE.test(src)) {
    kept.src = src;
  }
  if (attribs.alt !== undefined) {
    kept.alt = attribs.alt;
  }
  return { tagName, attribs: kept };
}

// The whole allow-list. Every attribute is checked twice: by the transforms above, which know
// what a safe value looks like, and by the library's per-tag attribute and URL-scheme lists.
const SANITIZE_OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['id', 'href'],
    img: ['src', 'alt'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: [],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: { a: keepBookmarks, img: keepEmbeddedImage, td: keepSpans, th: keepSpans },
  // An image whose source was not embedded is dropped, not shown broken.
  exclusiveFilter: (frame) => frame.tag === 'img' && frame.attribs.src === undefined,
};

/**
 * Sanitises untrusted HTML before any user sees it (DECISIONS.md: no user HTML rendered
 * unsanitised): the preview of word-processing documents now, chat answers later. It is
 * sanitize-html with the allow-list above: only those tags survive; the only attributes are `id`
 * on links, `href` to a bookmark of the same document (`#…`), `colspan`/`rowspan` on cells, and
 * on images `alt` and a `src` that is a `data:image/…;base64` URL. So no script, style, event
 * handler or external URL can come out, text is escaped, and every tag opened is closed.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, SANITIZE_OPTIONS);
}
