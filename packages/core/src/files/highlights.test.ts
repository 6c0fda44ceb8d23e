import { describe, expect, it } from 'vitest';

import { splitHighlights } from './highlights';

describe('splitHighlights', () => {
  it('splits a snippet on its <mark> markers (openapi SearchHit.snippet)', () => {
    expect(splitHighlights('total de la <mark>factura</mark> es <mark>120</mark> euros')).toEqual([
      { text: 'total de la ', isMatch: false },
      { text: 'factura', isMatch: true },
      { text: ' es ', isMatch: false },
      { text: '120', isMatch: true },
      { text: ' euros', isMatch: false },
    ]);
  });

  it('keeps any other markup as text, so it can never run', () => {
    expect(splitHighlights('<img src=x onerror=alert(1)> <mark>x</mark>')).toEqual([
      { text: '<img src=x onerror=alert(1)> ', isMatch: false },
      { text: 'x', isMatch: true },
    ]);
  });

  it('reads back the entities a server escaped', () => {
    expect(splitHighlights('A &amp; B &lt;b&gt; <mark>&quot;c&quot;</mark>')).toEqual([
      { text: 'A & B <b> ', isMatch: false },
      { text: '"c"', isMatch: true },
    ]);
  });

  it('runs an unclosed mark to the end and drops a stray closing one', () => {
    expect(splitHighlights('a</mark>b <mark>c')).toEqual([
      { text: 'ab ', isMatch: false },
      { text: 'c', isMatch: true },
    ]);
  });

  it('gives nothing for an empty snippet', () => {
    expect(splitHighlights('')).toEqual([]);
  });
});
