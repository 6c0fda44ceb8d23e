import { AppError, languageFromAcceptLanguage, translate } from '@folio/core';
import type { MiddlewareComponents } from '@folio/sdk';
import {
  assertUserContext,
  contentDisposition,
  requireAuth,
  type ClaimedUserContext,
  type OperationHandlers,
} from '@folio/server';
import type { FastifyRequest } from 'fastify';

import type { AppContext } from '../app-context';
import { parseUuid } from '../extractor/json-data';
import { deleteBlobsAfterCommit } from '../storage/blob-cleanup';
import type { Owner } from '../storage/owners';
import { readJsonDataForm } from '../storage/search/json-data-form';
import { configNameOf, parseRecordDate, parseUuidList } from './docdb-fields';
import { receiveInsertForm, type StagedPdf } from './docdb-insert-form';
import type { DocdbRecord } from './docdb-view';
import { createDocdbService } from './docdb.service';

type Schemas = MiddlewareComponents['schemas'];
type Caller = (request: FastifyRequest, claimed?: ClaimedUserContext) => Promise<Owner>;

/**
 * The document database (SPEC §7) and the extractor's "query all", keyed by the operationIds
 * of `openapi/middleware.yaml`. Every call acts for the token's user only: another user's row
 * or file is RESOURCE_NOT_FOUND.
 */
export function docdbRoutes(context: AppContext, caller: Caller): OperationHandlers {
  const { deps } = context.storage;
  const docdb = createDocdbService({ db: deps.db, blobs: deps.blobs, log: deps.log });

  async function insert(owner: Owner, jsonData: Record<string, unknown>, files: StagedPdf[]) {
    const configName = configNameOf(jsonData);
    const date = parseRecordDate(jsonData['date']);
    if (jsonData['document_ids'] !== undefined) {
      if (files.length > 0) {
        throw new AppError('BAD_REQUEST', {
          message: 'documents bring their own PDFs',
          detail: { field: 'file', reason: 'files-with-document-ids' },
        });
      }
      const documentIds = parseUuidList(jsonData['document_ids'], 'document_ids');
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
      const auth = requireAuth(request);
      const { jsonData, files } = await receiveInsertForm(request, deps, owner.userId, (data) => {
        assertUserContext(auth, data);
      });
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
      const jsonData = await readJsonDataForm(request);
      const owner = await caller(request, jsonData);
      return {
        success: true,
        data: await docdb.getRecord(owner.userId, parseUuid(jsonData['_id'], '_id')),
      };
    },

    docdbRetrievePdfs: async (request) => {
      const body = request.body as Schemas['DocdbFileIdsRequest'];
      const owner = await caller(request, body);
      return { success: true, data: await docdb.recordsWithFiles(owner.userId, body.file_ids) };
    },

    docdbDeleteDocument: async (request) => {
      const body = request.body as Schemas['DocdbDeleteRequest'];
      const owner = await caller(request, body);
      await docdb.deleteRecord(owner.userId, body._id);
      return { success: true, count: 1 };
    },

    docdbDeleteFile: async (request) => {
      const body = request.body as Schemas['DocdbDeleteFileRequest'];
      const owner = await caller(request, body);
      await docdb.deleteFile(owner.userId, body._id, body.file_id);
      return { success: true, count: 1 };
    },

    docdbDownload: async (request, reply) => {
      const jsonData = await readJsonDataForm(request);
      const owner = await caller(request, jsonData);
      const download = await docdb.openDownload(
        owner.userId,
        parseUuidList(jsonData['file_ids'], 'file_ids'),
      );
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
      const body = request.body as Schemas['ConfigNameRequest'];
      const owner = await caller(request, body);
      return { success: true, data: await docdb.listByConfig(owner.userId, body.config_name) };
    },
  };
}
