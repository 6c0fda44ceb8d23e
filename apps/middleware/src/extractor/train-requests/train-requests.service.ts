import { AppError } from '@folio/core';
import type { Kysely } from 'kysely';

import type { Tables } from '../../db/schema';
import { enqueueJob } from '../../jobs/job-queue';
import { findConfigurationByName } from '../configurations.queries';
import { configurationNotFound } from '../configurations.service';

// Results are the documents a run has finished with (done or failed).
const FINISHED = ['done', 'failed'] as const;

export type TrainRequestInput = {
  configName: string;
  topico: string;
  /** Absent for every result of the configuration, as they are now. */
  documentIds?: readonly string[] | undefined;
};

/**
 * The job that hands a stored request to the chatbot (`{ requestId }`); the chatbot feature
 * handles it (issue 10), so the extractor knows the chatbot by this name only.
 */
export const TRAIN_REQUEST_JOB_KIND = 'extractor.train-request';

/**
 * "Train chatbot" from results (issue #6 hand-off): the request is stored, with the topic name
 * lower-cased as SPEC §3 says topics are, and the exact documents it names, so the chatbot
 * feature can honour it when chatbots exist. Status `pending` until then.
 */
export function createTrainRequestService(deps: { db: Kysely<Tables> }) {
  const { db } = deps;

  return {
    async request(userId: string, input: TrainRequestInput): Promise<string> {
      const configuration = await findConfigurationByName(db, userId, input.configName);
      if (configuration === undefined) {
        throw configurationNotFound(input.configName);
      }
      const topico = input.topico.trim().toLowerCase();
      if (topico === '') {
        throw new AppError('MISSING_PARAMETERS', {
          message: 'topico is required',
          detail: { fields: ['topico'] },
        });
      }
      const wanted = input.documentIds === undefined ? undefined : [...new Set(input.documentIds)];
      let query = db
        .selectFrom('extracted_documents')
        .select('id')
        .where('user_id', '=', userId)
        .where('configuration_id', '=', configuration.id)
        .where('status', 'in', FINISHED);
      if (wanted !== undefined && wanted.length > 0) {
        query = query.where('id', 'in', wanted);
      }
      const found = wanted?.length === 0 ? [] : await query.orderBy('created_at').execute();
      if (wanted !== undefined && found.length !== wanted.length) {
        throw new AppError('RESOURCE_NOT_FOUND', {
          message: `some documents are not results of ${configuration.name} for this user`,
          detail: { resource: 'document' },
        });
      }
      if (found.length === 0) {
        throw new AppError('BAD_REQUEST', {
          message: 'no documents to train with',
          detail: { field: 'document_ids', reason: 'no-documents' },
        });
      }
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('chatbot_training_requests')
          .values({
            user_id: userId,
            config_name: configuration.name,
            topico,
            document_ids: wanted ?? found.map((document) => document.id),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await enqueueJob(trx, { kind: TRAIN_REQUEST_JOB_KIND, payload: { requestId: row.id } });
        return row.id;
      });
    },
  };
}

export type TrainRequestService = ReturnType<typeof createTrainRequestService>;
