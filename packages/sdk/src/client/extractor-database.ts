import { expectData } from '../clients';
import type { components } from '../generated/middleware';
import { jsonDataForm } from '../json-data-form';

import { runCall, type CallOptions, type ClientContext } from './call';

/** A row of the document database: one sent document, its plain data and its PDF. */
export type DatabaseRecord = components['schemas']['DocdbRecord'];

/**
 * The document database (SPEC §7 insert, query all): extracted documents sent on from a
 * configuration's results, filed under the configuration and a date, with their PDFs.
 */
export function createExtractorDatabaseResource(context: ClientContext) {
  const api = () => context.clients.middleware;
  return {
    /**
     * Sends extracted documents (their data and PDFs) to the database, filed under `configName` at
     * the client clock's now; answers the rows written.
     */
    async send(
      configName: string,
      documentIds: readonly string[],
      options?: CallOptions,
    ): Promise<DatabaseRecord[]> {
      const form = jsonDataForm('docdbInsert', {
        ...context.user(),
        configName,
        date: new Date(context.clock.now()).toISOString(),
        document_ids: [...documentIds],
      });
      const answer = await runCall(context, options, (signal) =>
        expectData(api().POST('/docdb/insert', { ...form, signal })),
      );
      return answer.data;
    },
    /** Every row filed under a configuration. */
    async list(configName: string, options?: CallOptions): Promise<DatabaseRecord[]> {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().POST('/extractor/query-all', {
            body: { ...context.user(), config_name: configName },
            signal,
          }),
        ),
      );
      return answer.data;
    },
  };
}

/** The document database of the extractor resource. */
export type ExtractorDatabaseResource = ReturnType<typeof createExtractorDatabaseResource>;
