import type { ClaimedUserContext } from '@folio/server';
import type { FastifyRequest } from 'fastify';

import type { MiddlewareHandlers } from '../middleware-handlers';
import type { Owner } from '../storage/storage.feature';
import { exampleOf, formJsonData, readExtractorForm, requireFile } from './extractor-form';
import type { ExtractorFeature } from './extractor.feature';
import { parseState, parseUuid, requiredText } from './json-data';

type Caller = (request: FastifyRequest, claimed?: ClaimedUserContext) => Promise<Owner>;

/** The extractor's form calls, of tag `extractor` in `openapi/middleware.yaml`. */
export type ExtractorFormHandlers = Pick<
  MiddlewareHandlers,
  'configureDocument' | 'extractZip' | 'updateDocument'
>;

/**
 * The extractor's form calls (SPEC §7: `json_data` with the user context and the call's fields,
 * plus a `file`; a wizard test may name its stored example by `example_file_id` instead):
 * configure document, extract from a ZIP, insert or update a document.
 */
export function extractorFormRoutes(
  extractor: ExtractorFeature,
  caller: Caller,
): ExtractorFormHandlers {
  const { limits } = extractor.deps.config;

  return {
    configureDocument: async (request) => {
      const form = await readExtractorForm(request, limits.uploadMaxFileBytes);
      try {
        const jsonData = formJsonData(form, 'configureDocument', request);
        const owner = await caller(request);
        const data = await extractor.wizard.configureDocument(owner, {
          documentType: jsonData.document_type,
          attributes: jsonData.attributes ?? undefined,
          configName: jsonData.config_name ?? undefined,
          model: jsonData.model ?? undefined,
          prompt: jsonData.prompt ?? undefined,
          example: exampleOf(form, jsonData.example_file_id ?? undefined),
        });
        return { success: true, data };
      } finally {
        await form.dispose();
      }
    },

    extractZip: async (request, reply) => {
      const form = await readExtractorForm(request, limits.uploadMaxFileBytes);
      try {
        const jsonData = formJsonData(form, 'extractZip', request);
        const owner = await caller(request);
        const file = requireFile(form);
        const run = await extractor.runs.start(owner, requiredText(jsonData, 'config_name'), {
          path: file.path,
          name: file.name,
        });
        return await reply.code(202).send({ success: true, data: run });
      } finally {
        await form.dispose();
      }
    },

    updateDocument: async (request) => {
      // Multipart (the web's FormData) or URL-encoded: the same four fields.
      const form = request.isMultipart()
        ? await readExtractorForm(request, 0)
        : {
            fields: { ...request.body },
            file: undefined,
            dispose: () => Promise.resolve(),
          };
      try {
        const { fields } = form;
        // Its json_data is the user context alone: read for the check.
        formJsonData(form, 'updateDocument', request);
        const owner = await caller(request);
        const updatedData = fields['updated_data'];
        const document = await extractor.results.update(owner, {
          documentId: parseUuid(fields['document_id'], 'document_id'),
          state: parseState(fields['state']),
          updatedData: updatedData === undefined || updatedData === '' ? undefined : updatedData,
        });
        return { success: true, data: document };
      } finally {
        await form.dispose();
      }
    },
  };
}
