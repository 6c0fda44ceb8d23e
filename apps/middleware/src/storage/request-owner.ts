import { assertUserContext, requireAuth, type ClaimedUserContext } from '@folio/server';
import type { FastifyRequest } from 'fastify';

import type { Owner, Owners } from './owners';

/** The account a call acts for, after checking the user context it carries (when it carries one). */
export type RequestOwner = (
  request: FastifyRequest,
  claimed?: ClaimedUserContext,
) => Promise<Owner>;

/**
 * The caller of the extractor's and the document database's operations: the token's account, and
 * FORBIDDEN when the call's user context names another. Storage's own calls check a context
 * always, defaulting its user to the token's (storage.routes.ts).
 */
export function createRequestOwner(owners: Owners): RequestOwner {
  return async (request, claimed) => {
    const auth = requireAuth(request);
    if (claimed !== undefined) {
      assertUserContext(auth, claimed);
    }
    return owners.ofSubject(auth.username);
  };
}
