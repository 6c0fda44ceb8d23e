/** A run of snippet text, marked when it is a match of the search. */
export type SnippetPart = { text: string; isMatch: boolean };

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

const decode = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e] ?? e);

/**
 * Splits a content-search snippet into plain runs and matches (openapi SearchHit.snippet: "plain
 * text with each match wrapped in `<mark>` and `</mark>`"), so faces draw the highlight
 * themselves (the web as `<mark>` elements, the CLI in bold) and never treat the snippet as
 * markup. Only the exact markers count; anything else stays text, and the basic HTML entities a
 * server may have escaped are read back. An unclosed `<mark>` runs to the end; a stray `</mark>`
 * is dropped. Empty runs are left out.
 */
export function splitHighlights(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let isMatch = false;
  for (const piece of snippet.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') {
      isMatch = true;
    } else if (piece === '</mark>') {
      isMatch = false;
    } else if (piece !== '') {
      const text = decode(piece);
      const last = parts.at(-1);
      if (last && last.isMatch === isMatch) {
        last.text += text;
      } else {
        parts.push({ text, isMatch });
      }
    }
  }
  return parts;
}
