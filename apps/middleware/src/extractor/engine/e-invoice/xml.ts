// A small XML reader for e-invoice files (CII, UBL): elements by local name, text, no DTDs, no
// entity expansion beyond the five predefined ones and character references (nothing to
// fetch, nothing to blow up).

/** An XML element: local name (no prefix), attributes, children and its own text. */
export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/giu, (_, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    }
    if (entity.startsWith('#')) {
      return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    }
    return ENTITIES[entity.toLowerCase()] ?? '';
  });
}

const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

const TOKEN =
  /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>|<\/([\w:.-]+)\s*>|<([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/gu;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gu;

/** Parses an XML document; undefined when it is not well-formed enough to read. */
export function parseXml(source: string): XmlElement | undefined {
  const root: XmlElement = { name: '#root', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  for (const token of source.matchAll(TOKEN)) {
    const current = stack[stack.length - 1];
    if (current === undefined) {
      return undefined;
    }
    const [, cdata, closing, opening, attributes, selfClosing, text] = token;
    if (cdata !== undefined) {
      current.text += cdata;
    } else if (closing !== undefined) {
      if (stack.length <= 1 || current.name !== localName(closing)) {
        return undefined;
      }
      stack.pop();
    } else if (opening !== undefined) {
      const element: XmlElement = {
        name: localName(opening),
        attributes: {},
        children: [],
        text: '',
      };
      for (const attribute of (attributes ?? '').matchAll(ATTRIBUTE)) {
        element.attributes[localName(attribute[1] ?? '')] = decode(
          attribute[2] ?? attribute[3] ?? '',
        );
      }
      current.children.push(element);
      if (selfClosing !== '/') {
        stack.push(element);
      }
    } else if (text !== undefined) {
      current.text += decode(text);
    }
  }
  return stack.length === 1 ? root.children[0] : undefined;
}

/** The first descendant at a path of local names (`a/b/c`), depth first. */
export function find(element: XmlElement | undefined, path: string): XmlElement | undefined {
  return findAll(element, path)[0];
}

/** Every descendant at a path of local names; the first step may be at any depth. */
export function findAll(element: XmlElement | undefined, path: string): XmlElement[] {
  if (element === undefined) {
    return [];
  }
  const [first, ...rest] = path.split('/');
  const starts: XmlElement[] = [];
  const walk = (node: XmlElement): void => {
    for (const child of node.children) {
      if (child.name === first) {
        starts.push(child);
      } else {
        walk(child);
      }
    }
  };
  walk(element);
  return rest.reduce<XmlElement[]>(
    (nodes, step) => nodes.flatMap((node) => node.children.filter((child) => child.name === step)),
    starts,
  );
}

/** The trimmed text at a path, or undefined. */
export function textAt(element: XmlElement | undefined, path: string): string | undefined {
  const text = find(element, path)?.text.trim();
  return text === undefined || text === '' ? undefined : text;
}
