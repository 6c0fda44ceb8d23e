import { createHash, randomUUID } from 'node:crypto';

import type { MiddlewareComponents } from '@folio/sdk';

type StoredFile = MiddlewareComponents['schemas']['StoredFile'];
type Folder = MiddlewareComponents['schemas']['Folder'];

const error = (status: number, errorCode: string, errorMessage: string, detail?: unknown) =>
  Response.json({ errorCode, errorMessage, ...(detail ? { detail } : {}) }, { status });

const SYSTEM = ['all', 'chatbot', 'extractor', 'uploads'] as const;

/** The limits the fake announces in its public config. */
export const FAKE_LIMITS = {
  zipMaxFiles: 100,
  zipMaxPagesPerFile: 50,
  zipMaxTotalPages: 1000,
  zipMaxExpandedBytes: 1024 ** 3,
  zipMaxEntryRatio: 200,
  uploadMaxFileBytes: 1024 * 1024,
  uploadAllowedTypes: ['pdf', 'txt', 'md', 'png'],
  chatMaxFiles: 4,
};

/**
 * The storage calls of the middleware (SPEC §7) in memory, as an injected fetch for the CLI's
 * tests: folders, files with their bytes, listing pages (the cursor is an offset), upload by
 * form, bulk delete and move, copy, metadata, downloads, and both searches (a content hit is any
 * file whose text holds the query). `requests` records `METHOD path` of each call.
 */
export function fakeStorage(user: string) {
  const now = '2024-01-31T10:00:00.000Z';
  const limits = { ...FAKE_LIMITS, uploadAllowedTypes: [...FAKE_LIMITS.uploadAllowedTypes] };
  const folders: Folder[] = SYSTEM.map((kind) => ({
    topico: kind,
    color: 'blue',
    item_count: 0,
    size: 0,
    status: 'active',
    system: true,
    system_kind: kind,
    created_at: now,
  }));
  const files: Array<StoredFile & { bytes: Uint8Array }> = [];
  const requests: string[] = [];
  /** Uploads holding a file of this name are refused with this error (the server's content check). */
  let refused: { name: string; errorCode: string; status: number } | undefined;

  const findFolder = (name: string) =>
    folders.find((folder) => folder.topico.toLowerCase() === name.toLowerCase());
  const findFile = (blobName: string) =>
    files.find((file) => file.blob_name.toLowerCase() === blobName.toLowerCase());
  const view = ({ bytes: _bytes, ...file }: StoredFile & { bytes: Uint8Array }): StoredFile => file;
  const freeName = (topico: string, filename: string) => {
    const dot = filename.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [filename.slice(0, dot), filename.slice(dot)] : [filename, ''];
    let candidate = filename;
    for (let n = 1; findFile(`${topico}/${candidate}`); n += 1) {
      candidate = `${stem} (${n})${ext}`;
    }
    return candidate;
  };
  const store = (topico: string, filename: string, bytes: Uint8Array, replace: boolean) => {
    const existing = findFile(`${topico}/${filename}`);
    if (existing && replace) {
      files.splice(files.indexOf(existing), 1);
    }
    const name = existing && !replace ? freeName(topico, filename) : filename;
    const file: StoredFile & { bytes: Uint8Array } = {
      id: randomUUID(),
      blob_name: `${topico}/${name}`,
      filename: name,
      topico,
      kind: 'document',
      mime_type: 'application/octet-stream',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      tags: [],
      description: null,
      access_count: 0,
      index_status: 'indexed',
      index_error: null,
      created_at: now,
      updated_at: now,
      bytes,
    };
    files.push(file);
    return file;
  };

  const handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const query = url.searchParams;
    requests.push(`${request.method} ${path}`);
    if (path === '/config') {
      return Response.json({ version: '1', limits });
    }
    if (!request.headers.get('authorization')) {
      return error(401, 'UNAUTHORIZED', 'no token');
    }
    switch (`${request.method} ${path}`) {
      case 'GET /storage/folders/by-user':
        return Response.json({
          success: true,
          data: folders.map((folder) => {
            const inside = files.filter((file) => file.topico === folder.topico);
            return {
              ...folder,
              item_count: inside.length,
              size: inside.reduce((sum, file) => sum + file.size, 0),
            };
          }),
        });
      case 'POST /storage/folders': {
        const body = (await request.json()) as { topico: string; color?: Folder['color'] };
        if (findFolder(body.topico)) {
          return error(409, 'FOLDER_NAME_EXISTS', 'exists');
        }
        const folder: Folder = {
          topico: body.topico,
          color: body.color ?? 'blue',
          item_count: 0,
          size: 0,
          status: 'active',
          system: false,
          created_at: now,
        };
        folders.push(folder);
        return Response.json({ success: true, data: folder }, { status: 201 });
      }
      case 'DELETE /storage/folders': {
        const folder = findFolder(query.get('topico') ?? '');
        if (!folder) {
          return error(404, 'RESOURCE_NOT_FOUND', 'no folder');
        }
        if (folder.system) {
          return error(403, 'SYSTEM_FOLDER_PROTECTED', 'system');
        }
        folders.splice(folders.indexOf(folder), 1);
        return Response.json({ success: true });
      }
      case 'PUT /storage/folders/rename': {
        const folder = findFolder(query.get('topico_antiguo') ?? '');
        if (!folder) {
          return error(404, 'RESOURCE_NOT_FOUND', 'no folder');
        }
        folder.topico = query.get('topico_nuevo') ?? '';
        return Response.json({ success: true, data: folder });
      }
      case 'GET /storage/usage': {
        if (query.get('user') !== user) {
          return error(403, 'FORBIDDEN', 'not you');
        }
        const usageOf = (kept: readonly StoredFile[]) => ({
          files: kept.length,
          bytes: kept.reduce((sum, file) => sum + file.size, 0),
        });
        const kinds = ['document', 'image', 'video', 'audio', 'archive', 'other'] as const;
        return Response.json({
          success: true,
          data: {
            total: usageOf(files),
            by_kind: Object.fromEntries(
              kinds.map((kind) => [kind, usageOf(files.filter((file) => file.kind === kind))]),
            ),
          },
        });
      }
      case 'GET /storage/files': {
        const topico = query.get('topico');
        const all = files.filter((file) => topico === null || file.topico === topico);
        const offset = Number(query.get('cursor') ?? '0');
        const limit = Number(query.get('limit') ?? '50');
        const items = all.slice(offset, offset + limit).map(view);
        const next = offset + limit < all.length ? String(offset + limit) : null;
        return Response.json({
          success: true,
          data: { items, total: all.length, next_cursor: next },
        });
      }
      case 'POST /storage/upload': {
        const form = await request.formData();
        const json = JSON.parse(form.get('json_data') as string) as {
          user: string;
          topico?: string;
          replace?: boolean;
        };
        if (json.user !== user) {
          return error(403, 'FORBIDDEN', 'not you');
        }
        const topico = json.topico ?? 'uploads';
        const parts = form.getAll('file') as File[];
        if (refused && parts.some((part) => part.name === refused?.name)) {
          return error(refused.status, refused.errorCode, `${refused.name} refused`, {
            file: refused.name,
          });
        }
        const stored = [];
        for (const part of parts) {
          const bytes = new Uint8Array(await part.arrayBuffer());
          stored.push(view(store(topico, part.name, bytes, json.replace === true)));
        }
        return Response.json(
          { success: true, data: { total_archivos: stored.length, archivos: stored } },
          { status: 201 },
        );
      }
      case 'POST /storage/files/delete': {
        const body = (await request.json()) as { blob_names: string[] };
        const found = body.blob_names.map(findFile);
        if (found.some((file) => file === undefined)) {
          return error(404, 'RESOURCE_NOT_FOUND', 'no file');
        }
        for (const file of found) {
          files.splice(files.indexOf(file as (typeof files)[number]), 1);
        }
        return Response.json({ success: true, count: found.length });
      }
      case 'PUT /storage/files/move': {
        const body = (await request.json()) as { blob_names: string[]; topico: string };
        const moved = body.blob_names.map((name) => {
          const file = findFile(name);
          if (!file) {
            throw new Error(`no ${name}`);
          }
          file.topico = body.topico;
          file.blob_name = `${body.topico}/${file.filename}`;
          return view(file);
        });
        return Response.json({ success: true, data: { items: moved, total: moved.length } });
      }
      case 'POST /storage/files/copy': {
        const body = (await request.json()) as { source_blob: string; destination_blob: string };
        const source = findFile(body.source_blob);
        if (!source) {
          return error(404, 'RESOURCE_NOT_FOUND', 'no file');
        }
        const [topico = '', filename = ''] = body.destination_blob.split('/');
        return Response.json(
          { success: true, data: view(store(topico, filename, source.bytes, false)) },
          { status: 201 },
        );
      }
      case 'GET /storage/files/info': {
        const file = findFile(query.get('blob_name') ?? '');
        return file
          ? Response.json({ success: true, data: view(file) })
          : error(404, 'RESOURCE_NOT_FOUND', 'no file');
      }
      case 'PUT /storage/files/metadata': {
        const body = (await request.json()) as {
          blob_name: string;
          tags?: string[];
          description?: string | null;
        };
        const file = findFile(body.blob_name);
        if (!file) {
          return error(404, 'RESOURCE_NOT_FOUND', 'no file');
        }
        if (body.tags) {
          file.tags = body.tags;
        }
        if (body.description !== undefined) {
          file.description = body.description;
        }
        return Response.json({ success: true, data: view(file) });
      }
      case 'GET /storage/files/download': {
        const file = findFile(`${query.get('topico')}/${query.get('filename')}`);
        return file
          ? new Response(file.bytes, { headers: { 'content-length': String(file.size) } })
          : error(404, 'RESOURCE_NOT_FOUND', 'no file');
      }
      case 'POST /storage/files/download-zip': {
        const body = (await request.json()) as { blob_names: string[] };
        return new Response(`ZIP:${body.blob_names.join(',')}`, {
          headers: { 'content-type': 'application/zip' },
        });
      }
      case 'GET /storage/files/search': {
        const pattern = (query.get('pattern') ?? '').toLowerCase();
        const items = files.filter((file) => file.filename.toLowerCase().includes(pattern));
        return Response.json({
          success: true,
          data: { items: items.map(view), total: items.length },
        });
      }
      case 'POST /storage/search': {
        const form = await request.formData();
        const json = JSON.parse(form.get('json_data') as string) as {
          prompt: string;
          topico: string;
        };
        const results = files
          .filter((file) => json.topico === 'BUSQUEDA_GLOBAL' || file.topico === json.topico)
          .filter((file) => new TextDecoder().decode(file.bytes).includes(json.prompt))
          .map((file) => ({
            file: view(file),
            page: 1,
            snippet: `… the <mark>${json.prompt}</mark> is here …`,
            rank: 1,
          }));
        return Response.json({
          success: true,
          data: { query: json.prompt, topico: json.topico, results },
        });
      }
      default:
        return error(404, 'ENDPOINT_NOT_FOUND', `${request.method} ${path}`);
    }
  };

  return {
    requests,
    /** The limits of the public config; tests may change them. */
    limits,
    folders,
    files,
    fetch: handle,
    /** Adds a stored file directly, as if uploaded before. */
    seed: (topico: string, filename: string, text: string) =>
      view(store(topico, filename, new TextEncoder().encode(text), false)),
    /** Every upload holding a file of this name is refused with this code, nothing kept. */
    refuseFile: (name: string, errorCode: string, status: number) => {
      refused = { name, errorCode, status };
    },
  };
}
