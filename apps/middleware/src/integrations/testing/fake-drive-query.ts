/** A file of the fake Drive. */
export type FakeDriveFile = {
  id: string;
  name: string;
  mimeType: string;
  parents: string[];
  modifiedTime: string;
  trashed: boolean;
  /** Stored bytes (none for folders and Google documents). */
  content?: Buffer;
  /** A Google document's exports by MIME type. */
  exports?: Record<string, Buffer>;
};

type Clause = (file: FakeDriveFile) => boolean;

const literal = String.raw`'((?:[^'\\]|\\.)*)'`;
const unescape = (value: string) => value.replace(/\\(.)/g, '$1');

/**
 * The subset of Drive's query language (developers.google.com/drive/api/guides/search-files)
 * that Folio sends: clauses joined by `and` of `name contains '…'`, `'…' in parents`,
 * `trashed = true|false`, `mimeType = '…'` and `mimeType != '…'`. Anything else is a 400, as
 * Drive answers an invalid query.
 */
export function parseDriveQuery(q: string): Clause[] | undefined {
  const clauses: Clause[] = [];
  for (const part of q.split(/\s+and\s+/i).filter((each) => each.trim() !== '')) {
    const text = part.trim();
    let match: RegExpExecArray | null;
    if ((match = new RegExp(`^name contains ${literal}$`).exec(text))) {
      const needle = unescape(match[1] ?? '').toLowerCase();
      clauses.push((file) => file.name.toLowerCase().includes(needle));
    } else if ((match = new RegExp(`^${literal} in parents$`).exec(text))) {
      const parent = unescape(match[1] ?? '');
      clauses.push((file) => file.parents.includes(parent));
    } else if ((match = /^trashed = (true|false)$/.exec(text))) {
      const trashed = match[1] === 'true';
      clauses.push((file) => file.trashed === trashed);
    } else if ((match = new RegExp(`^mimeType (!?=) ${literal}$`).exec(text))) {
      const mimeType = unescape(match[2] ?? '');
      const isEqual = match[1] === '=';
      clauses.push((file) => (file.mimeType === mimeType) === isEqual);
    } else {
      return undefined;
    }
  }
  return clauses;
}

const FOLDER = 'application/vnd.google-apps.folder';

/** Drive's orderBy keys Folio uses: `modifiedTime desc`, `folder`, `name`. */
export function sortDriveFiles(files: FakeDriveFile[], orderBy: string): FakeDriveFile[] {
  const keys = orderBy
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  return [...files].sort((a, b) => {
    for (const key of keys) {
      const [field, direction] = key.split(/\s+/);
      const sign = direction === 'desc' ? -1 : 1;
      let order = 0;
      if (field === 'folder') {
        order = Number(b.mimeType === FOLDER) - Number(a.mimeType === FOLDER);
      } else if (field === 'name') {
        order = a.name.localeCompare(b.name);
      } else if (field === 'modifiedTime') {
        order = a.modifiedTime.localeCompare(b.modifiedTime);
      }
      if (order !== 0) {
        return order * sign;
      }
    }
    return 0;
  });
}

/** A Drive File resource with only the `fields` asked (`files(id,name)` or `id,name`). */
export function pickFields(file: FakeDriveFile, fields: string | null): Record<string, unknown> {
  const resource: Record<string, unknown> = {
    kind: 'drive#file',
    id: file.id,
    name: file.name,
    mimeType: file.mimeType,
    parents: file.parents,
    modifiedTime: file.modifiedTime,
    trashed: file.trashed,
    ...(file.content ? { size: String(file.content.length) } : {}),
  };
  const inner = fields ? (/files\(([^)]*)\)/.exec(fields)?.[1] ?? fields) : 'id,name,mimeType,kind';
  const wanted = new Set(inner.split(',').map((field) => field.trim()));
  if (wanted.has('*')) {
    return resource;
  }
  return Object.fromEntries(Object.entries(resource).filter(([key]) => wanted.has(key)));
}
