import {
  attributeOf,
  childElements,
  hasDescendant,
  parseXml,
  prefixOf,
  serializeDocument,
  withChildren,
  type XmlDocument,
  type XmlElement,
  type XmlNode,
} from '../office/xml-tree';

const WORD_NAMESPACES = [
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
];

/** Thrown when `document.xml` is not a WordprocessingML document with a body. */
export class NotWordprocessingError extends Error {
  override readonly name = 'NotWordprocessingError';
}

type Names = (local: string) => string;

/**
 * Splits the body of a DOCX's main part at its explicit breaks (ECMA-376 Part 1 §17): a page
 * break (`<w:br w:type="page"/>`, the paragraph around it cut in two, its properties kept on
 * both halves), a paragraph that starts a page (`w:pageBreakBefore`, set on it or on its style)
 * and a section break (a paragraph whose properties hold a `w:sectPr`). Each part keeps the
 * section properties of the section it belongs to, with the header and footer references it
 * inherits from earlier sections written out (a standalone document has no earlier section).
 * Parts without content (text, drawings, tables) are left out; breaks inside tables and content
 * controls stay where they are. Returns each part's `document.xml`, at least one.
 */
export function splitDocumentXml(documentXml: string, stylesXml: string): string[] {
  const document = parseXml(documentXml);
  const prefix = WORD_NAMESPACES.map((ns) => prefixOf(document.root, ns)).find(
    (found) => found !== undefined,
  );
  if (prefix === undefined) {
    throw new NotWordprocessingError('the main part is not WordprocessingML');
  }
  const w: Names = (local) => (prefix === '' ? local : `${prefix}:${local}`);
  const body = childElements(document.root, w('body'))[0];
  if (!body) {
    throw new NotWordprocessingError('the main part has no body');
  }
  const breakingStyles = stylesWithPageBreakBefore(stylesXml, w);
  const finalSectPr = childElements(body, w('sectPr')).pop();

  const parts: Array<{ nodes: XmlNode[]; section: number }> = [];
  const sectionEnds: XmlElement[] = [];
  let current: XmlNode[] = [];
  const closePart = () => {
    parts.push({ nodes: current, section: sectionEnds.length });
    current = [];
  };
  for (const node of body.children) {
    if (node === finalSectPr) {
      continue;
    }
    if (node.kind !== 'element' || node.name !== w('p')) {
      current.push(node);
      continue;
    }
    const sectPr = paragraphSectPr(node, w);
    const pieces = splitAtPageBreaks(node, w).map((piece) => withoutSectPr(piece, w));
    pieces.forEach((piece, index) => {
      const startsPage = index > 0 || startsOnNewPage(piece, w, breakingStyles);
      if (startsPage && current.some((item) => hasContent(item, w))) {
        closePart();
      }
      if (pieces.length === 1 || hasContent(piece, w)) {
        current.push(piece);
      }
    });
    if (sectPr) {
      closePart();
      sectionEnds.push(sectPr);
    }
  }
  closePart();

  const sections = withInheritedReferences(
    [...sectionEnds, ...(finalSectPr ? [finalSectPr] : [])],
    w,
  );
  const kept = parts.filter((part) => part.nodes.some((node) => hasContent(node, w)));
  if (kept.length <= 1) {
    return [documentXml];
  }
  return kept.map((part) => {
    const sectPr = sections[part.section];
    const children = trimWhitespace(part.nodes);
    return serializeDocument(
      replaceBody(document, body, withChildren(body, sectPr ? [...children, sectPr] : children)),
    );
  });
}

/** The page breaks of a paragraph, including those inside its runs, hyperlinks and fields. */
function isPageBreak(element: XmlElement, w: Names): boolean {
  return element.name === w('br') && attributeOf(element, w('type')) === 'page';
}

/**
 * Cuts `element` at every page break inside it into copies of itself: each copy keeps the
 * properties (`w:pPr`, `w:rPr`, `w:sdtPr`...) and the content between two breaks; an element
 * holding a break is cut the same way, its halves going to either side.
 */
function splitAtPageBreaks(element: XmlElement, w: Names): XmlElement[] {
  const breaks = (node: XmlElement) => isPageBreak(node, w);
  if (!hasDescendant(element, breaks)) {
    return [element];
  }
  const properties = element.children.filter(isPropertyElement);
  const pieces: XmlNode[][] = [[]];
  const last = () => pieces[pieces.length - 1] as XmlNode[];
  for (const child of element.children) {
    if (child.kind !== 'element') {
      last().push(child);
    } else if (breaks(child)) {
      pieces.push([]);
    } else if (isPropertyElement(child)) {
      continue;
    } else if (hasDescendant(child, breaks)) {
      splitAtPageBreaks(child, w).forEach((half, index) => {
        if (index > 0) {
          pieces.push([]);
        }
        last().push(half);
      });
    } else {
      last().push(child);
    }
  }
  return pieces.map((children) => withChildren(element, [...properties, ...children]));
}

function isPropertyElement(node: XmlNode): node is XmlElement {
  return node.kind === 'element' && /(^|:)(pPr|rPr|sdtPr|sdtEndPr)$/.test(node.name);
}

function paragraphSectPr(paragraph: XmlElement, w: Names): XmlElement | undefined {
  const properties = childElements(paragraph, w('pPr'))[0];
  return properties ? childElements(properties, w('sectPr'))[0] : undefined;
}

/** A paragraph without the section break of its properties (moved to the part's body end). */
function withoutSectPr(paragraph: XmlElement, w: Names): XmlElement {
  if (!paragraphSectPr(paragraph, w)) {
    return paragraph;
  }
  return withChildren(
    paragraph,
    paragraph.children.map((child) =>
      child.kind === 'element' && child.name === w('pPr')
        ? withChildren(
            child,
            child.children.filter((node) => node.kind !== 'element' || node.name !== w('sectPr')),
          )
        : child,
    ),
  );
}

function startsOnNewPage(paragraph: XmlElement, w: Names, breakingStyles: Set<string>): boolean {
  const properties = childElements(paragraph, w('pPr'))[0];
  const direct = properties ? childElements(properties, w('pageBreakBefore'))[0] : undefined;
  if (direct) {
    return isOn(direct, w);
  }
  const style = properties ? childElements(properties, w('pStyle'))[0] : undefined;
  const styleId = style ? attributeOf(style, w('val')) : undefined;
  return breakingStyles.has(styleId ?? '');
}

/** `<w:x/>`, `<w:x w:val="true"/>` are on; `w:val` of `0`, `false` or `off` is off. */
function isOn(element: XmlElement, w: Names): boolean {
  const value = attributeOf(element, w('val'));
  return value === undefined || !['0', 'false', 'off'].includes(value);
}

/**
 * The paragraph styles that start a page, directly or through the styles they are based on;
 * '' stands for paragraphs without a style when the default paragraph style does.
 */
function stylesWithPageBreakBefore(stylesXml: string, w: Names): Set<string> {
  const found = new Set<string>();
  if (stylesXml === '') {
    return found;
  }
  type Style = { basedOn?: string | undefined; breaks?: boolean | undefined; isDefault: boolean };
  const styles = new Map<string, Style>();
  for (const style of childElements(parseXml(stylesXml).root, w('style'))) {
    if (attributeOf(style, w('type')) !== 'paragraph') {
      continue;
    }
    const properties = childElements(style, w('pPr'))[0];
    const flag = properties ? childElements(properties, w('pageBreakBefore'))[0] : undefined;
    const basedOn = childElements(style, w('basedOn'))[0];
    styles.set(attributeOf(style, w('styleId')) ?? '', {
      basedOn: basedOn ? attributeOf(basedOn, w('val')) : undefined,
      breaks: flag ? isOn(flag, w) : undefined,
      isDefault: ['1', 'true', 'on'].includes(attributeOf(style, w('default')) ?? ''),
    });
  }
  const breaks = (id: string): boolean => {
    const seen = new Set<string>();
    let at = id;
    let cursor = styles.get(at);
    while (cursor && !seen.has(at)) {
      seen.add(at);
      if (cursor.breaks !== undefined) {
        return cursor.breaks;
      }
      at = cursor.basedOn ?? '';
      cursor = cursor.basedOn === undefined ? undefined : styles.get(at);
    }
    return false;
  };
  for (const [id, style] of styles) {
    if (breaks(id)) {
      found.add(id);
      if (style.isDefault) {
        found.add('');
      }
    }
  }
  return found;
}

/**
 * Section properties with the header and footer references each section inherits (a section
 * without a default header shows the previous section's: ECMA-376 Part 1 §17.10.5) written
 * out, so every part shows the headers it showed in the whole document.
 */
function withInheritedReferences(sections: XmlElement[], w: Names): XmlElement[] {
  const inherited = new Map<string, XmlElement>();
  const kinds = new Set([w('headerReference'), w('footerReference')]);
  return sections.map((sectPr) => {
    const own = childElements(sectPr).filter((child) => kinds.has(child.name));
    const key = (reference: XmlElement) =>
      `${reference.name}:${attributeOf(reference, w('type')) ?? 'default'}`;
    const ownKeys = new Set(own.map(key));
    for (const reference of own) {
      inherited.set(key(reference), reference);
    }
    const missing = [...inherited.entries()]
      .filter(([name]) => !ownKeys.has(name))
      .map(([, reference]) => reference);
    // References come first in a w:sectPr (CT_SectPr's sequence).
    return missing.length === 0 ? sectPr : withChildren(sectPr, [...missing, ...sectPr.children]);
  });
}

const CONTENT =
  /(^|:)(tbl|drawing|pict|object|sym|oMath|oMathPara|footnoteReference|endnoteReference)$/;

/** True when a node shows something: text, a drawing, a table, an equation, a note mark. */
function hasContent(node: XmlNode, w: Names): boolean {
  if (node.kind !== 'element') {
    return false;
  }
  const shows = (element: XmlElement) =>
    CONTENT.test(element.name) ||
    ((element.name === w('t') || element.name === w('delText')) &&
      element.children.some((child) => child.kind === 'text' && child.raw.trim() !== ''));
  return shows(node) || hasDescendant(node, shows);
}

function trimWhitespace(nodes: XmlNode[]): XmlNode[] {
  return nodes.filter((node) => node.kind === 'element' || node.raw.trim() !== '');
}

function replaceBody(document: XmlDocument, body: XmlElement, newBody: XmlElement): XmlDocument {
  return {
    ...document,
    root: withChildren(
      document.root,
      document.root.children.map((child) => (child === body ? newBody : child)),
    ),
  };
}
