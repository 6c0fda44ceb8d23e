import { expectData } from '../clients';
import { toDownload, type Download } from '../download';
import type { components, paths } from '../generated/middleware';
import { jsonDataForm } from '../json-data-form';

import { runCall, type CallOptions, type ClientContext } from './call';
import { listCollections, type Collection } from './extractor-collections';
import { createExtractorDatabaseResource } from './extractor-database';
import { createExtractorDocumentsResource } from './extractor-documents';
import { createExtractorExamplesResource } from './extractor-examples';
import { trainChatbotFromResults } from './extractor-train-chatbot';
import { cancelRun, createExtractionRun, type ExtractionRun, type Run } from './extraction-run';

type Schemas = components['schemas'];

/** A saved configuration: the fields to extract from a kind of document. */
export type Configuration = Schemas['Configuration'];
/** What saving a configuration takes (a new one has no id). */
export type ConfigurationInput = Schemas['ConfigurationInput'];
/** One extracted document with its fields, where each value came from and its state. */
export type ExtractedDocument = Schemas['ExtractedDocument'];
/** The formats results export to (extractor.yaml `ExportRequest`). */
export type ExportFormat = Schemas['ExportRequest']['format'];
/** What results can be narrowed by, besides the configuration. */
export type ResultsQuery = Omit<
  NonNullable<paths['/extractor/results']['get']['parameters']['query']>,
  'empresa' | 'user' | 'config_name' | 'cursor'
>;

/** One page of results, and the cursor of the next (null on the last). */
export type ResultsPage = { items: ExtractedDocument[]; total: number; nextCursor: string | null };

/** A configuration by name, or as read. */
type ConfigurationRef = string | Pick<Configuration, 'name'>;
const nameOf = (config: ConfigurationRef) => (typeof config === 'string' ? config : config.name);

/** The largest page of results the server gives (middleware.yaml listResults `limit`). */
const PAGE_SIZE = 500;

/** The extractor (SPEC §7): configurations, runs over a ZIP of documents, results, exports. */
export function createExtractorResource(context: ClientContext) {
  // Read at each call: an app may replace its clients (the web, once it knows the service).
  const api = () => context.clients.middleware;

  const configurations = {
    /** The user's configurations. */
    async list(options?: CallOptions): Promise<Configuration[]> {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().GET('/extractor/configurations', { params: { query: context.user() }, signal }),
        ),
      );
      return answer.data;
    },
    /** One configuration by name (RESOURCE_NOT_FOUND when the user has none by it). */
    async get(name: string, options?: CallOptions): Promise<Configuration> {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().GET('/extractor/configurations/one', {
            params: { query: { ...context.user(), config_name: name } },
            signal,
          }),
        ),
      );
      return answer.data;
    },
    /** Saves a configuration: a new one without `id`, a change with it. */
    async save(configuration: ConfigurationInput, options?: CallOptions): Promise<Configuration> {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().POST('/extractor/configurations', {
            body: { ...context.user(), configuration },
            signal,
          }),
        ),
      );
      return answer.data;
    },
    /** Deletes a configuration and its results. */
    async delete(configuration: { id: string }, options?: CallOptions): Promise<void> {
      await runCall(context, options, (signal) =>
        expectData(
          api().DELETE('/extractor/configurations', {
            body: { ...context.user(), id: configuration.id },
            signal,
          }),
        ),
      );
    },
  };

  /** One page of a configuration's results from `cursor`, newest first. */
  async function resultsPage(
    config: ConfigurationRef,
    query: ResultsQuery & { cursor?: string } = {},
    options?: CallOptions,
  ): Promise<ResultsPage> {
    const answer = await runCall(context, options, (signal) =>
      expectData(
        api().GET('/extractor/results', {
          params: {
            query: { limit: PAGE_SIZE, ...query, ...context.user(), config_name: nameOf(config) },
          },
          signal,
        }),
      ),
    );
    return {
      items: answer.data.items,
      total: answer.data.total,
      nextCursor: answer.data.next_cursor ?? null,
    };
  }

  async function* results(
    config: ConfigurationRef,
    query: ResultsQuery = {},
    options?: CallOptions,
  ): AsyncGenerator<ExtractedDocument> {
    let cursor: string | undefined;
    do {
      const page = await resultsPage(
        config,
        { ...query, ...(cursor === undefined ? {} : { cursor }) },
        options,
      );
      yield* page.items;
      cursor = page.items.length === 0 ? undefined : (page.nextCursor ?? undefined);
    } while (cursor !== undefined);
  }

  return {
    configurations,
    /** The extracted documents: read, see a page, review, delete. */
    documents: createExtractorDocumentsResource(context),
    /** The wizard's examples: read one into pages and suggested attributes, test on it. */
    examples: createExtractorExamplesResource(context),
    /** The document database: send documents on, read back a configuration's rows. */
    database: createExtractorDatabaseResource(context),
    /** Each configuration with results, its documents per state and last run, latest first. */
    collections: (options?: CallOptions): Promise<Collection[]> =>
      listCollections(context, options),
    /**
     * Asks to train a chatbot topic with the configuration's results (or `documentIds`);
     * answers the stored request's id.
     */
    trainChatbot: (
      config: ConfigurationRef,
      topic: string,
      options?: CallOptions & { documentIds?: readonly string[] },
    ): Promise<string> => trainChatbotFromResults(context, nameOf(config), topic, options),
    /**
     * Starts a run of `config` over a ZIP of documents (in Node, `zipFolder` of
     * `@folio/sdk/node` makes one of a folder). Resolves once the server has accepted it, with a
     * handle: `await run.done()`.
     */
    async run(
      config: ConfigurationRef,
      zip: Blob,
      options: CallOptions & { fileName?: string } = {},
    ): Promise<ExtractionRun> {
      const file =
        zip instanceof File
          ? zip
          : new File([zip], options.fileName ?? 'documents.zip', { type: 'application/zip' });
      const form = jsonDataForm(
        'extractZip',
        { ...context.user(), config_name: nameOf(config) },
        { file },
      );
      const answer = await runCall(
        context,
        options,
        (signal) => expectData(api().POST('/extractor/extract', { ...form, signal })),
        null,
      );
      return createExtractionRun(context, answer.data);
    },
    /**
     * Starts a run of `config` over PDFs already in Files, by their ids (a cloud import's, an
     * upload's); they stay where they are. The same limits and refusals as a ZIP's.
     */
    async runOnFiles(
      config: ConfigurationRef,
      fileIds: readonly string[],
      options?: CallOptions,
    ): Promise<ExtractionRun> {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().POST('/extractor/extract/from-files', {
            body: { ...context.user(), config_name: nameOf(config), file_ids: [...fileIds] },
            signal,
          }),
        ),
      );
      return createExtractionRun(context, answer.data);
    },
    /** The handle of a run started earlier (by its id), to wait for it again. */
    async runById(runId: string, options?: CallOptions): Promise<ExtractionRun> {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().GET('/extractor/runs/{run_id}', { params: { path: { run_id: runId } }, signal }),
        ),
      );
      return createExtractionRun(context, answer.data);
    },
    /** Every extracted document of a configuration, newest first, across pages. */
    results,
    /** One page of results (a screen that pages as the user asks). */
    resultsPage,
    /**
     * Stops a run by its id; documents already read stay, the others fail with RUN_CANCELLED.
     * Answers the run (as it was, when it had already finished).
     */
    cancelRun: (runId: string, options?: CallOptions): Promise<Run> =>
      cancelRun(context, runId, options),
    /**
     * The results as a file: `csv` (UTF-8 with BOM, one row per line item), `xlsx` (the same
     * table, numbers as numbers), `json` (the values and where each came from), `pdf` (a report)
     * or `txt`; every document of the configuration, or the ones named.
     */
    async export(
      config: ConfigurationRef,
      format: ExportFormat,
      options: CallOptions & { documentIds?: string[] } = {},
    ): Promise<Download> {
      const result = await runCall(
        context,
        options,
        (signal) =>
          api().POST('/extractor/export', {
            body: {
              ...context.user(),
              config_name: nameOf(config),
              format,
              ...(options.documentIds ? { document_ids: options.documentIds } : {}),
            },
            parseAs: 'blob',
            signal,
          }),
        null,
      );
      return toDownload(result, `${nameOf(config)}.${format}`);
    },
  };
}

/** The extractor resource of a client. */
export type ExtractorResource = ReturnType<typeof createExtractorResource>;
