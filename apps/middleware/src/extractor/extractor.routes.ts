import type { MiddlewareHandlers } from '../middleware-handlers';
import { createRequestOwner } from '../storage/storage.feature';
import { extractorFormRoutes, type ExtractorFormHandlers } from './extractor-form.routes';
import type { ExtractorFeature } from './extractor.feature';
import { requiredText } from './json-data';
import { exportRoutes, type ExportHandlers } from './export/export.routes';
import {
  trainRequestRoutes,
  type TrainRequestHandlers,
} from './train-requests/train-requests.routes';

/** The extractor's operations answered in this file; its forms, export and training have theirs. */
type ExtractorHandlers = Pick<
  MiddlewareHandlers,
  | 'listConfigurations'
  | 'getConfiguration'
  | 'saveConfiguration'
  | 'deleteConfiguration'
  | 'getCollections'
  | 'extractFromFiles'
  | 'getRun'
  | 'cancelRun'
  | 'listResults'
  | 'getDocument'
  | 'getDocumentPage'
  | 'deleteDocument'
>;

/**
 * The extractor (SPEC §7), keyed by the operationIds of `openapi/middleware.yaml`; the document
 * database's calls, its "query all" included, are docdb.routes.ts'. Wire names (`config_name`, `json_data`, `document_id`) end here.
 * Every call checks the user context it carries against the token (FORBIDDEN otherwise) and acts
 * for the token's user only: another user's configuration, run or document is RESOURCE_NOT_FOUND.
 */
export function extractorRoutes(
  extractor: ExtractorFeature,
): ExtractorHandlers & ExtractorFormHandlers & ExportHandlers & TrainRequestHandlers {
  const { configurations, results, runs } = extractor;
  const caller = createRequestOwner(extractor.deps.storage.owners);

  return {
    listConfigurations: async (request) => {
      const owner = await caller(request, request.query);
      return { success: true, data: await configurations.list(owner) };
    },

    getConfiguration: async (request) => {
      const { query } = request;
      const owner = await caller(request, query);
      return { success: true, data: await configurations.get(owner, query.config_name) };
    },

    saveConfiguration: async (request) => {
      const { body } = request;
      const owner = await caller(request, body);
      return { success: true, data: await configurations.save(owner, body.configuration) };
    },

    deleteConfiguration: async (request) => {
      const { body } = request;
      const owner = await caller(request, body);
      await configurations.remove(owner, body.id);
      return { success: true, count: 1 };
    },

    getCollections: async (request) => {
      const owner = await caller(request, request.query);
      return { success: true, data: await configurations.collections(owner) };
    },

    extractFromFiles: async (request, reply) => {
      const { body } = request;
      const owner = await caller(request, body);
      const run = await runs.startOnFiles(owner, requiredText(body, 'config_name'), body.file_ids);
      return reply.code(202).send({ success: true, data: run });
    },

    getRun: async (request) => {
      const { run_id: runId } = request.params;
      return { success: true, data: await runs.get(await caller(request), runId) };
    },

    cancelRun: async (request) => {
      const { run_id: runId } = request.params;
      return { success: true, data: await runs.cancel(await caller(request), runId) };
    },

    listResults: async (request) => {
      const { query } = request;
      const owner = await caller(request, query);
      const page = await results.list(owner, {
        configName: query.config_name,
        state: query.state,
        runId: query.run_id,
        limit: query.limit ?? 50,
        cursor: query.cursor,
      });
      return { success: true, data: page };
    },

    getDocument: async (request) => {
      const { document_id: id } = request.params;
      return { success: true, data: await results.get(await caller(request), id) };
    },

    getDocumentPage: async (request, reply) => {
      const { document_id: id, page } = request.params;
      const image = await results.pageImage(await caller(request), id, page);
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'private, max-age=300')
        .send(Buffer.from(image));
    },

    deleteDocument: async (request) => {
      const { body } = request;
      const owner = await caller(request, body);
      await results.remove(owner, body.document_id, body.config_name);
      return { success: true, count: 1 };
    },

    ...extractorFormRoutes(extractor, caller),

    ...exportRoutes(extractor.exports, caller),
    ...trainRequestRoutes(extractor.trainRequests, caller),
  };
}
