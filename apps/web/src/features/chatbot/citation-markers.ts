/** The part of a Markdown syntax tree (mdast) the plugin reads and writes. */
type MarkdownNode = {
  type: string;
  value?: string;
  children?: MarkdownNode[];
  data?: { hName?: string; hProperties?: Record<string, unknown>; hChildren?: MarkdownNode[] };
};

/** `[n]`: how an answer cites its n-th source (issue 11, the numbers of `citations[].n`). */
const MARKER = /\[(\d{1,3})\]/g;

/** The hast property a marker carries its number in (`data-citation` on the element). */
export const CITATION_PROPERTY = 'dataCitation';

// A link's text cannot hold a button, so a marker inside one stays text.
const KEEP_WHOLE = new Set(['link', 'linkReference']);

function marker(n: string): MarkdownNode {
  return {
    type: 'citationMarker',
    data: {
      hName: 'sup',
      hProperties: { [CITATION_PROPERTY]: n },
      hChildren: [{ type: 'text', value: `[${n}]` }],
    },
  };
}

function splitMarkers(text: string): MarkdownNode[] {
  const parts: MarkdownNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKER)) {
    if (match.index > last) {
      parts.push({ type: 'text', value: text.slice(last, match.index) });
    }
    parts.push(marker(match[1] ?? ''));
    last = match.index + match[0].length;
  }
  if (last < text.length) {
    parts.push({ type: 'text', value: text.slice(last) });
  }
  return parts;
}

function markCitations(node: MarkdownNode): void {
  if (!node.children || KEEP_WHOLE.has(node.type)) {
    return;
  }
  node.children = node.children.flatMap((child) =>
    child.type === 'text' && child.value !== undefined ? splitMarkers(child.value) : [child],
  );
  node.children.forEach(markCitations);
}

/**
 * A remark plugin that turns each citation marker `[n]` of an answer's text into a `sup` element
 * with `data-citation="n"`, for the answer's renderer to draw as a button that opens source n.
 * Code and link texts are left alone; whether source n exists is the renderer's question.
 */
export function remarkCitationMarkers() {
  return (tree: object) => markCitations(tree as MarkdownNode);
}
