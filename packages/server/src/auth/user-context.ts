import { AppError } from '@folio/core';
import { COMPANY } from '@folio/sdk';

import type { AuthenticatedUser } from './access-token';

/** The user context fields of a `json_data` body (SPEC §3), as the client sent them. */
export type ClaimedUserContext = { user?: unknown; empresa?: unknown };

/**
 * Checks, never trusts, the user context a call carries (DECISIONS.md "The two hosts"): `user`
 * must be the access token's subject and `empresa` the fixed company (`demo`, SPEC §9), or the
 * call is `FORBIDDEN`. Features call it before scoping any row or blob by the pair.
 */
export function assertUserContext(auth: AuthenticatedUser, context: ClaimedUserContext): void {
  if (context.user !== auth.username) {
    throw new AppError('FORBIDDEN', { message: 'user context is not the token subject' });
  }
  if (context.empresa !== COMPANY) {
    throw new AppError('FORBIDDEN', {
      message: `user context company ${String(context.empresa)} refused`,
    });
  }
}
