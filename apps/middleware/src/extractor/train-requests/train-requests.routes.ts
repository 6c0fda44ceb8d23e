import type { MiddlewareComponents } from '@folio/sdk';
import type { ClaimedUserContext, OperationHandlers } from '@folio/server';
import type { FastifyRequest } from 'fastify';

import type { Owner } from '../../storage/owners';
import type { TrainRequestService } from './train-requests.service';

type Schemas = MiddlewareComponents['schemas'];
type Caller = (request: FastifyRequest, claimed?: ClaimedUserContext) => Promise<Owner>;

/** trainChatbotFromResults: stores the request and answers 202 with its id. */
export function trainRequestRoutes(
  requests: TrainRequestService,
  caller: Caller,
): OperationHandlers {
  return {
    trainChatbotFromResults: async (request, reply) => {
      const body = request.body as Schemas['TrainChatbotRequest'];
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
