import { COMPANY } from '@folio/sdk';
import { zipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';

import type { JobContext } from '../../jobs/job-handler';
import {
  contextOf,
  createStorageTestApp,
  multipartBody,
  type TestUser,
} from '../../storage/testing/storage-test-app';
import { makeSpanishInvoice, SPANISH_CONFIGURATION } from '../engine/testing/spanish-invoice';
import {
  createRunExtractionJob,
  type RunExtractionJobDependencies,
  type RunExtractionResult,
} from '../run-extraction.job';

export { contextOf, makeSpanishInvoice, type TestUser };

/** Small ZIP limits (3 files, 2 pages each, 4 in all): each refusal needs only a few tiny PDFs. */
export const SMALL_ZIP_LIMITS = {
  FOLIO_ZIP_MAX_FILES: '3',
  FOLIO_ZIP_MAX_PAGES_PER_FILE: '2',
  FOLIO_ZIP_MAX_TOTAL_PAGES: '4',
};

/** The `data` of an answer, as the contract types it. */
export function dataOf<T>(response: LightMyRequestResponse): T {
  return response.json<{ data: T }>().data;
}

/** The Spanish invoice configuration of the engine's tests, `numero_factura` required. */
export const INVOICE_ATTRIBUTES = SPANISH_CONFIGURATION.attributes.map((attribute) => ({
  ...attribute,
  required: attribute.name === 'numero_factura',
}));

/**
 * A model's answer (the content of a chat completion) for the invoice configuration: every header
 * null but the invoice number, no lines.
 */
export function modelAnswer(invoiceNumber: string): string {
  const headers = Object.fromEntries(
    INVOICE_ATTRIBUTES.filter((attribute) => attribute.placement === 'header').map((attribute) => [
      attribute.name,
      attribute.name === 'numero_factura' ? invoiceNumber : null,
    ]),
  );
  return JSON.stringify({ headers, items: [] });
}

/** A ZIP of `entries` (name to bytes or text), as a user's archiver makes it. */
export function makeZip(entries: Record<string, Uint8Array | string>): Uint8Array {
  return zipSync(
    Object.fromEntries(
      Object.entries(entries).map(([name, content]) => [
        name,
        typeof content === 'string' ? new TextEncoder().encode(content) : content,
      ]),
    ),
  );
}

/** A multipart body of text fields only, as a browser's FormData sends it. */
export async function multipartFields(
  fields: Record<string, string>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, value);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A PDF of `pages` pages with a line of text each (pdf-lib). */
export async function makeTextPdf(pages = 1, text = 'Nota interna'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++) {
    pdf.addPage([300, 400]).drawText(`${text} ${page}`, { x: 40, y: 340, size: 12, font });
  }
  return pdf.save();
}

/**
 * The middleware for an extractor test file (storage's test app: PGlite, no job workers) with
 * calls of the extractor as a signed-in user, and the `extractor.run` handler to run by hand.
 */
export async function createExtractorTestApp(env: Record<string, string> = {}) {
  const test = await createStorageTestApp(env);

  async function form(
    user: TestUser,
    url: string,
    jsonData: Record<string, unknown>,
    files: { name: string; bytes: Uint8Array; type?: string }[],
  ): Promise<LightMyRequestResponse> {
    const body = await multipartBody({ user: user.email, empresa: COMPANY, ...jsonData }, files);
    return test.call(user, {
      method: 'POST',
      url,
      payload: body.payload,
      headers: body.headers,
    });
  }

  /** Saves a configuration (the invoice one unless given) and answers its body. */
  async function saveConfiguration(
    user: TestUser,
    configuration: Record<string, unknown> = {},
  ): Promise<LightMyRequestResponse> {
    return test.call(user, {
      method: 'POST',
      url: '/extractor/configurations',
      payload: {
        ...contextOf(user),
        configuration: {
          name: 'Facturas',
          document_type: 'invoice',
          attributes: INVOICE_ATTRIBUTES,
          ...configuration,
        },
      },
    });
  }

  const extractZip = (user: TestUser, configName: string, zip: Uint8Array, name = 'lote.zip') =>
    form(user, '/extractor/extract', { config_name: configName }, [
      { name, bytes: zip, type: 'application/zip' },
    ]);

  /** Runs the `extractor.run` job of a run in this process, as a worker would. */
  async function runJob(
    runId: string,
    options: {
      signal?: AbortSignal;
      onProgress?: (done: number) => void;
      extract?: RunExtractionJobDependencies['extract'];
      ai?: RunExtractionJobDependencies['ai'];
      attempt?: number;
    } = {},
  ): Promise<RunExtractionResult> {
    const handler = createRunExtractionJob({
      database: test.app.folio.database,
      blobs: test.app.folio.blobs,
      logger: test.app.log,
      extract: options.extract,
      ai: options.ai,
    });
    const context: JobContext = {
      jobId: '00000000-0000-4000-8000-000000000000',
      kind: 'extractor.run',
      payload: { runId },
      attempt: options.attempt ?? 1,
      workerId: 'test',
      signal: options.signal ?? new AbortController().signal,
      progress: (done) => {
        options.onProgress?.(done);
        return Promise.resolve();
      },
    };
    return (await handler(context)) as RunExtractionResult;
  }

  async function balanceOf(user: TestUser): Promise<number> {
    const row = await test.db
      .selectFrom('users')
      .select('balance_pages')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    return row.balance_pages;
  }

  async function setBalance(user: TestUser, pages: number): Promise<void> {
    await test.db
      .updateTable('users')
      .set({ balance_pages: pages })
      .where('id', '=', user.id)
      .execute();
  }

  return { ...test, form, saveConfiguration, extractZip, runJob, balanceOf, setBalance };
}

export type ExtractorTestApp = Awaited<ReturnType<typeof createExtractorTestApp>>;
