import { posix } from 'node:path';

import {
  OFFICE_ZIP_LIMITS as DOCUMENT_OFFICE_ZIP_LIMITS,
  readZip,
  type ZipLimits,
} from '@folio/documents';
import { zipSync, type ZipOptions } from 'fflate';

import { attributeOf, childElements, parseXml, serializeDocument, withChildren } from './xml-tree';

/**
 * An Open Packaging Conventions package (DOCX, XLSX, PPTX): its ZIP entries by name, in the
 * order of the archive. Parts are edited as bytes; `writePackage` zips them back.
 */
export type OpcPackage = Map<string, Uint8Array>;

/** One relationship of a `.rels` part. */
export type Relationship = { id: string; type: string; target: string; isExternal: boolean };

/**
 * The limits office containers are read under: the ones `@folio/documents` applies before its
 * readers inflate a DOCX or XLSX, with a time limit for the whole read.
 */
export const OFFICE_ZIP_LIMITS: ZipLimits = { ...DOCUMENT_OFFICE_ZIP_LIMITS, timeoutMs: 60_000 };

/** Reads every entry of an office container under {@link OFFICE_ZIP_LIMITS}. */
export async function readPackage(bytes: Uint8Array): Promise<OpcPackage> {
  const entries: OpcPackage = new Map();
  await readZip(bytes, OFFICE_ZIP_LIMITS, async (entry, content) => {
    const chunks: Buffer[] = [];
    for await (const chunk of content) {
      chunks.push(chunk as Buffer);
    }
    entries.set(entry.name, new Uint8Array(Buffer.concat(chunks)));
  });
  return entries;
}

// Formats that are compressed already: stored, not deflated again.
const STORED = /\.(png|jpe?g|gif|tiff?|wdp|emf\.gz|zip|mp3|mp4|m4a|bin)$/i;

/** Zips a package back, `[Content_Types].xml` first as Office writes it. */
export function writePackage(entries: OpcPackage): Uint8Array {
  const files: Record<string, [Uint8Array, ZipOptions]> = {};
  const names = [...entries.keys()].sort(
    (a, b) => Number(b === CONTENT_TYPES) - Number(a === CONTENT_TYPES),
  );
  for (const name of names) {
    files[name] = [entries.get(name) as Uint8Array, { level: STORED.test(name) ? 0 : 6 }];
  }
  return zipSync(files);
}

export const CONTENT_TYPES = '[Content_Types].xml';

/** The text of a part ('' when absent). */
export function partText(entries: OpcPackage, name: string): string {
  const bytes = entries.get(name);
  return bytes ? Buffer.from(bytes).toString('utf8') : '';
}

export function setPartText(entries: OpcPackage, name: string, text: string): void {
  entries.set(name, new Uint8Array(Buffer.from(text, 'utf8')));
}

/** The `.rels` part of `partName` ('' for the package's own, `_rels/.rels`). */
export function relsPathOf(partName: string): string {
  return posix.join(posix.dirname(partName), '_rels', `${posix.basename(partName)}.rels`);
}

/** The relationships `partName` declares, in order. */
export function relationshipsOf(entries: OpcPackage, partName: string): Relationship[] {
  const text = partText(entries, relsPathOf(partName));
  if (text === '') {
    return [];
  }
  return childElements(parseXml(text).root).map((element) => ({
    id: attributeOf(element, 'Id') ?? '',
    type: attributeOf(element, 'Type') ?? '',
    target: decodeXmlAttribute(attributeOf(element, 'Target') ?? ''),
    isExternal: attributeOf(element, 'TargetMode') === 'External',
  }));
}

/** Keeps only the relationships of `partName` that `keep` accepts. */
export function filterRelationships(
  entries: OpcPackage,
  partName: string,
  keep: (relationship: Relationship) => boolean,
): void {
  const path = relsPathOf(partName);
  const text = partText(entries, path);
  if (text === '') {
    return;
  }
  const document = parseXml(text);
  const kept = new Set(
    relationshipsOf(entries, partName)
      .filter(keep)
      .map((relationship) => relationship.id),
  );
  document.root = withChildren(
    document.root,
    document.root.children.filter(
      (node) => node.kind !== 'element' || kept.has(attributeOf(node, 'Id') ?? ''),
    ),
  );
  setPartText(entries, path, serializeDocument(document));
}

/** The part a relationship of `sourcePart` points at (targets are relative to its folder). */
export function resolveTarget(sourcePart: string, target: string): string {
  const resolved = target.startsWith('/')
    ? posix.normalize(target)
    : posix.join(posix.dirname(sourcePart), target);
  return resolved.replace(/^\/+/, '');
}

/** The main part of the package (`word/document.xml`, `xl/workbook.xml`...), if any. */
export function mainPartOf(entries: OpcPackage): string | undefined {
  const main = relationshipsOf(entries, '').find(
    (relationship) => relationship.type.endsWith('/officeDocument') && !relationship.isExternal,
  );
  return main ? resolveTarget('', main.target) : undefined;
}

/**
 * Removes every part no relationship reaches any more (from `_rels/.rels`, following internal
 * targets), the `.rels` of removed parts, and their `[Content_Types].xml` overrides: what a
 * split leaves behind (another section's images, another sheet's drawings) is not shipped.
 */
export function removeUnreachableParts(entries: OpcPackage): void {
  const reachable = new Set<string>([CONTENT_TYPES]);
  const lowerNames = new Map([...entries.keys()].map((name) => [name.toLowerCase(), name]));
  const pending = [''];
  while (pending.length > 0) {
    const source = pending.pop() as string;
    const rels = relsPathOf(source);
    if (entries.has(rels)) {
      reachable.add(rels);
    }
    for (const relationship of relationshipsOf(entries, source)) {
      if (relationship.isExternal) {
        continue;
      }
      // Part names are case-insensitive (OPC §9.1.1.1), and may be percent-encoded in targets.
      const resolved = resolveTarget(source, relationship.target).toLowerCase();
      const target = lowerNames.get(resolved) ?? lowerNames.get(safeDecodeUri(resolved));
      if (target !== undefined && !reachable.has(target)) {
        reachable.add(target);
        pending.push(target);
      }
    }
  }
  for (const name of [...entries.keys()]) {
    if (!reachable.has(name) && !name.endsWith('/')) {
      entries.delete(name);
    }
  }
  const types = parseXml(partText(entries, CONTENT_TYPES));
  types.root = withChildren(
    types.root,
    types.root.children.filter((node) => {
      if (node.kind !== 'element' || !node.name.endsWith('Override')) {
        return true;
      }
      const part = (attributeOf(node, 'PartName') ?? '').replace(/^\/+/, '').toLowerCase();
      return lowerNames.has(part) && reachable.has(lowerNames.get(part) as string);
    }),
  );
  setPartText(entries, CONTENT_TYPES, serializeDocument(types));
}

function safeDecodeUri(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `&amp;` and the other predefined entities of an attribute value, decoded. */
export function decodeXmlAttribute(value: string): string {
  return value.replace(/&(lt|gt|quot|apos|amp|#x[0-9a-f]+|#\d+);/gi, (_, entity: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
    const code = /^#x/i.test(entity)
      ? Number.parseInt(entity.slice(2), 16)
      : entity.startsWith('#')
        ? Number(entity.slice(1))
        : undefined;
    if (code === undefined) {
      return named[entity.toLowerCase()] ?? '';
    }
    return code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}
