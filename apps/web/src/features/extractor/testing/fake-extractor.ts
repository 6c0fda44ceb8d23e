import type { Configuration, ExtractedDocument, Run } from '@folio/core';

import type { FakeRoute } from '../../../testing/fixtures';

const NOW = '2025-03-05T10:00:00Z';

const json = (body: unknown, status = 200) => Response.json(body, { status });

const error = (status: number, errorCode: string, detail?: unknown) =>
  json({ errorCode, errorMessage: `${errorCode} from the fake server`, detail }, status);

/** A configuration as the server lists it. */
export function configuration(name: string, fields: Partial<Configuration> = {}): Configuration {
  return {
    id: `config-${name}`,
    name,
    document_type: 'invoice',
    prompt: null,
    model: null,
    example_file_id: 'file-1',
    attributes: [
      { name: 'Invoice No', type: 'simple', placement: 'header', required: true },
      { name: 'Date', type: 'date', placement: 'header', required: false },
      { name: 'Total', type: 'number', placement: 'header', required: true },
      { name: 'Description', type: 'text', placement: 'detail', required: false },
      { name: 'Amount', type: 'number', placement: 'detail', required: false },
    ],
    created_at: NOW,
    updated_at: NOW,
    last_run_at: null,
    document_count: 0,
    ...fields,
  };
}

/** An extracted invoice as the server answers it, with where each value was found. */
export function extractedDocument(
  id: string,
  fields: Partial<ExtractedDocument> = {},
): ExtractedDocument {
  return {
    document_id: id,
    config_name: 'Facturas',
    run_id: 'run-1',
    file_id: `file-${id}`,
    file_name: `${id}.pdf`,
    pages: 1,
    state: 'not_verified',
    headers: {
      'Invoice No': { value: 'INV-001', raw: 'INV-001', page: 1, box: [72, 72, 144, 86] },
      Date: { value: '2025-03-05', raw: '05/03/2025', page: 1, box: [72, 100, 144, 114] },
      Total: { value: 121, raw: '121.00 EUR', page: 1, box: [400, 700, 500, 714] },
    },
    items: [
      {
        Description: { value: 'Chairs', page: 1, box: [72, 300, 200, 314] },
        Amount: { value: 100, page: 1, box: [400, 300, 460, 314] },
      },
    ],
    available_fields: {
      headers: ['Invoice No', 'Date', 'Total'],
      details: ['Description', 'Amount'],
    },
    warnings: [],
    created_at: NOW,
    ...fields,
  };
}

/**
 * The fields and files of a multipart body, read from its text: jsdom's File parts do not survive
 * undici's own `formData()` parser, which the browser's would read fine.
 */
export function readMultipart(body: string) {
  const fields = new Map<string, string>();
  const files: Array<{ name: string; size: number }> = [];
  const boundary = /^--(\S+)/.exec(body)?.[1] ?? '';
  for (const part of body.split(`--${boundary}`)) {
    const [head = '', ...rest] = part.split('\r\n\r\n');
    const content = rest.join('\r\n\r\n').replace(/\r\n$/, '');
    const name = /name="([^"]*)"/.exec(head)?.[1];
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    if (filename !== undefined) {
      files.push({ name: filename, size: new TextEncoder().encode(content).length });
    } else if (name !== undefined) {
      fields.set(name, content);
    }
  }
  return { fields, files };
}

/** The `json_data` of a multipart body, parsed. */
export async function jsonDataOf(request: Request): Promise<Record<string, unknown>> {
  const { fields } = readMultipart(await request.text());
  return JSON.parse(fields.get('json_data') ?? '{}') as Record<string, unknown>;
}

/**
 * A run as getRun answers it: `done` of `total` documents finished. A cancelled run (cancelRun)
 * keeps its done documents; the others failed with RUN_CANCELLED.
 */
export function runOf(
  documents: readonly ExtractedDocument[],
  done: number,
  options: { cancelled?: boolean } = {},
): Run {
  const isCancelled = options.cancelled === true && done < documents.length;
  return {
    run_id: 'run-1',
    config_name: 'Facturas',
    status: isCancelled ? 'cancelled' : done >= documents.length ? 'succeeded' : 'running',
    total: documents.length,
    done,
    failed: isCancelled ? documents.length - done : 0,
    documents: documents.map((document, index) => ({
      document_id: document.document_id,
      file_name: document.file_name,
      ...(index < done
        ? { status: 'done' as const, state: document.state }
        : isCancelled
          ? { status: 'failed' as const, error: 'RUN_CANCELLED' }
          : { status: index === done ? ('running' as const) : ('queued' as const) }),
    })),
    created_at: NOW,
  };
}

/**
 * An in-memory extractor behind the fake middleware (contract tags `extractor` and `docdb`): the
 * user's configurations, the documents of one run, and the calls the extractor screens make.
 * `refusals` makes a route answer an error once; `requests` are kept by the fake server.
 */
export function createFakeExtractor(
  initial: { configurations?: Configuration[]; documents?: ExtractedDocument[] } = {},
) {
  const state = {
    configurations: [...(initial.configurations ?? [])],
    documents: [...(initial.documents ?? [])],
    /** How many of the run's documents getRun reports done; each read adds one. */
    runReads: 0,
    /** The most documents getRun reports done: lower it to keep the run working. */
    runLimit: Number.POSITIVE_INFINITY,
    /** Whether the run was cancelled (cancelRun). */
    runCancelled: false,
    refusals: new Map<string, Response>(),
  };
  const refusalOf = (route: string) => {
    const refusal = state.refusals.get(route);
    state.refusals.delete(route);
    return refusal;
  };
  const guarded =
    (route: string, handler: FakeRoute): FakeRoute =>
    (request) =>
      refusalOf(route) ?? handler(request);

  /** A new run of the documents, none done yet. */
  const startRun: FakeRoute = () => {
    state.runReads = 0;
    state.runCancelled = false;
    return json({ success: true, data: runOf(state.documents, 0) }, 202);
  };

  const routes: Record<string, FakeRoute> = {
    'GET /api/extractor/configurations': () => json({ success: true, data: state.configurations }),
    'GET /api/extractor/configurations/one': (request) => {
      const name = new URL(request.url).searchParams.get('config_name');
      const found = state.configurations.find((entry) => entry.name === name);
      return found ? json({ success: true, data: found }) : error(404, 'RESOURCE_NOT_FOUND');
    },
    'POST /api/extractor/configurations': guarded(
      'POST /api/extractor/configurations',
      async (request) => {
        const body = (await request.json()) as { configuration: Configuration };
        if (state.configurations.some((entry) => entry.name === body.configuration.name)) {
          return error(409, 'CONFIGURATION_NAME_EXISTS');
        }
        const saved = configuration(body.configuration.name, body.configuration);
        state.configurations.push(saved);
        return json({ success: true, data: saved });
      },
    ),
    'DELETE /api/extractor/configurations': async (request) => {
      const { id } = (await request.json()) as { id: string };
      state.configurations = state.configurations.filter((entry) => entry.id !== id);
      return json({ success: true });
    },
    'GET /api/extractor/collections': () =>
      json({
        success: true,
        data: [
          {
            config_name: 'Facturas',
            documents: 3,
            states: { manually_verified: 1, not_verified: 2 },
            last_run_at: NOW,
          },
        ],
      }),
    'POST /api/extractor/configure-document': async (request) => {
      const data = await jsonDataOf(request);
      const example = extractedDocument('example', { config_name: '' });
      return json({
        success: true,
        data: {
          file_id: 'file-1',
          file_name: 'factura.pdf',
          pages: [{ page: 1, width: 909, height: 1286, image: 'data:image/jpeg;base64,AAAA' }],
          suggested_attributes: [
            {
              name: 'Invoice No',
              type: 'simple',
              placement: 'header',
              required: false,
              example: { value: 'INV-001' },
            },
            {
              name: 'Total',
              type: 'number',
              placement: 'header',
              required: false,
              example: { value: 121 },
            },
            { name: 'Description', type: 'text', placement: 'detail', required: false },
          ],
          ...(data['attributes'] ? { extracted: example } : {}),
        },
      });
    },
    'POST /api/extractor/extract': guarded('POST /api/extractor/extract', startRun),
    // A run on files already in Files (issue 14): the same run as a ZIP's.
    'POST /api/extractor/extract/from-files': guarded(
      'POST /api/extractor/extract/from-files',
      startRun,
    ),
    'GET /api/extractor/runs/run-1': () => {
      if (!state.runCancelled) {
        state.runReads = Math.min(state.runReads + 1, state.documents.length, state.runLimit);
      }
      const run = runOf(state.documents, state.runReads, { cancelled: state.runCancelled });
      return json({ success: true, data: run });
    },
    'POST /api/extractor/runs/run-1/cancel': guarded(
      'POST /api/extractor/runs/run-1/cancel',
      () => {
        state.runCancelled = state.runReads < state.documents.length;
        const run = runOf(state.documents, state.runReads, { cancelled: state.runCancelled });
        return json({ success: true, data: run });
      },
    ),
    'GET /api/extractor/results': (request) => {
      const query = new URL(request.url).searchParams;
      const wanted = query.get('state');
      const items = state.documents.filter(
        (document) => wanted === null || document.state === wanted,
      );
      const shown =
        query.get('run_id') === null ? items : items.filter((_, index) => index < state.runReads);
      const limit = Number(query.get('limit') ?? 50);
      const start = Number(query.get('cursor') ?? 0);
      const page = shown.slice(start, start + limit);
      const next = start + limit < shown.length ? String(start + limit) : null;
      return json({ success: true, data: { items: page, total: shown.length, next_cursor: next } });
    },
    'POST /api/extractor/documents/update': guarded(
      'POST /api/extractor/documents/update',
      async (request) => {
        const { fields } = readMultipart(await request.text());
        const id = fields.get('document_id');
        const index = state.documents.findIndex((document) => document.document_id === id);
        const current = state.documents[index];
        if (!current) {
          return error(404, 'RESOURCE_NOT_FOUND');
        }
        const data = fields.get('updated_data');
        const updated: ExtractedDocument = {
          ...current,
          ...(data ? (JSON.parse(data) as Partial<ExtractedDocument>) : {}),
          ...(fields.get('state')
            ? { state: fields.get('state') as ExtractedDocument['state'] }
            : {}),
        };
        state.documents[index] = updated;
        return json({ success: true, data: updated });
      },
    ),
    'DELETE /api/extractor/documents': async (request) => {
      const { document_id: id } = (await request.json()) as { document_id: string };
      state.documents = state.documents.filter((document) => document.document_id !== id);
      return json({ success: true });
    },
    'POST /api/extractor/export': () =>
      new Response('\uFEFFfile,Invoice No\r\ninvoice-1.pdf,INV-001\r\n', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="Facturas.csv"',
        },
      }),
    'POST /api/extractor/train-chatbot': () =>
      json({ success: true, id: '00000000-0000-4000-8000-000000000001' }, 202),
    'POST /api/docdb/insert': () =>
      json({ success: true, data: [], message: 'Data sent successfully to database' }, 201),
  };
  for (const document of initial.documents ?? []) {
    routes[`GET /api/extractor/documents/${document.document_id}`] = () => {
      const current = state.documents.find((entry) => entry.document_id === document.document_id);
      return current ? json({ success: true, data: current }) : error(404, 'RESOURCE_NOT_FOUND');
    };
    routes[`GET /api/extractor/documents/${document.document_id}/pages/1`] = () =>
      new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])]), {
        headers: { 'content-type': 'image/jpeg' },
      });
  }
  return {
    state,
    routes,
    refuse: (route: string, answer: Response) => state.refusals.set(route, answer),
    error,
  };
}
