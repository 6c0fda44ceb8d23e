/**
 * The ids Folio gives SharePoint's places (opaque to clients, CloudItem.id): a site, a document
 * library (a Graph drive) or an item of a library. Graph needs the drive beside an item's id.
 */
export type GraphPlace =
  | { kind: 'site'; siteId: string }
  | { kind: 'drive'; driveId: string }
  | { kind: 'item'; driveId: string; itemId: string };

export function placeId(place: GraphPlace): string {
  switch (place.kind) {
    case 'site':
      return `site:${place.siteId}`;
    case 'drive':
      return `drive:${place.driveId}`;
    case 'item':
      return `item:${place.driveId}:${place.itemId}`;
  }
}

/** The place an id names, or undefined for an id Folio never gave. */
export function parsePlaceId(id: string): GraphPlace | undefined {
  const [kind, first, ...rest] = id.split(':');
  if (kind === 'site' && first) {
    return { kind: 'site', siteId: [first, ...rest].join(':') };
  }
  if (kind === 'drive' && first && rest.length === 0) {
    return { kind: 'drive', driveId: first };
  }
  if (kind === 'item' && first && rest.length === 1 && rest[0]) {
    return { kind: 'item', driveId: first, itemId: rest[0] };
  }
  return undefined;
}
