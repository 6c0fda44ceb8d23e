import { describe, expect, it } from 'vitest';

import {
  attributeOf,
  childElements,
  parseXml,
  serializeDocument,
  withAttribute,
  withChildren,
  XmlSyntaxError,
} from './xml-tree';

const PART = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r
<w:document xmlns:w="urn:w" xmlns:r='urn:r'><!-- a comment --><w:body>
  <w:p w:rsidR="00AB"><w:r><w:t xml:space="preserve"> a &amp; b &gt; c </w:t></w:r><w:br w:type = "page" /></w:p>
  <w:p/><![CDATA[<not markup>]]><?pi data?>
</w:body></w:document>
`;

describe('parseXml', () => {
  it('writes back what it read byte for byte', () => {
    expect(serializeDocument(parseXml(PART))).toBe(PART);
  });

  it('reads elements, attributes as written and children', () => {
    const { root } = parseXml(PART);
    const body = childElements(root, 'w:body')[0];
    const [first, second] = childElements(body ?? root, 'w:p');
    expect(attributeOf(first ?? root, 'w:rsidR')).toBe('00AB');
    const pageBreak = childElements(first ?? root, 'w:br')[0];
    expect(pageBreak && attributeOf(pageBreak, 'w:type')).toBe('page');
    expect(second?.close).toBe('');
  });

  it('refuses a document type declaration, mismatched or unclosed tags, and deep nesting', () => {
    expect(() => parseXml('<!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>')).toThrow(XmlSyntaxError);
    expect(() => parseXml('<a><b></a></b>')).toThrow(XmlSyntaxError);
    expect(() => parseXml('<a><b>')).toThrow(XmlSyntaxError);
    expect(() => parseXml(`${'<a>'.repeat(500)}${'</a>'.repeat(500)}`)).toThrow(/deeper/);
    expect(() => parseXml('just text')).toThrow(XmlSyntaxError);
  });
});

describe('withChildren and withAttribute', () => {
  it('turns an empty-element tag into a start and end tag when it gains children', () => {
    const { root } = parseXml('<a><b x="1"/></a>');
    const b = childElements(root, 'b')[0];
    const filled = withChildren(b ?? root, [{ kind: 'text', raw: 'hi' }]);
    expect(serializeDocument({ prolog: '', root: withChildren(root, [filled]), epilog: '' })).toBe(
      '<a><b x="1">hi</b></a>',
    );
  });

  it('sets, replaces and removes an attribute without touching the others', () => {
    const { root } = parseXml('<s name="Hoja" state="hidden" r:id="rId1"/>');
    expect(withAttribute(root, 'state', undefined).open).toBe('<s name="Hoja" r:id="rId1"/>');
    expect(withAttribute(root, 'name', 'Otra').open).toBe(
      '<s state="hidden" r:id="rId1" name="Otra"/>',
    );
  });
});
