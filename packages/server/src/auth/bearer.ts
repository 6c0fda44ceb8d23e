import { AppError } from '@folio/core';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { AuthenticatedUser } from './access-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the request's access token speaks for; set by the `bearerAuth` security handler. */
    auth: AuthenticatedUser | null;
  }
}

const BEARER = /^Bearer[ \t]+([\w.~+/=-]+)[ \t]*$/i;

/** The token of an `Authorization: Bearer <token>` header, or undefined without a usable one. */
export function readBearerToken(header: string | undefined): string | undefined {
  return header === undefined ? undefined : BEARER.exec(header)?.[1];
}

/**
 * A fastify-openapi-glue security handler: it runs before the operation's handler, with the
 * names the operation's requirement lists under the scheme (`bearerAuth: [files:read]`), which
 * are the scopes an API key needs for it.
 */
export type SecurityHandler = (
  request: FastifyRequest,
  reply?: FastifyReply,
  scopes?: readonly string[],
) => Promise<void>;

/**
 * The handler of the contract's `bearerAuth` scheme: refuses a request without a bearer token
 * (`UNAUTHORIZED`) or with one `verify` refuses, and otherwise puts the user on `request.auth`.
 * `verify` gets the operation's scopes, which an API key must hold and a session need not.
 */
export function bearerSecurityHandler(
  verify: (token: string, scopes: readonly string[]) => Promise<AuthenticatedUser>,
): SecurityHandler {
  return async (request, _reply, scopes = []) => {
    const token = readBearerToken(request.headers.authorization);
    if (token === undefined) {
      throw new AppError('UNAUTHORIZED', { message: 'no bearer token' });
    }
    request.auth = await verify(token, scopes);
  };
}

/**
 * The authenticated user of a request on a protected operation. Throws `UNAUTHORIZED` when there
 * is none, so an operation the contract left unprotected by mistake fails closed.
 */
export function requireAuth(request: FastifyRequest): AuthenticatedUser {
  if (!request.auth) {
    throw new AppError('UNAUTHORIZED', {
      message: `${request.routeOptions.url ?? request.url} reached without a user`,
    });
  }
  return request.auth;
}
