import type { ClaimedUserContext } from '@folio/server';
import type { FastifyRequest } from 'fastify';

import type { MiddlewareHandlers } from '../../middleware-handlers';
import type { Owner } from '../../storage/storage.feature';
import type { TrainRequestService } from './train-requests.service';

/** trainChatbotFromResults, of tag `extractor` in `openapi/middleware.yaml`. */
export type TrainRequestHandlers = Pick<MiddlewareHandlers, 'trainChatbotFromResults'>;
type Caller = (request: FastifyRequest, claimed?: ClaimedUserContext) => Promise<Owner>;

/** trainChatbotFromResults: stores the request and answers 202 with its id. */
export function trainRequestRoutes(
  requests: TrainRequestService,
  caller: Caller,
): TrainRequestHandlers {
  return {
    trainChatbotFromResults: async (request, reply) => {
      const { body } = request;
      const owner = await caller(request, body);
      const id = await requests.request(owner.userId, {
        configName: body.config_name,
        topico: body.topico,
        documentIds: body.document_ids,
      });
      return reply.code(202).send({ success: true, id });
    },
  };
}
