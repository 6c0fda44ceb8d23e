import { assertUserContext, requireAuth, type ClaimedUserContext } from '@folio/server';
import type { FastifyRequest } from 'fastify';

import type { AppContext } from '../app-context';
import { docdbRoutes, type DocdbHandlers } from '../docdb/docdb.routes';
import type { MiddlewareHandlers } from '../middleware-handlers';
import type { Owner } from '../storage/storage.feature';
import { extractorFormRoutes, type ExtractorFormHandlers } from './extractor-form.routes';
import { createExtractorFeature, extractorDepsOf } from './extractor.feature';
import { exportRoutes, type ExportHandlers } from './export/export.routes';
import { createExportService } from './export/export.service';
import {
  trainRequestRoutes,
  type TrainRequestHandlers,
} from './train-requests/train-requests.routes';
import { createTrainRequestService } from './train-requests/train-requests.service';

/** The extractor's operations answered in this file; its forms, export and training have theirs. */
type ExtractorHandlers = Pick<
  MiddlewareHandlers,
  | 'listConfigurations'
  | 'getConfiguration'
  | 'saveConfiguration'
  | 'deleteConfiguration'
  | 'getCollections'
  | 'getRun'
  | 'cancelRun'
  | 'listResults'
  | 'getDocument'
  | 'getDocumentPage'
  | 'deleteDocument'
>;

/**
 * The extractor and the document database (SPEC §7), keyed by the operationIds of
 * `openapi/middleware.yaml`. Wire names (`config_name`, `json_data`, `document_id`) end here.
 * Every call checks the user context it carries against the token (FORBIDDEN otherwise) and acts
 * for the token's user only: another user's configuration, run or document is RESOURCE_NOT_FOUND.
 */
export function extractorRoutes(
  context: AppContext,
): ExtractorHandlers &
  ExtractorFormHandlers &
  ExportHandlers &
  TrainRequestHandlers &
  DocdbHandlers {
  const extractor = createExtractorFeature(extractorDepsOf(context));
  const { configurations, results, runs } = extractor;

  /** The caller, after checking the user context the call carries. */
  async function caller(request: FastifyRequest, claimed?: ClaimedUserContext): Promise<Owner> {
    const auth = requireAuth(request);
    if (claimed !== undefined) {
      assertUserContext(auth, claimed);
    }
    return context.storage.owners.ofSubject(auth.username);
  }

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

    ...exportRoutes(createExportService(extractor.deps), caller),
    ...trainRequestRoutes(createTrainRequestService(extractor.deps), caller),
    ...docdbRoutes(context, caller),
  };
}
