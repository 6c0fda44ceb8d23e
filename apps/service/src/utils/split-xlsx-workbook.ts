import {
  decodeXmlAttribute,
  filterRelationships,
  partText,
  relationshipsOf,
  removeUnreachableParts,
  resolveTarget,
  setPartText,
  type OpcPackage,
} from '../office/opc-package';
import {
  attributeOf,
  childElements,
  parseXml,
  serializeDocument,
  serializeXml,
  withAttribute,
  withChildren,
  type XmlElement,
  type XmlNode,
} from '../office/xml-tree';
import { rewriteSheet, sheetReferences, type SheetRewrite } from './split-xlsx-sheet';

/** One worksheet of a workbook: its name, its part and its relationship id. */
export type WorksheetInfo = { index: number; name: string; part: string; relationshipId: string };

/** Thrown when the workbook part cannot be edited. */
export class NotSpreadsheetError extends Error {
  override readonly name = 'NotSpreadsheetError';
}

/** The worksheets of a workbook, in tab order (chart sheets and macro sheets are left out). */
export function worksheetsOf(entries: OpcPackage, workbookPart: string): WorksheetInfo[] {
  const workbook = parseXml(partText(entries, workbookPart)).root;
  const sheets = childElements(workbook).find((child) => localName(child) === 'sheets');
  if (!sheets) {
    throw new NotSpreadsheetError('the workbook lists no sheets');
  }
  const relationships = relationshipsOf(entries, workbookPart);
  return childElements(sheets).flatMap((sheet, index) => {
    const id = relationshipIdOf(sheet) ?? '';
    const relationship = relationships.find((rel) => rel.id === id);
    if (!relationship?.type.endsWith('/worksheet')) {
      return [];
    }
    return [
      {
        index,
        name: decodeXmlAttribute(attributeOf(sheet, 'name') ?? ''),
        part: resolveTarget(workbookPart, relationship.target),
        relationshipId: id,
      },
    ];
  });
}

/**
 * A copy of the package holding only `sheet` (ECMA-376 Part 1 §18.2): the workbook lists that
 * sheet alone, visible and active; defined names local to it are kept (now local to sheet 0),
 * global names kept unless they read another sheet; other sheets, the calculation chain (it
 * names cells of every sheet) and pivot caches of other sheets are removed; the shared strings
 * keep only the sheet's own, renumbered; a formula that reads another sheet, or a name that was
 * removed, is replaced by its last value; validations and conditional formats that read another
 * sheet are dropped. Styles, theme, drawings, comments and everything else of the sheet are
 * kept byte for byte.
 */
export function keepOnlySheet(
  source: OpcPackage,
  workbookPart: string,
  sheet: WorksheetInfo,
): OpcPackage {
  const entries: OpcPackage = new Map(source);
  const workbookDocument = parseXml(partText(entries, workbookPart));
  const workbookRels = relationshipsOf(entries, workbookPart);
  const sheetReach = reachableFrom(entries, sheet.part);

  const removedNames = new Set<string>();
  const keptCaches = new Set<string>();
  workbookDocument.root = withChildren(
    workbookDocument.root,
    workbookDocument.root.children.flatMap((child): XmlNode[] => {
      if (child.kind !== 'element') {
        return [child];
      }
      switch (localName(child)) {
        case 'sheets':
          return [withChildren(child, onlySheet(child, sheet))];
        case 'bookViews':
          return [withChildren(child, childElements(child).map(firstTabActive))];
        case 'definedNames': {
          const names = childElements(child).filter((name) => {
            const keep = keepDefinedName(name, sheet);
            if (!keep) {
              removedNames.add(decodeXmlAttribute(attributeOf(name, 'name') ?? '').toLowerCase());
            }
            return keep;
          });
          return names.length === 0
            ? []
            : [
                withChildren(
                  child,
                  names.map((name) => localTo(name, sheet)),
                ),
              ];
        }
        case 'pivotCaches': {
          const caches = childElements(child).filter((cache) => {
            const target = workbookRels.find((rel) => rel.id === relationshipIdOf(cache));
            const isOwn =
              target !== undefined && sheetReach.has(resolveTarget(workbookPart, target.target));
            if (isOwn && target) {
              keptCaches.add(target.id);
            }
            return isOwn;
          });
          return caches.length === 0 ? [] : [withChildren(child, caches)];
        }
        default:
          return [child];
      }
    }),
  );
  setPartText(entries, workbookPart, serializeDocument(workbookDocument));

  filterRelationships(entries, workbookPart, (rel) => {
    if (/\/(worksheet|chartsheet|dialogsheet|macrosheet|xlMacrosheet)$/.test(rel.type)) {
      return rel.id === sheet.relationshipId;
    }
    if (rel.type.endsWith('/pivotCacheDefinition')) {
      return keptCaches.has(rel.id);
    }
    return !rel.type.endsWith('/calcChain');
  });
  // The extended properties list every sheet's name (TitlesOfParts); they are optional.
  filterRelationships(entries, '', (rel) => !rel.type.endsWith('/extended-properties'));

  const rewrite: SheetRewrite = { keptSheet: sheet.name, removedNames };
  const strings = workbookRels.find((rel) => rel.type.endsWith('/sharedStrings'));
  const stringsPart = strings ? resolveTarget(workbookPart, strings.target) : undefined;
  const { xml, usedStrings, stringRefs } = rewriteSheet(partText(entries, sheet.part), rewrite);
  setPartText(entries, sheet.part, xml);
  if (stringsPart && entries.has(stringsPart)) {
    const table = renumberStrings(partText(entries, stringsPart), usedStrings, stringRefs);
    setPartText(entries, stringsPart, table);
  }
  removeUnreachableParts(entries);
  return entries;
}

/** Every part reachable from `part` through relationships (its drawings, pivots, comments). */
function reachableFrom(entries: OpcPackage, part: string): Set<string> {
  const found = new Set<string>([part]);
  const pending = [part];
  while (pending.length > 0) {
    const source = pending.pop() as string;
    for (const rel of relationshipsOf(entries, source)) {
      const target = resolveTarget(source, rel.target);
      if (!rel.isExternal && !found.has(target)) {
        found.add(target);
        pending.push(target);
      }
    }
  }
  return found;
}

function onlySheet(sheets: XmlElement, sheet: WorksheetInfo): XmlNode[] {
  return childElements(sheets)
    .filter((child) => relationshipIdOf(child) === sheet.relationshipId)
    .map((child) => withAttribute(child, 'state', undefined));
}

function firstTabActive(view: XmlElement): XmlElement {
  return withAttribute(withAttribute(view, 'activeTab', undefined), 'firstSheet', undefined);
}

function keepDefinedName(name: XmlElement, sheet: WorksheetInfo): boolean {
  const local = attributeOf(name, 'localSheetId');
  if (local !== undefined) {
    return Number(local) === sheet.index;
  }
  const formula = decodeXmlAttribute(name.children.map(serializeXml).join(''));
  return sheetReferences(formula).every(
    (referenced) => referenced.toLowerCase() === sheet.name.toLowerCase(),
  );
}

function localTo(name: XmlElement, _sheet: WorksheetInfo): XmlElement {
  return attributeOf(name, 'localSheetId') === undefined
    ? name
    : withAttribute(name, 'localSheetId', '0');
}

/** The shared strings the sheet uses, in their old order; indices map old to new. */
function renumberStrings(
  xml: string,
  used: ReadonlyMap<number, number>,
  references: number,
): string {
  const document = parseXml(xml);
  const items = childElements(document.root).filter((child) => localName(child) === 'si');
  const kept = [...used.entries()].sort((a, b) => a[1] - b[1]).map(([old]) => items[old]);
  const children = kept.filter((item): item is XmlElement => item !== undefined);
  const others = childElements(document.root).filter((child) => localName(child) !== 'si');
  let root = withChildren(document.root, [...children, ...others]);
  root = withAttribute(root, 'uniqueCount', String(children.length));
  root = withAttribute(root, 'count', String(references));
  return serializeDocument({ ...document, root });
}

function relationshipIdOf(element: XmlElement): string | undefined {
  const match = /\s[\w.-]+:id\s*=\s*"([^"]*)"/.exec(element.open);
  return match?.[1];
}

function localName(element: XmlElement): string {
  return element.name.slice(element.name.indexOf(':') + 1);
}
