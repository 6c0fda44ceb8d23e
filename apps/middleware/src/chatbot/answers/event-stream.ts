import { languageFromAcceptLanguage } from '@folio/core';
import { toErrorReply } from '@folio/server';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { AnswerEvent } from './answer-events';

/** True when the caller asked for the answer as it is produced (`Accept: text/event-stream`). */
export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

function frame(event: AnswerEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * Sends an answer as server-sent events: the first event is awaited before the response starts,
 * so a refusal (an unknown conversation, an unreadable attachment) is still a plain error answer
 * with its status; after that, a failure is an `error` event. Closing the connection aborts
 * `controller`, which stops the answer where it is (the service keeps what was produced).
 */
export async function sendEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  events: AsyncGenerator<AnswerEvent>,
  controller: AbortController,
): Promise<void> {
  const first = await events.next();
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies (nginx) would otherwise hold the deltas back.
    'x-accel-buffering': 'no',
  });
  response.on('close', () => {
    if (!response.writableFinished) {
      controller.abort();
    }
  });
  try {
    if (!first.done) {
      response.write(frame(first.value));
    }
    for await (const event of events) {
      if (!response.destroyed) {
        response.write(frame(event));
      }
    }
  } catch (error) {
    const language = languageFromAcceptLanguage(request.headers['accept-language']);
    const { body, isFault } = toErrorReply(error, language);
    if (isFault) {
      request.log.error({ err: error }, 'a streamed answer failed');
    }
    if (!response.destroyed) {
      response.write(
        frame({
          event: 'error',
          data: { errorCode: body.errorCode, errorMessage: body.errorMessage },
        }),
      );
    }
  } finally {
    response.end();
  }
}
