import { describe, expect, it } from 'vitest';

import { decodeEntities, tokenizeHtml } from './html-tokens';

describe('tokenizeHtml', () => {
  it('reads tags, attributes in every quoting and decoded text', () => {
    expect(
      tokenizeHtml(`<A HREF='#x' title="a &amp; b" data=1 hidden>t&eacute;&#233;</a>`),
    ).toEqual([
      {
        type: 'start',
        name: 'a',
        attributes: new Map([
          ['href', '#x'],
          ['title', 'a & b'],
          ['data', '1'],
          ['hidden', ''],
        ]),
      },
      // Unknown named references are left as written.
      { type: 'text', text: 't&eacute;é' },
      { type: 'end', name: 'a' },
    ]);
  });

  it('keeps the content of a script as raw text up to its end tag', () => {
    expect(tokenizeHtml('<script>if (a<b) {}</script>')).toEqual([
      { type: 'start', name: 'script', attributes: new Map() },
      { type: 'text', text: 'if (a<b) {}' },
      { type: 'end', name: 'script' },
    ]);
  });
});

describe('decodeEntities', () => {
  it('decodes numeric references and refuses code points that are not characters', () => {
    expect(decodeEntities('&#65;&#x42;&#0;&#xD800;&#x110000;')).toBe('AB\uFFFD\uFFFD\uFFFD');
  });
});
