import { Readable } from 'node:stream';

import { AppError, type Language } from '@folio/core';
import type { Kysely } from 'kysely';

import type { Tables } from '../../db/schema';
import { findConfigurationByName } from '../configurations.queries';
import { attributesOf, configurationNotFound } from '../configurations.service';
import { writeCsv } from './csv-export';
import { exportLabels } from './export-labels';
import type { ExportColumns, ExportDocument, ExportSource } from './export-model';
import {
  countExportDocuments,
  selectAvailableFields,
  selectExportBatch,
  type ExportKey,
  type ExportScope,
} from './export.queries';
import { writeJson } from './json-export';
import { writePdf } from './pdf-export';
import { writeTxt } from './txt-export';
import { writeXlsx } from './xlsx-export';

/** The formats of exportResults (openapi ExportRequest). */
export type ExportFormat = 'csv' | 'pdf' | 'txt' | 'xlsx' | 'json';

export type ExportRequest = {
  configName: string;
  format: ExportFormat;
  documentIds?: readonly string[] | undefined;
  language: Language;
};

/** An export ready to send: its name, type and bytes (a stream but for the PDF). */
export type ExportFile = { fileName: string; contentType: string; body: Readable | Buffer };

const BATCH = 100;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json; charset=utf-8',
};

const TEXT_WRITERS = { csv: writeCsv, txt: writeTxt, json: writeJson };

/**
 * The columns: the configuration's header and detail attributes in its order, then any name a
 * document has of its own (SPEC §3: adding a field applies to that document only), in the order
 * they first appear.
 */
export function exportColumns(
  attributes: readonly { name: string; placement: 'header' | 'detail' }[],
  documentFields: readonly { headers: string[]; details: string[] }[],
): ExportColumns {
  const headers = attributes.filter((a) => a.placement === 'header').map((a) => a.name);
  const details = attributes.filter((a) => a.placement === 'detail').map((a) => a.name);
  const seenHeaders = new Set(headers);
  const seenDetails = new Set(details);
  for (const fields of documentFields) {
    for (const name of fields.headers) {
      if (!seenHeaders.has(name)) {
        seenHeaders.add(name);
        headers.push(name);
      }
    }
    for (const name of fields.details) {
      if (!seenDetails.has(name)) {
        seenDetails.add(name);
        details.push(name);
      }
    }
  }
  return { headers, details };
}

/** Results exports (issue #6): CSV, a PDF report and plain text; XLSX and JSON (issue 21). */
export function createExportService(deps: { db: Kysely<Tables> }) {
  const { db } = deps;

  async function* readDocuments(scope: ExportScope): AsyncGenerator<ExportDocument> {
    let after: ExportKey | undefined;
    for (;;) {
      const rows = await selectExportBatch(db, scope, after, BATCH);
      for (const row of rows) {
        yield { fileName: row.file_name, state: row.state, headers: row.headers, items: row.items };
      }
      const last = rows[rows.length - 1];
      if (last === undefined || rows.length < BATCH) {
        return;
      }
      after = { createdUs: last.created_us, id: last.id };
    }
  }

  return {
    /**
     * Opens an export of the caller's results of a configuration, `<config>.<format>`. An
     * unknown configuration, another user's, or a document id that is not one of its results
     * is RESOURCE_NOT_FOUND, before a byte is sent.
     */
    async openExport(userId: string, request: ExportRequest): Promise<ExportFile> {
      const configuration = await findConfigurationByName(db, userId, request.configName);
      if (configuration === undefined) {
        throw configurationNotFound(request.configName);
      }
      const documentIds =
        request.documentIds === undefined ? undefined : [...new Set(request.documentIds)];
      const scope: ExportScope = { userId, configurationId: configuration.id, documentIds };
      if (
        documentIds !== undefined &&
        (await countExportDocuments(db, scope)) !== documentIds.length
      ) {
        throw new AppError('RESOURCE_NOT_FOUND', {
          message: `some documents are not results of ${configuration.name} for this user`,
          detail: { resource: 'document' },
        });
      }
      const source: ExportSource = {
        configName: configuration.name,
        columns: exportColumns(attributesOf(configuration), await selectAvailableFields(db, scope)),
        labels: exportLabels(request.language),
        documents: readDocuments(scope),
      };
      const fileName = `${configuration.name}.${request.format}`;
      const contentType = CONTENT_TYPES[request.format];
      if (request.format === 'pdf') {
        return { fileName, contentType, body: Buffer.from(await writePdf(source)) };
      }
      if (request.format === 'xlsx') {
        return { fileName, contentType, body: writeXlsx(source) };
      }
      const chunks = TEXT_WRITERS[request.format](source);
      return { fileName, contentType, body: Readable.from(encode(chunks), { objectMode: false }) };
    },
  };
}

async function* encode(chunks: AsyncIterable<string>): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) {
    yield Buffer.from(chunk, 'utf8');
  }
}

export type ExportService = ReturnType<typeof createExportService>;
