import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the semantic HTML of a document', () => {
    const html =
      '<h1>Factura</h1><p><strong>Cliente:</strong> José &amp; Hijos</p>' +
      '<ul><li>uno</li></ul><table><tr><td colspan="2">Total</td></tr></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles and other active content with everything inside', () => {
    const html =
      '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x"><p>in</p></iframe>' +
      '<svg><script>alert(2)</script></svg><object data="x"></object><p>b</p>';
    expect(sanitizeHtml(html)).toBe('<p>a</p><p>b</p>');
  });

  it('drops event handlers, styles and every attribute not on the list', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x" id="y">hola</p>')).toBe(
      '<p>hola</p>',
    );
    expect(sanitizeHtml('<td rowspan="2" onmouseover="x()" colspan="9999">c</td>')).toBe(
      '<td rowspan="2">c</td>',
    );
  });

  it('keeps no URL but bookmarks of the document itself, prefixed', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://evil.example/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="#_Toc1">i</a><a id="_Toc1"></a>')).toBe(
      '<a href="#doc-_Toc1">i</a><a id="doc-_Toc1"></a>',
    );
    expect(sanitizeHtml('<a id="x&quot; onclick=&quot;y">z</a>')).toBe('<a>z</a>');
  });

  it('keeps images only as data: URLs of raster types', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    // sanitize-html writes void elements as `<img … />`; HTML reads the slash as nothing.
    expect(sanitizeHtml(`<img src="${png}" alt="logo &quot;x&quot;">`)).toBe(
      `<img src="${png}" alt="logo &quot;x&quot;" />`,
    );
    expect(sanitizeHtml('<img src="https://evil.example/t.png">')).toBe('');
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('');
  });

  it('escapes text and turns unknown or broken markup into text or nothing', () => {
    expect(sanitizeHtml('<p>1 &lt; 2 &amp;&amp; 3 > 2</p>')).toBe(
      '<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>',
    );
    expect(sanitizeHtml('<p>a <3 b</p>')).toBe('<p>a &lt;3 b</p>');
    expect(sanitizeHtml('<custom-tag>texto</custom-tag><form><input>x</form>')).toBe('textox');
    expect(sanitizeHtml('<!-- <script>alert(1)</script> --><p>c</p>')).toBe('<p>c</p>');
    expect(sanitizeHtml('<p>&#x3c;script&#x3e;alert(1)&#60;/script&#62;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('closes what is left open and reads stray end tags as a browser does', () => {
    // The HTML standard reads a `</p>` with no paragraph open as an empty paragraph; other stray
    // end tags are ignored.
    expect(sanitizeHtml('<ul><li><p>uno</ul></p></em>')).toBe(
      '<ul><li><p>uno</p></li></ul><p></p>',
    );
    expect(sanitizeHtml('<p><strong>sin cerrar')).toBe('<p><strong>sin cerrar</strong></p>');
  });

  it('reads tags as a browser does: any case, any quoting, every character reference', () => {
    expect(sanitizeHtml(`<A HREF='#x' title="a &amp; b" data=1 hidden>t&eacute;&#233;</a>`)).toBe(
      '<a href="#doc-x">téé</a>',
    );
    expect(sanitizeHtml('<p>&#65;&#x42;&#0;&#xD800;&#x110000;</p>')).toBe(
      '<p>AB\uFFFD\uFFFD\uFFFD</p>',
    );
  });

  it('drops markup that a browser would read differently from a parser (mutation XSS)', () => {
    expect(sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).toBe('');
    expect(sanitizeHtml('<svg><textarea><img src=x onerror=alert(1)></textarea></svg>')).toBe('');
    expect(sanitizeHtml('<math><mi><table><mglyph><style><img src=x onerror=alert(1)>')).toBe('');
  });

  it('drops the rest of a document after an unclosed script, never running it', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)<p>b</p>')).toBe('<p>a</p>');
  });
});
