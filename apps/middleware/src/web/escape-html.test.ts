import { describe, expect, it } from 'vitest';

import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes what could open markup or end a double-quoted attribute', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      `&lt;a href=&quot;x&quot;&gt;Tom &amp; 'Jerry'&lt;/a&gt;`,
    );
  });

  it('escapes an ampersand that already reads as a reference, so the text comes back as typed', () => {
    expect(escapeHtml('&amp; &#60;')).toBe('&amp;amp; &amp;#60;');
  });
});
