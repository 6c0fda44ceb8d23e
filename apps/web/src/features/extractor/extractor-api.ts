import type {
  Attribute,
  Configuration,
  DocumentType,
  ExampleReading,
  ExtractedDocument,
  ExtractionState,
  Run,
} from '@folio/core';
import {
  FolioError,
  type Collection,
  type Download,
  type ExampleTest,
  type MiddlewareComponents,
} from '@folio/sdk';

import type { AppSdk } from '../../lib/sdk';

export type { Collection } from '@folio/sdk';

/** The download formats the results screen offers (SPEC §2 "download CSV", PDF, TXT; Excel). */
export type ExportFormat = 'csv' | 'xlsx' | 'pdf' | 'txt';

/** One page of a configuration's results. */
export type ResultsPage = {
  items: ExtractedDocument[];
  total: number;
  nextCursor: string | null;
};

/** What the results list asks for: a configuration, optionally a state or a run, and a page. */
export type ResultsQuery = {
  configName: string;
  state?: ExtractionState;
  runId?: string;
  limit: number;
  cursor?: string;
};

/** What a configuration is saved with (saveConfiguration). */
export type ConfigurationDraft = {
  name: string;
  documentType: DocumentType;
  attributes: Attribute[];
  prompt: string;
  model: string | null;
  exampleFileId: string;
};

/** An edited document as updateDocument takes it. */
export type DocumentUpdate = {
  documentId: string;
  state?: ExtractionState;
  data?: Pick<ExtractedDocument, 'headers' | 'items' | 'available_fields'>;
};

/**
 * A configuration as answered, with its id: the contract requires it on a stored configuration
 * (the generated type leaves it optional); an answer without one is refused like an empty one.
 */
function storedConfiguration(
  configuration: MiddlewareComponents['schemas']['Configuration'],
): Configuration {
  if (!configuration.id) {
    throw new FolioError('EMPTY_RESPONSE', 'A configuration came without its id');
  }
  return { ...configuration, id: configuration.id };
}

/**
 * The extractor's calls (SPEC §7 Extractor and Document database; contract tags `extractor` and
 * `docdb`) in the screens' terms, all through the SDK's `extractor` resource (`sdk.folio`,
 * issue 21), which fills in the signed-in user's context and is read at call time.
 */
export function createExtractorApi(sdk: AppSdk) {
  const extractor = () => sdk.folio.extractor;
  return {
    async listConfigurations(): Promise<Configuration[]> {
      return (await extractor().configurations.list()).map(storedConfiguration);
    },
    async getConfiguration(configName: string): Promise<Configuration> {
      return storedConfiguration(await extractor().configurations.get(configName));
    },
    async deleteConfiguration(id: string) {
      await extractor().configurations.delete({ id });
    },
    async saveConfiguration(draft: ConfigurationDraft): Promise<Configuration> {
      const saved = await extractor().configurations.save({
        name: draft.name,
        document_type: draft.documentType,
        attributes: draft.attributes,
        prompt: draft.prompt.trim() === '' ? null : draft.prompt.trim(),
        model: draft.model,
        example_file_id: draft.exampleFileId,
      });
      return storedConfiguration(saved);
    },
    getCollections: (): Promise<Collection[]> => extractor().collections(),
    /** Reads an example: stored in `extractor`, its pages and the suggested attributes. */
    async readExample(
      file: Blob,
      fileName: string,
      documentType: DocumentType,
    ): Promise<ExampleReading> {
      const reading = await extractor().examples.read(file, documentType, { fileName });
      return {
        file: { id: reading.file_id, name: reading.file_name },
        pages: reading.pages,
        suggestedAttributes: reading.suggested_attributes,
      };
    },
    /**
     * Tests attributes, the prompt and the model on the example the server already keeps
     * (configureDocument with `attributes` and `example_file_id`: no new copy is stored).
     */
    testExample: (exampleFileId: string, test: ExampleTest): Promise<ExtractedDocument> =>
      extractor().examples.test(exampleFileId, test),
    async extractZip(configName: string, zip: Blob, fileName: string): Promise<Run> {
      const file = new File([zip], fileName, { type: zip.type });
      return (await extractor().run(configName, file)).started;
    },
    /** Runs a configuration on PDFs already in Files (issue 14: after a cloud import). */
    async runOnFiles(configName: string, fileIds: readonly string[]): Promise<Run> {
      return (await extractor().runOnFiles(configName, fileIds)).started;
    },
    async getRun(runId: string): Promise<Run> {
      return (await extractor().runById(runId)).started;
    },
    /**
     * Cancels a run (cancelRun): its documents already done stay, the others fail with
     * RUN_CANCELLED; a run that had already finished is answered as it is.
     */
    cancelRun: (runId: string): Promise<Run> => extractor().cancelRun(runId),
    listResults: (query: ResultsQuery): Promise<ResultsPage> =>
      extractor().resultsPage(query.configName, {
        limit: query.limit,
        ...(query.state ? { state: query.state } : {}),
        ...(query.runId ? { run_id: query.runId } : {}),
        ...(query.cursor ? { cursor: query.cursor } : {}),
      }),
    getDocument: (documentId: string): Promise<ExtractedDocument> =>
      extractor().documents.get(documentId),
    /** A page of a document as a JPEG at 110 dpi (boxes scale by 110/72). */
    getDocumentPage: (documentId: string, page: number): Promise<Blob> =>
      extractor().documents.page(documentId, page),
    /** SPEC §7 insert or update document: new data, a new state (verify), or both. */
    updateDocument: (update: DocumentUpdate): Promise<ExtractedDocument> =>
      extractor().documents.update(update.documentId, {
        ...(update.state ? { state: update.state } : {}),
        ...(update.data ? { data: update.data } : {}),
      }),
    async deleteDocument(documentId: string, configName: string) {
      await extractor().documents.delete(documentId, configName);
    },
    /** CSV, PDF or TXT of the configuration's results, or of `documentIds` only. */
    exportResults: (
      configName: string,
      format: ExportFormat,
      documentIds: readonly string[],
    ): Promise<Download> =>
      extractor().export(configName, format, {
        ...(documentIds.length > 0 ? { documentIds: [...documentIds] } : {}),
      }),
    /** Stores a request to train a chatbot topic with these results (answered 202). */
    async trainChatbot(configName: string, topic: string, documentIds: readonly string[]) {
      await extractor().trainChatbot(configName, topic, { documentIds });
    },
    /** Sends extracted documents to the document database (SPEC §7 insert). */
    async sendToDatabase(configName: string, documentIds: readonly string[]) {
      await extractor().database.send(configName, documentIds);
    },
  };
}

/** The extractor's calls, bound to an SDK. */
export type ExtractorApi = ReturnType<typeof createExtractorApi>;
