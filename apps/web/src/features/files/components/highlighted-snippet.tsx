import { splitHighlights } from '@folio/core';

/**
 * A content-search snippet with its matches highlighted. The snippet is split on its `<mark>`
 * markers into text nodes and `<mark>` elements (core's `splitHighlights`): it is never read as
 * HTML, so nothing else in a document's text can become markup.
 */
export function HighlightedSnippet({ snippet }: { snippet: string }) {
  return (
    <span className="files-snippet">
      {splitHighlights(snippet).map((part, index) =>
        part.isMatch ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </span>
  );
}
