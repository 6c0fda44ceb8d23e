import { expectData } from '../clients';
import type { components } from '../generated/middleware';
import { jsonDataForm } from '../json-data-form';

import { runCall, type CallOptions, type ClientContext } from './call';

type Schemas = components['schemas'];

/** One extracted document with its fields, where each value came from and its state. */
type ExtractedDocument = Schemas['ExtractedDocument'];
/** A document's review state (`not_verified`, `manually_verified`, ...). */
export type ExtractionState = Schemas['ExtractionState'];
/** What a review changes: a new state, the edited data, or both. */
export type DocumentChange = {
  state?: ExtractionState;
  data?: Pick<ExtractedDocument, 'headers' | 'items' | 'available_fields'>;
};

/**
 * The extracted documents of the user's runs (SPEC §7 Extractor): read one, see a page of it,
 * review it (state and edited data), delete it.
 */
export function createExtractorDocumentsResource(context: ClientContext) {
  const api = () => context.clients.middleware;
  return {
    /** One document by its id. */
    async get(documentId: string, options?: CallOptions): Promise<ExtractedDocument> {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().GET('/extractor/documents/{document_id}', {
            params: { path: { document_id: documentId } },
            signal,
          }),
        ),
      );
      return answer.data;
    },
    /** A page of the document as a JPEG at 110 dpi (value boxes scale by 110/72). */
    page: (documentId: string, page: number, options?: CallOptions): Promise<Blob> =>
      runCall(
        context,
        options,
        (signal) =>
          expectData(
            api().GET('/extractor/documents/{document_id}/pages/{page}', {
              params: { path: { document_id: documentId, page } },
              parseAs: 'blob',
              signal,
            }),
          ),
        null,
      ),
    /** Reviews a document (SPEC §7 insert or update document): a new state, new data, or both. */
    async update(
      documentId: string,
      change: DocumentChange,
      options?: CallOptions,
    ): Promise<ExtractedDocument> {
      const form = jsonDataForm('updateDocument', context.user(), {
        document_id: documentId,
        ...(change.state ? { state: change.state } : {}),
        ...(change.data ? { updated_data: JSON.stringify(change.data) } : {}),
      });
      const answer = await runCall(context, options, (signal) =>
        expectData(api().POST('/extractor/documents/update', { ...form, signal })),
      );
      return answer.data;
    },
    /** Deletes a document of a configuration's results. */
    async delete(documentId: string, configName: string, options?: CallOptions): Promise<void> {
      await runCall(context, options, (signal) =>
        expectData(
          api().DELETE('/extractor/documents', {
            body: { ...context.user(), document_id: documentId, config_name: configName },
            signal,
          }),
        ),
      );
    },
  };
}

/** The documents of the extractor resource. */
export type ExtractorDocumentsResource = ReturnType<typeof createExtractorDocumentsResource>;
