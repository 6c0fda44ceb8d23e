import { AppError, languageFromAcceptLanguage } from '@folio/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { toErrorReply } from './error-reply';

/** Sends an error in the one shape, in the caller's language. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
): FastifyReply {
  const language = languageFromAcceptLanguage(request.headers['accept-language']);
  const { status, body, isFault } = toErrorReply(error, language, {
    bodyLimitBytes: request.routeOptions.bodyLimit,
  });
  if (isFault) {
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info({ errorCode: body.errorCode }, 'request refused');
  }
  const retryAfter = (body.detail as { retryAfterSeconds?: unknown } | undefined)
    ?.retryAfterSeconds;
  if (typeof retryAfter === 'number') {
    reply.header('retry-after', String(retryAfter));
  }
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Turns every failure into `{ errorCode, errorMessage, detail? }`: thrown errors, schema
 * validation, bad bodies, and unknown routes (ENDPOINT_NOT_FOUND). Hosts that serve more than the
 * API (the web app) pass `notFound` to handle their own paths first.
 */
export const errorsPlugin = fp(
  (
    app: FastifyInstance,
    options: { notFound?: (request: FastifyRequest, reply: FastifyReply) => boolean },
    done: (error?: Error) => void,
  ) => {
    app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
    app.setNotFoundHandler((request, reply) => {
      if (options.notFound?.(request, reply)) {
        return reply;
      }
      return sendError(
        request,
        reply,
        new AppError('ENDPOINT_NOT_FOUND', {
          detail: { method: request.method, path: request.url.split('?')[0] },
        }),
      );
    });
    done();
  },
  { name: 'folio-errors' },
);
