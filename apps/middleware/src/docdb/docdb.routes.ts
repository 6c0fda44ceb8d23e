import { AppError, languageFromAcceptLanguage, translate } from '@folio/core';
import { contentDisposition } from '@folio/server';

import type { MiddlewareHandlers } from '../middleware-handlers';
import type { Owner } from '../storage/storage.feature';
import { createRequestOwner, deleteBlobsAfterCommit } from '../storage/storage.feature';
import { readJsonDataForm } from '../json-data-form';
import { configNameOf, parseRecordDate, requireIds } from './docdb-fields';
import { receiveInsertForm, type InsertJsonData, type StagedPdf } from './docdb-insert-form';
import type { DocdbRecord } from './docdb-view';
import type { DocdbFeature } from './docdb.feature';

/** The operations of tag `docdb` in `openapi/middleware.yaml`, and the extractor's "query all". */
export type DocdbHandlers = Pick<
  MiddlewareHandlers,
  | 'docdbInsert'
  | 'docdbGetFile'
  | 'docdbRetrievePdfs'
  | 'docdbDeleteDocument'
  | 'docdbDeleteFile'
  | 'docdbDownload'
  | 'queryAllDocuments'
>;

/**
 * The document database (SPEC §7) and the extractor's "query all", keyed by the operationIds
 * of `openapi/middleware.yaml`. Every call acts for the token's user only: another user's row
 * or file is RESOURCE_NOT_FOUND.
 */
export function docdbRoutes(feature: DocdbFeature): DocdbHandlers {
  const { deps, service: docdb } = feature;
  const caller = createRequestOwner(feature.owners);

  async function insert(owner: Owner, jsonData: InsertJsonData, files: StagedPdf[]) {
    const configName = configNameOf(jsonData);
    const date = parseRecordDate(jsonData['date']);
    if (jsonData['document_ids'] !== undefined) {
      if (files.length > 0) {
        throw new AppError('BAD_REQUEST', {
          message: 'documents bring their own PDFs',
          detail: { field: 'file', reason: 'files-with-document-ids' },
        });
      }
      const documentIds = requireIds(jsonData['document_ids'], 'document_ids');
      return docdb.insertDocuments(owner.userId, { configName, date, documentIds });
    }
    if (jsonData['data'] === undefined || configName === undefined) {
      throw new AppError('MISSING_PARAMETERS', {
        message: 'document_ids, or data with configName, is required',
        detail: { fields: configName === undefined ? ['configName', 'data'] : ['data'] },
      });
    }
    return docdb.insertData(owner.userId, { configName, date, data: jsonData['data'], files });
  }

  return {
    docdbInsert: async (request, reply) => {
      const owner = await caller(request);
      const { jsonData, files } = await receiveInsertForm(request, deps, owner.userId);
      let data: DocdbRecord[];
      try {
        data = await insert(owner, jsonData, files);
      } catch (error) {
        await deleteBlobsAfterCommit(
          deps,
          files.map((file) => file.blobKey),
        );
        throw error;
      }
      const language = languageFromAcceptLanguage(request.headers['accept-language']);
      return reply.code(201).send({
        success: true,
        data,
        // SPEC §8 success notice, in the caller's language.
        message: translate(language, 'notices.dataSentToDatabase'),
      });
    },

    docdbGetFile: async (request) => {
      const jsonData = await readJsonDataForm(request, 'docdbGetFile');
      const owner = await caller(request);
      return { success: true, data: await docdb.getRecord(owner.userId, jsonData._id) };
    },

    docdbRetrievePdfs: async (request) => {
      const { body } = request;
      const owner = await caller(request, body);
      return { success: true, data: await docdb.recordsWithFiles(owner.userId, body.file_ids) };
    },

    docdbDeleteDocument: async (request) => {
      const { body } = request;
      const owner = await caller(request, body);
      await docdb.deleteRecord(owner.userId, body._id);
      return { success: true, count: 1 };
    },

    docdbDeleteFile: async (request) => {
      const { body } = request;
      const owner = await caller(request, body);
      await docdb.deleteFile(owner.userId, body._id, body.file_id);
      return { success: true, count: 1 };
    },

    docdbDownload: async (request, reply) => {
      const jsonData = await readJsonDataForm(request, 'docdbDownload');
      const owner = await caller(request);
      const download = await docdb.openDownload(owner.userId, jsonData.file_ids);
      if (download.kind === 'pdf') {
        reply.header('content-type', 'application/pdf');
        reply.header('content-length', String(download.size));
      } else {
        reply.header('content-type', 'application/zip');
      }
      return reply
        .header('content-disposition', contentDisposition(download.fileName))
        .send(download.stream);
    },

    queryAllDocuments: async (request) => {
      const { body } = request;
      const owner = await caller(request, body);
      return { success: true, data: await docdb.listByConfig(owner.userId, body.config_name) };
    },
  };
}
