import type { FakeRoute } from '../../../testing/fixtures';
import {
  FILE_KINDS,
  type Folder,
  type Preview,
  type SearchHit,
  type StoredFile,
} from '../storage-types';

const NOW = '2025-03-14T10:00:00Z';

/** A stored file as the server would list it, with the given fields. */
export function storedFile(filename: string, fields: Partial<StoredFile> = {}): StoredFile {
  const topico = fields.topico ?? 'uploads';
  return {
    id: `id-${topico}-${filename}`,
    blob_name: `${topico}/${filename}`,
    filename,
    topico,
    kind: 'document',
    category: null,
    config_name: null,
    mime_type: 'application/pdf',
    size: 2048,
    tags: [],
    description: null,
    access_count: 0,
    index_status: 'indexed',
    index_error: null,
    created_at: NOW,
    updated_at: NOW,
    ...fields,
  };
}

/** A folder as the server lists it; system folders carry their kind. */
export function folder(topico: string, fields: Partial<Folder> = {}): Folder {
  return {
    topico,
    descripcion: null,
    color: 'blue',
    item_count: 0,
    size: 0,
    status: 'active',
    system: false,
    created_at: NOW,
    ...fields,
  };
}

const SYSTEM_FOLDERS: Folder[] = (['all', 'chatbot', 'extractor', 'uploads'] as const).map((kind) =>
  folder(kind, { system: true, system_kind: kind, color: 'gray' }),
);

const json = (body: unknown, status = 200) => Response.json(body, { status });

/**
 * The fields and files of a multipart body, read from its text: jsdom's File parts do not survive
 * undici's own `formData()` parser, which the browser's would read fine.
 */
export function readMultipart(body: string) {
  const fields = new Map<string, string>();
  const files: Array<{ name: string; size: number; text: string }> = [];
  const boundary = /^--(\S+)/.exec(body)?.[1] ?? '';
  for (const part of body.split(`--${boundary}`)) {
    const [head = '', ...rest] = part.split('\r\n\r\n');
    const content = rest.join('\r\n\r\n').replace(/\r\n$/, '');
    const name = /name="([^"]*)"/.exec(head)?.[1];
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    if (filename !== undefined) {
      files.push({ name: filename, size: new TextEncoder().encode(content).length, text: content });
    } else if (name !== undefined) {
      fields.set(name, content);
    }
  }
  return { fields, files };
}

/**
 * An in-memory storage server behind the fake middleware: folders and files of one user, with the
 * calls the files screen makes (openapi tag `storage`). Previews and search hits are set by tests.
 */
export function createFakeStorage(initial: { folders?: Folder[]; files?: StoredFile[] } = {}) {
  const state = {
    folders: [...SYSTEM_FOLDERS, ...(initial.folders ?? [])],
    files: [...(initial.files ?? [])],
    previews: new Map<string, Preview>(),
    hits: [] as SearchHit[],
  };
  const withCounts = () =>
    state.folders.map((entry) => ({
      ...entry,
      item_count:
        entry.system_kind === 'all'
          ? state.files.length
          : state.files.filter((file) => file.topico === entry.topico).length,
    }));
  const byBlob = (names: string[]) => state.files.filter((file) => names.includes(file.blob_name));
  let uploads = 0;

  const routes: Record<string, FakeRoute> = {
    'GET /api/storage/folders/by-user': () => json({ success: true, data: withCounts() }),
    'GET /api/storage/files': (request) => {
      const query = new URL(request.url).searchParams;
      const topico = query.get('topico') ?? 'all';
      const q = query.get('q')?.toLowerCase();
      const kind = query.get('kind');
      const items = state.files.filter(
        (file) =>
          (topico === 'all' || file.topico === topico) &&
          (!q || file.filename.toLowerCase().includes(q)) &&
          (!kind || file.kind === kind),
      );
      return json({ success: true, data: { items, total: items.length, next_cursor: null } });
    },
    'GET /api/storage/usage': () => {
      const usageOf = (files: StoredFile[]) => ({
        files: files.length,
        bytes: files.reduce((sum, file) => sum + file.size, 0),
      });
      const byKind = Object.fromEntries(
        FILE_KINDS.map((kind) => [kind, usageOf(state.files.filter((file) => file.kind === kind))]),
      );
      return json({ success: true, data: { total: usageOf(state.files), by_kind: byKind } });
    },
    'POST /api/storage/upload': async (request) => {
      const { fields, files } = readMultipart(await request.text());
      const context = JSON.parse(fields.get('json_data') ?? '{}') as { topico?: string };
      // Each upload its own id, as the server gives: jsdom sends every part as `blob` (see
      // `readMultipart`), so an id made of the name would repeat in the list.
      const stored = files.map((file) =>
        storedFile(file.name, {
          id: `id-upload-${(uploads += 1)}`,
          topico: context.topico ?? 'uploads',
          size: file.size,
        }),
      );
      state.files.push(...stored);
      return json(
        { success: true, data: { total_archivos: stored.length, archivos: stored } },
        201,
      );
    },
    'POST /api/storage/files/delete': async (request) => {
      const { blob_names } = (await request.json()) as { blob_names: string[] };
      state.files = state.files.filter((file) => !blob_names.includes(file.blob_name));
      return json({ success: true, count: blob_names.length });
    },
    'PUT /api/storage/files/move': async (request) => {
      const body = (await request.json()) as { blob_names: string[]; topico: string };
      const moved = byBlob(body.blob_names).map((file) => ({
        ...file,
        topico: body.topico,
        blob_name: `${body.topico}/${file.filename}`,
      }));
      state.files = [
        ...state.files.filter((file) => !body.blob_names.includes(file.blob_name)),
        ...moved,
      ];
      return json({ success: true, data: { items: moved, total: moved.length } });
    },
    'PUT /api/storage/files/metadata': async (request) => {
      const body = (await request.json()) as { blob_name: string; tags: string[] };
      const [file] = byBlob([body.blob_name]);
      return json({ success: true, data: { ...file, tags: body.tags } });
    },
    'POST /api/storage/folders': async (request) => {
      const body = (await request.json()) as { topico: string };
      state.folders.push(folder(body.topico));
      return json({ success: true, data: folder(body.topico) }, 201);
    },
    'PUT /api/storage/folders': async (request) => {
      const body = (await request.json()) as Pick<Folder, 'topico' | 'color' | 'descripcion'>;
      state.folders = state.folders.map((entry) =>
        entry.topico === body.topico
          ? { ...entry, color: body.color, descripcion: body.descripcion ?? null }
          : entry,
      );
      return json({ success: true, data: folder(body.topico) });
    },
    'DELETE /api/storage/folders': (request) => {
      const topico = new URL(request.url).searchParams.get('topico');
      state.folders = state.folders.filter((entry) => entry.topico !== topico);
      state.files = state.files.filter((file) => file.topico !== topico);
      return json({ success: true, count: 1 });
    },
    'PUT /api/storage/folders/rename': (request) => {
      const query = new URL(request.url).searchParams;
      const from = query.get('topico_antiguo');
      const to = query.get('topico_nuevo') ?? '';
      state.folders = state.folders.map((entry) =>
        entry.topico === from ? { ...entry, topico: to } : entry,
      );
      return json({ success: true, data: folder(to) });
    },
    'POST /api/storage/files/preview': async (request) => {
      const { nombre_archivo } = (await request.json()) as { nombre_archivo: string };
      const [file] = byBlob([nombre_archivo]);
      const preview = state.previews.get(nombre_archivo) ?? { kind: 'none', file };
      return json({ success: true, data: preview });
    },
    'GET /api/storage/files/download': (request) => {
      const filename = new URL(request.url).searchParams.get('filename') ?? 'archivo';
      return new Response(new Blob(['bytes']), {
        headers: { 'content-disposition': `attachment; filename="${filename}"` },
      });
    },
    'POST /api/storage/files/download-zip': () =>
      new Response(new Blob(['PK']), {
        headers: { 'content-disposition': 'attachment; filename="archivos.zip"' },
      }),
    'POST /api/storage/search': () =>
      json({ success: true, data: { query: 'q', topico: 'BUSQUEDA_GLOBAL', results: state.hits } }),
  };
  return { state, routes };
}
