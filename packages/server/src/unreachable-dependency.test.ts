import { describe, expect, it } from 'vitest';

import { toErrorReply } from './error-reply';
import { isUnreachableDependency } from './unreachable-dependency';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isUnreachableDependency', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset socket', withCode('ECONNRESET')],
    [
      'PostgreSQL shutting down',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['PostgreSQL starting up', withCode('57P03', 'the database system is starting up')],
    ['a connection exception class', withCode('08006')],
    ['node-postgres losing its server', new Error('Connection terminated unexpectedly')],
    [
      'a cause two levels down',
      new Error('upload failed', { cause: new Error('put', { cause: withCode('ECONNREFUSED') }) }),
    ],
    ['one address of several refused', new AggregateError([withCode('ECONNREFUSED')], 'connect')],
  ])('is true for %s', (_what, error) => {
    expect(isUnreachableDependency(error)).toBe(true);
  });

  it.each([
    ['a programming error', new TypeError('x is undefined')],
    ['a constraint violation', withCode('23505', 'duplicate key')],
    ['a syntax error', withCode('42601')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_what, error) => {
    expect(isUnreachableDependency(error)).toBe(false);
  });

  it('stops on a cyclic cause chain', () => {
    const error = new Error('loop') as Error & { cause?: unknown };
    error.cause = error;
    expect(isUnreachableDependency(error)).toBe(false);
  });
});

describe('toErrorReply for an unreachable dependency', () => {
  it('answers 503 SERVICE_UNAVAILABLE with a retry delay, in the caller language', () => {
    const reply = toErrorReply(withCode('ECONNREFUSED'), 'sp');
    expect(reply.status).toBe(503);
    expect(reply.body.errorCode).toBe('SERVICE_UNAVAILABLE');
    expect(reply.body.detail).toEqual({ retryAfterSeconds: expect.any(Number) as unknown });
    expect(reply.body.errorMessage).not.toBe('');
  });

  it('answers 503, not 401, when a security handler could not reach its session store', () => {
    // fastify-openapi-glue wraps what the security handlers threw in one error.
    const wrapped = Object.assign(new Error('None of the security schemes succeeded'), {
      name: 'Unauthorized',
      errors: [withCode('57P01')],
    });
    expect(toErrorReply(wrapped, 'en').body.errorCode).toBe('SERVICE_UNAVAILABLE');
    const refused = Object.assign(new Error('x'), {
      name: 'Unauthorized',
      errors: [new Error('y')],
    });
    expect(toErrorReply(refused, 'en').body.errorCode).toBe('UNAUTHORIZED');
  });

  it('keeps an unknown failure a 500', () => {
    expect(toErrorReply(new Error('boom'), 'en').status).toBe(500);
  });
});
