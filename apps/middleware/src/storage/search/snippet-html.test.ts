import { describe, expect, it } from 'vitest';

import { MATCH_START, MATCH_STOP } from './search-contents.queries';
import { toSnippetHtml } from './snippet-html';

describe('toSnippetHtml', () => {
  it('marks the matches and escapes everything else', () => {
    expect(toSnippetHtml(`<b> & ${MATCH_START}factura${MATCH_STOP} "x"\n y`)).toBe(
      '&lt;b&gt; &amp; <mark>factura</mark> &quot;x&quot; y',
    );
  });

  it('never answers an unbalanced mark', () => {
    expect(toSnippetHtml(`${MATCH_STOP}a${MATCH_START}b${MATCH_START}c`)).toBe('a<mark>bc</mark>');
  });
});
