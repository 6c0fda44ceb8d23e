/** What a streaming look at one XML part found: enough to refuse a hostile structure cheaply. */
export type XmlShape = {
  /** Deepest element nesting. */
  maxDepth: number;
  /** A DOCTYPE or ENTITY declaration: office formats never need one; entity bombs do. */
  hasDeclarations: boolean;
  /** Elements opened, by local name, for the names asked for. */
  counts: Map<string, number>;
  /** Highest row and column (1-based) a spreadsheet part names in `r`, `ref` or `dimension`. */
  maxRow: number;
  maxColumn: number;
};

/** Reads an XML part chunk by chunk, never holding more than a tag beyond the current chunk. */
export type XmlShapeScanner = {
  push(chunk: Buffer): void;
  /** The shape so far; callers check it after each chunk to stop early. */
  shape: XmlShape;
};

const CELL_REFERENCE = /^\$?([A-Z]{1,4})\$?(\d{1,9})$/u;
const ATTRIBUTE = /\s(r|ref)="([^"]*)"/gu;

/**
 * A scanner of element depth, declarations and spreadsheet extents. It looks at tags only (the
 * markup is ASCII, so bytes are read as latin1), which is all a structure check needs and costs
 * one pass with no tree built.
 */
export function createXmlShapeScanner(countedNames: readonly string[] = []): XmlShapeScanner {
  const shape: XmlShape = {
    maxDepth: 0,
    hasDeclarations: false,
    counts: new Map(countedNames.map((name) => [name, 0])),
    maxRow: 0,
    maxColumn: 0,
  };
  let depth = 0;
  let carry = '';

  const onOpen = (tag: string): void => {
    const nameEnd = tag.search(/[\s/>]/u);
    const qualified = nameEnd < 0 ? tag.slice(1) : tag.slice(1, nameEnd);
    const local = qualified.slice(qualified.indexOf(':') + 1);
    const count = shape.counts.get(local);
    if (count !== undefined) {
      shape.counts.set(local, count + 1);
    }
    if (local === 'row' || local === 'c' || local === 'dimension') {
      noteExtents(tag, local === 'row');
    }
  };

  const noteExtents = (tag: string, isRow: boolean): void => {
    for (const [, name, value = ''] of tag.matchAll(ATTRIBUTE)) {
      if (isRow && name === 'r') {
        shape.maxRow = Math.max(shape.maxRow, Number(value));
        continue;
      }
      for (const reference of value.split(':')) {
        const match = CELL_REFERENCE.exec(reference);
        if (match) {
          shape.maxColumn = Math.max(shape.maxColumn, columnNumber(match[1] ?? ''));
          shape.maxRow = Math.max(shape.maxRow, Number(match[2]));
        }
      }
    }
  };

  return {
    shape,
    push(chunk) {
      const text = carry + chunk.toString('latin1');
      let index = text.indexOf('<');
      let consumed = text.length;
      while (index >= 0) {
        const end = text.indexOf('>', index);
        if (end < 0) {
          consumed = index;
          break;
        }
        const tag = text.slice(index, end + 1);
        const kind = tag[1];
        if (kind === '/') {
          depth -= 1;
        } else if (kind === '!') {
          shape.hasDeclarations ||= /^<!(DOCTYPE|ENTITY)/iu.test(tag);
        } else if (kind !== '?') {
          onOpen(tag);
          if (!tag.endsWith('/>')) {
            depth += 1;
            shape.maxDepth = Math.max(shape.maxDepth, depth);
          }
        }
        index = text.indexOf('<', end + 1);
      }
      // An unfinished tag waits for the next chunk; a "tag" longer than 64 KiB is no markup.
      carry = text.slice(consumed).slice(0, 65_536);
    },
  };
}

/** `A` is 1, `Z` 26, `AA` 27, `XFD` 16,384. */
function columnNumber(letters: string): number {
  let number = 0;
  for (const letter of letters) {
    number = number * 26 + (letter.charCodeAt(0) - 64);
  }
  return number;
}
