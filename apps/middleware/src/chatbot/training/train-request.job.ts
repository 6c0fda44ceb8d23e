import { AppError } from '@folio/core';
import { COMPANY } from '@folio/sdk';

import type { JobContext, JobHandler } from '../../jobs/job-handler';
import { payloadId } from '../../jobs/job-handler';
import type { ChatbotDeps } from '../chatbot-deps';
import type { TopicService } from '../topics/topics.service';

/**
 * Honours the extractor's "train chatbot" request (SPEC §2 results: train chatbot; the extractor
 * stores it and queues this job in the same transaction): the PDFs of the request's documents
 * are trained into the topic it names, created when new, described after the configuration.
 * The request ends `done` with its training, or `failed` when none of its documents has a file
 * left or the topic cannot take them; a request already settled is left alone, so a run after a
 * crash changes nothing.
 */
export function createTrainRequestJob(deps: ChatbotDeps, topics: TopicService): JobHandler {
  const { db } = deps;
  return async (context: JobContext) => {
    const requestId = payloadId(context.payload, 'requestId', 'extractor.train-request');
    const request = await db
      .selectFrom('chatbot_training_requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.status', 'r.topico', 'r.config_name', 'r.document_ids', 'u.email'])
      .where('r.id', '=', requestId)
      .executeTakeFirst();
    if (!request || request.status !== 'pending') {
      return { requestId, status: request?.status ?? 'gone' };
    }
    const owner = await deps.storage.owners.ofSubject(request.email);
    const documents =
      request.document_ids.length === 0
        ? []
        : await db
            .selectFrom('extracted_documents')
            .select('file_id')
            .where('user_id', '=', owner.userId)
            .where('id', 'in', request.document_ids)
            .where('file_id', 'is not', null)
            .execute();
    const fileIds = documents.flatMap((document) => (document.file_id ? [document.file_id] : []));
    try {
      const { training } = await topics.trainFiles(
        owner,
        {
          user: owner.email,
          empresa: COMPANY,
          topico: request.topico,
          descripcion: `Resultados de ${request.config_name}`,
          document_type: 'invoice',
          config_chatbot: 'documental',
        },
        fileIds,
      );
      await db
        .updateTable('chatbot_training_requests')
        .set({ status: 'done', training_id: training.training_id })
        .where('id', '=', requestId)
        .execute();
      return { requestId, status: 'done', trainingId: training.training_id };
    } catch (error) {
      if (!(error instanceof AppError)) {
        throw error;
      }
      await db
        .updateTable('chatbot_training_requests')
        .set({ status: 'failed' })
        .where('id', '=', requestId)
        .execute();
      deps.log.warn(
        { requestId, code: error.code },
        'a train-chatbot request could not be honoured',
      );
      return { requestId, status: 'failed', errorCode: error.code };
    }
  };
}
