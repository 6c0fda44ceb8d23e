import {
  parseXml,
  serializeDocument,
  withAttribute,
  withChildren,
  type XmlElement,
  type XmlNode,
} from '../office/xml-tree';
import { decodeXmlAttribute } from '../office/opc-package';

/** What a worksheet alone may no longer read. */
export type SheetRewrite = {
  /** The sheet's own name: a formula naming any other sheet or workbook reads what is gone. */
  keptSheet: string;
  /** Defined names removed from the workbook, lower case. */
  removedNames: ReadonlySet<string>;
};

/** A worksheet part rewritten to stand alone, and the shared strings it uses (old to new). */
export type RewrittenSheet = { xml: string; usedStrings: Map<number, number>; stringRefs: number };

const PLACEHOLDER = '<folio-sheet-data/>';

/**
 * Rewrites a worksheet part (ECMA-376 Part 1 §18.3) for a workbook of its own: in the cells,
 * shared-string indices are renumbered to a table of the sheet's own strings, and a formula
 * that reads another sheet (or a removed name) is dropped, its last value kept (a shared
 * formula with its whole group; a formula string becomes an inline string). After the cells,
 * data validations and conditional formats reading another sheet are dropped. The cells are
 * edited as text, one at a time, so a sheet of any size is never held as a tree.
 */
export function rewriteSheet(xml: string, rewrite: SheetRewrite): RewrittenSheet {
  const usedStrings = new Map<number, number>();
  let stringRefs = 0;
  const start = /<((?:[\w.-]+:)?)sheetData(?=[\s/>])/.exec(xml);
  if (!start) {
    return { xml: scrubAfterCells(xml, rewrite), usedStrings, stringRefs };
  }
  const prefix = start[1] ?? '';
  const openEnd = xml.indexOf('>', start.index) + 1;
  const isEmpty = xml[openEnd - 2] === '/';
  const closeTag = `</${prefix}sheetData>`;
  const closeStart = isEmpty ? openEnd : xml.indexOf(closeTag, openEnd);
  if (closeStart === -1) {
    return { xml, usedStrings, stringRefs };
  }
  const end = isEmpty ? openEnd : closeStart + closeTag.length;
  const cells = xml.slice(openEnd, isEmpty ? openEnd : closeStart);

  const strippedGroups = new Set<string>();
  const cellPattern = new RegExp(
    `<(${escape(prefix)}c)(?=[\\s/>])([^>]*?)(?:/>|>([\\s\\S]*?)</${escape(prefix)}c>)`,
    'g',
  );
  const rewritten = cells.replace(
    cellPattern,
    (whole, tag: string, attributes: string, body?: string) => {
      if (body === undefined) {
        return whole;
      }
      let type = /\st="([^"]*)"/.exec(attributes)?.[1];
      let content = body;
      const formula = new RegExp(
        `<${escape(prefix)}f(?=[\\s/>])([^>]*?)(?:/>|>([\\s\\S]*?)</${escape(prefix)}f>)`,
      ).exec(content);
      if (formula) {
        const formulaAttributes = formula[1] ?? '';
        const group = /\ssi="([^"]*)"/.exec(formulaAttributes)?.[1];
        const isShared = /\st="shared"/.test(formulaAttributes);
        const text = decodeXmlAttribute(formula[2] ?? '');
        const mustGo =
          (isShared && group !== undefined && strippedGroups.has(group)) ||
          readsElsewhere(text, rewrite);
        if (mustGo) {
          if (isShared && group !== undefined) {
            strippedGroups.add(group);
          }
          content = content.replace(formula[0], '');
          if (type === 'str') {
            // A formula's string result, kept as an inline string.
            const value = new RegExp(`<${escape(prefix)}v>([\\s\\S]*?)</${escape(prefix)}v>`).exec(
              content,
            );
            content = `<${prefix}is><${prefix}t xml:space="preserve">${value?.[1] ?? ''}</${prefix}t></${prefix}is>`;
            type = 'inlineStr';
          }
        }
      }
      let newAttributes = attributes;
      if (type === 'inlineStr') {
        newAttributes = /\st="/.test(attributes)
          ? attributes.replace(/\st="[^"]*"/, ' t="inlineStr"')
          : `${attributes} t="inlineStr"`;
      } else if (type === 's') {
        content = content.replace(
          new RegExp(`(<${escape(prefix)}v>)\\s*(\\d+)\\s*(</${escape(prefix)}v>)`),
          (_match, open: string, index: string, close: string) => {
            const old = Number(index);
            let renumbered = usedStrings.get(old);
            if (renumbered === undefined) {
              renumbered = usedStrings.size;
              usedStrings.set(old, renumbered);
            }
            stringRefs += 1;
            return `${open}${renumbered}${close}`;
          },
        );
      }
      return `<${tag}${newAttributes}>${content}</${tag}>`;
    },
  );

  const outside = `${xml.slice(0, start.index)}${PLACEHOLDER}${xml.slice(end)}`;
  const scrubbed = scrubAfterCells(outside, rewrite);
  const sheetData = `${xml.slice(start.index, openEnd)}${isEmpty ? '' : `${rewritten}${closeTag}`}`;
  return { xml: scrubbed.replace(PLACEHOLDER, sheetData), usedStrings, stringRefs };
}

/** The sheet (or `[n]Sheet` workbook) names a formula refers to, outside its text literals. */
export function sheetReferences(formula: string): string[] {
  const code = formula.replace(/"(?:[^"]|"")*"/g, '""');
  const names: string[] = [];
  const pattern = /(?:'((?:[^']|'')+)'|([^\s'!(),;=+\-*/&^<>%{}"]+))!/g;
  for (const match of code.matchAll(pattern)) {
    const quoted = match[1];
    const bare = match[2];
    if (quoted !== undefined) {
      names.push(...quoted.replace(/''/g, "'").split(':'));
    } else if (bare !== undefined) {
      names.push(...bare.split(':'));
    }
  }
  return names;
}

/** True when a formula reads another sheet, another workbook or a removed defined name. */
function readsElsewhere(formula: string, rewrite: SheetRewrite): boolean {
  if (formula === '') {
    return false;
  }
  const kept = rewrite.keptSheet.toLowerCase();
  if (sheetReferences(formula).some((name) => name.toLowerCase() !== kept)) {
    return true;
  }
  if (rewrite.removedNames.size === 0) {
    return false;
  }
  const code = formula.replace(/"(?:[^"]|"")*"/g, '""');
  return [...code.matchAll(/[A-Za-z_\\\u00c0-\uffff][\w.\\\u00c0-\uffff]*/g)].some((match) =>
    rewrite.removedNames.has(match[0].toLowerCase()),
  );
}

const RULES = new Set(['dataValidation', 'cfRule']);
const RULE_CONTAINERS = new Set(['dataValidations', 'conditionalFormatting']);

/** Drops validations and conditional formats reading elsewhere, and containers left empty. */
function scrubAfterCells(xml: string, rewrite: SheetRewrite): string {
  const document = parseXml(xml);
  const reads = (rule: XmlElement) => readsElsewhere(decodeXmlAttribute(textOf(rule)), rewrite);
  const scrub = (element: XmlElement): XmlElement | undefined => {
    const kept: XmlNode[] = [];
    let wasChanged = false;
    for (const child of element.children) {
      if (child.kind !== 'element') {
        kept.push(child);
        continue;
      }
      if (RULES.has(localName(child)) && reads(child)) {
        wasChanged = true;
        continue;
      }
      const next = child.children.length > 0 ? scrub(child) : child;
      if (next === undefined) {
        wasChanged = true;
      } else {
        wasChanged ||= next !== child;
        kept.push(next);
      }
    }
    if (!wasChanged) {
      return element;
    }
    const elements = kept.filter((node) => node.kind === 'element');
    const name = localName(element);
    const isEmptied = elements.length === 0;
    if (isEmptied && (RULE_CONTAINERS.has(name) || name === 'ext' || name === 'extLst')) {
      return undefined;
    }
    if (
      name === 'conditionalFormatting' &&
      !elements.some((child) => localName(child) === 'cfRule')
    ) {
      return undefined;
    }
    const updated = withChildren(element, kept);
    return name === 'dataValidations' && /\scount="/.test(element.open)
      ? withAttribute(updated, 'count', String(elements.length))
      : updated;
  };
  const root = scrub(document.root) ?? document.root;
  return serializeDocument({ ...document, root });
}

/** The text inside an element and its descendants (its formulas), joined by spaces. */
function textOf(element: XmlElement): string {
  return element.children.map((node) => (node.kind === 'text' ? node.raw : textOf(node))).join(' ');
}

function localName(element: XmlElement): string {
  return element.name.slice(element.name.indexOf(':') + 1);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
