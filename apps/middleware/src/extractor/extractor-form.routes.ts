import type { ClaimedUserContext, OperationHandlers } from '@folio/server';
import type { FastifyRequest } from 'fastify';

import type { Owner } from '../storage/owners';
import { exampleOf, parseJsonObject, readExtractorForm, requireFile } from './extractor-form';
import type { ExtractorFeature } from './extractor.feature';
import {
  optionalPrompt,
  optionalText,
  optionalUuid,
  parseAttributes,
  parseDocumentType,
  parseState,
  parseUuid,
  requiredText,
} from './json-data';

type Caller = (request: FastifyRequest, claimed?: ClaimedUserContext) => Promise<Owner>;

/**
 * The extractor's form calls (SPEC §7: `json_data` with the user context and the call's fields,
 * plus a `file`; a wizard test may name its stored example by `example_file_id` instead):
 * configure document, extract from a ZIP, insert or update a document.
 */
export function extractorFormRoutes(
  extractor: ExtractorFeature,
  caller: Caller,
): OperationHandlers {
  const { limits } = extractor.deps.config;

  return {
    configureDocument: async (request) => {
      const form = await readExtractorForm(request, limits.uploadMaxFileBytes);
      try {
        const jsonData = parseJsonObject(form.fields['json_data'], 'json_data');
        const owner = await caller(request, jsonData);
        const data = await extractor.wizard.configureDocument(owner, {
          documentType: parseDocumentType(jsonData['document_type']),
          attributes: parseAttributes(jsonData['attributes']),
          configName: optionalText(jsonData, 'config_name'),
          model: optionalText(jsonData, 'model'),
          prompt: optionalPrompt(jsonData),
          example: exampleOf(form, optionalUuid(jsonData, 'example_file_id')),
        });
        return { success: true, data };
      } finally {
        await form.dispose();
      }
    },

    extractZip: async (request, reply) => {
      const form = await readExtractorForm(request, limits.uploadMaxFileBytes);
      try {
        const jsonData = parseJsonObject(form.fields['json_data'], 'json_data');
        const owner = await caller(request, jsonData);
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
            fields: request.body as Record<string, string>,
            file: undefined,
            dispose: () => Promise.resolve(),
          };
      try {
        const { fields } = form;
        const jsonData = parseJsonObject(fields['json_data'], 'json_data');
        const owner = await caller(request, jsonData);
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
