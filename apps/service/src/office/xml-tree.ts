/**
 * A lossless XML tree for editing office parts: every tag keeps its raw text, so what is not
 * edited is written back byte for byte (namespaces, attribute order, vendor extensions). No
 * entity is ever expanded and a DOCTYPE is refused, so no document can grow on parsing.
 */

/** Text, comments, processing instructions and CDATA, kept as written. */
export type XmlText = { kind: 'text'; raw: string };

export type XmlElement = {
  kind: 'element';
  /** The qualified name as written (`w:p`). */
  name: string;
  /** The start tag as written, attributes included (`<w:br w:type="page"/>` when empty). */
  open: string;
  children: XmlNode[];
  /** The end tag as written; '' for an empty-element tag. */
  close: string;
};

export type XmlNode = XmlElement | XmlText;

/** A parsed part: the root element and what stands before and after it. */
export type XmlDocument = { prolog: string; root: XmlElement; epilog: string };

/** Thrown for text that is not well-formed enough to edit. */
export class XmlSyntaxError extends Error {
  override readonly name = 'XmlSyntaxError';
}

// Office parts nest a few dozen levels; deeper is a hostile file.
const MAX_DEPTH = 200;
const START_TAG = /<([^\s/>!?]+)(?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*(\/?)>/y;
const END_TAG = /<\/([^\s>]+)\s*>/y;

/** Parses an XML part into a lossless tree. */
export function parseXml(text: string): XmlDocument {
  const top: XmlElement = { kind: 'element', name: '', open: '', children: [], close: '' };
  const stack: XmlElement[] = [top];
  let position = 0;
  while (position < text.length) {
    const current = stack[stack.length - 1] as XmlElement;
    const next = text.indexOf('<', position);
    if (next === -1 || next > position) {
      const end = next === -1 ? text.length : next;
      current.children.push({ kind: 'text', raw: text.slice(position, end) });
      position = end;
      continue;
    }
    if (text.startsWith('<!--', position)) {
      position = pushRaw(current, text, position, '-->');
    } else if (text.startsWith('<![CDATA[', position)) {
      position = pushRaw(current, text, position, ']]>');
    } else if (text.startsWith('<?', position)) {
      position = pushRaw(current, text, position, '?>');
    } else if (text.startsWith('<!', position)) {
      throw new XmlSyntaxError('document type declarations are refused');
    } else if (text.startsWith('</', position)) {
      END_TAG.lastIndex = position;
      const match = END_TAG.exec(text);
      if (!match || stack.length === 1 || match[1] !== current.name) {
        throw new XmlSyntaxError(`unexpected end tag at ${position}`);
      }
      current.close = match[0];
      stack.pop();
      position = END_TAG.lastIndex;
    } else {
      START_TAG.lastIndex = position;
      const match = START_TAG.exec(text);
      if (!match) {
        throw new XmlSyntaxError(`malformed start tag at ${position}`);
      }
      const element: XmlElement = {
        kind: 'element',
        name: match[1] as string,
        open: match[0],
        children: [],
        close: '',
      };
      current.children.push(element);
      position = START_TAG.lastIndex;
      if (match[2] !== '/') {
        stack.push(element);
        if (stack.length > MAX_DEPTH) {
          throw new XmlSyntaxError(`elements nested deeper than ${MAX_DEPTH}`);
        }
      }
    }
  }
  if (stack.length !== 1) {
    throw new XmlSyntaxError('unclosed elements at the end');
  }
  const rootIndex = top.children.findIndex((node) => node.kind === 'element');
  const root = top.children[rootIndex];
  if (!root || root.kind !== 'element') {
    throw new XmlSyntaxError('no root element');
  }
  return {
    prolog: top.children.slice(0, rootIndex).map(serializeXml).join(''),
    root,
    epilog: top.children
      .slice(rootIndex + 1)
      .map(serializeXml)
      .join(''),
  };
}

function pushRaw(parent: XmlElement, text: string, start: number, terminator: string): number {
  const end = text.indexOf(terminator, start);
  if (end === -1) {
    throw new XmlSyntaxError(`unterminated markup at ${start}`);
  }
  parent.children.push({ kind: 'text', raw: text.slice(start, end + terminator.length) });
  return end + terminator.length;
}

/** The text of a node and everything in it, as written. */
export function serializeXml(node: XmlNode): string {
  if (node.kind === 'text') {
    return node.raw;
  }
  if (node.close === '') {
    return node.open;
  }
  let out = node.open;
  for (const child of node.children) {
    out += serializeXml(child);
  }
  return out + node.close;
}

/** A whole part back to text. */
export function serializeDocument(document: XmlDocument): string {
  return document.prolog + serializeXml(document.root) + document.epilog;
}

/** An attribute's value as written (entities not decoded), by its qualified name. */
export function attributeOf(element: XmlElement, name: string): string | undefined {
  const pattern = new RegExp(`\\s${escapeRegExp(name)}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
  const match = pattern.exec(element.open);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** A copy of `element` with attribute `name` set (added when absent), or removed for undefined. */
export function withAttribute(
  element: XmlElement,
  name: string,
  value: string | undefined,
): XmlElement {
  const pattern = new RegExp(`\\s${escapeRegExp(name)}\\s*=\\s*(?:"[^"]*"|'[^']*')`);
  let open = element.open.replace(pattern, '');
  if (value !== undefined) {
    const end = open.endsWith('/>') ? open.length - 2 : open.length - 1;
    open = `${open.slice(0, end).trimEnd()} ${name}="${value}"${open.slice(end)}`;
  }
  return { ...element, open };
}

/** The child elements of `element`, those named `name` when given. */
export function childElements(element: XmlElement, name?: string): XmlElement[] {
  return element.children.filter(
    (child): child is XmlElement =>
      child.kind === 'element' && (name === undefined || child.name === name),
  );
}

/** True when `element` or anything inside it satisfies `test`. */
export function hasDescendant(element: XmlElement, test: (node: XmlElement) => boolean): boolean {
  return element.children.some(
    (child) => child.kind === 'element' && (test(child) || hasDescendant(child, test)),
  );
}

/** Every element inside `element` (depth first) that satisfies `test`. */
export function findDescendants(
  element: XmlElement,
  test: (node: XmlElement) => boolean,
): XmlElement[] {
  const found: XmlElement[] = [];
  for (const child of element.children) {
    if (child.kind === 'element') {
      if (test(child)) {
        found.push(child);
      }
      found.push(...findDescendants(child, test));
    }
  }
  return found;
}

/** An element with other children and the same tags: `<w:p …>` with new content. */
export function withChildren(element: XmlElement, children: XmlNode[]): XmlElement {
  if (element.close !== '' || children.length === 0) {
    return { ...element, children };
  }
  // An empty-element tag that gains children becomes a start and an end tag.
  return {
    ...element,
    open: `${element.open.slice(0, -2).trimEnd()}>`,
    children,
    close: `</${element.name}>`,
  };
}

/** The prefix a root element binds to `namespace` ('' for the default namespace). */
export function prefixOf(root: XmlElement, namespace: string): string | undefined {
  const pattern = /\sxmlns(?::([^\s=]+))?\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  for (const match of root.open.matchAll(pattern)) {
    if ((match[2] ?? match[3]) === namespace) {
      return match[1] ?? '';
    }
  }
  return undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
