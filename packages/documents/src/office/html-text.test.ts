import { describe, expect, it } from 'vitest';

import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('keeps the visible text and drops the markup', () => {
    expect(htmlToText('<b>Hola</b> <A HREF=\'#x\' title="a &amp; b" data=1 hidden>mundo</a>')).toBe(
      'Hola mundo',
    );
  });

  it('drops the head, scripts, styles and other text a reader never sees', () => {
    const html =
      '<html><head><title>t</title><script>var secreto = 1;</script></head>' +
      '<body>a<style>p{}</style><noscript>n</noscript><template>t</template>' +
      '<svg><text>s</text></svg><iframe><p>i</p></iframe>b</body></html>';
    expect(htmlToText(html)).toBe('ab');
  });

  it('reads a script as raw text up to its end tag, so a < inside opens no tag', () => {
    expect(htmlToText('<script>if (a<b) { x = "<p>"; }</script>fin')).toBe('fin');
  });

  it('decodes every character reference and refuses code points that are not characters', () => {
    expect(htmlToText('Hola&nbsp;mundo adi&oacute;s &amp; t&eacute;&#233;')).toBe(
      'Hola\u00a0mundo adiós & téé',
    );
    expect(htmlToText('&#65;&#x42;&#0;&#xD800;&#x110000;')).toBe('AB\uFFFD\uFFFD\uFFFD');
  });

  it('ends a line at each block element, so words on both sides never run together', () => {
    expect(htmlToText('<p>uno</p><p>dos<br>tres</p><ul><li>cuatro<li>cinco</ul>')).toBe(
      '\nuno\n\ndos\ntres\n\ncuatro\n\ncinco\n',
    );
    expect(htmlToText('a</br>b<hr>c')).toBe('a\nb\nc');
  });

  it('reads text that is not markup as text', () => {
    expect(htmlToText('1 < 2 && 3 > 2 <!-- nota -->fin')).toBe('1 < 2 && 3 > 2 fin');
  });
});
